/**
 * The tabs a visitor sees only after a tap (spec §2's order puts them after the description,
 * the contact and the socials): one chunk, loaded when the first of them opens, not with the
 * card (the card's byte budget, `npm run size`).
 */
export { DocumentsTab, LocationTab } from './link-tabs';
export { OtherTab } from './other-tab';
