/**
 * Whether the card renderer (edge/, docs/decisions/0011-card-at-the-edge.md) served this card
 * page: set when the page hydrates its markup (src/features/public-card/card-root.ts). Only the
 * renderer serves `/profile/{id}/contact.vcf`; on a static host the page builds the file itself.
 */
export const cardRenderer = { served: false };
