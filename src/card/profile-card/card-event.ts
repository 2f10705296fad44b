import type { Schemas } from '@/api/client';

/**
 * What a visitor's step tells the owner's insights (contract `CardEventRequest`): Save Contact,
 * a share, an exchange, or one of the `CardAction`s. A control carries it as `data-card-event`
 * (reported when pressed); a step that is not a press (the exchange form's contact, once the
 * server took it) calls {@link reportCardEvent}. Only the public card page listens
 * (src/capabilities/insights/card/later/card-events.ts), so the dashboard's live preview and the stories
 * report nothing.
 */
export type CardEventKind = 'save' | 'share' | 'exchange' | Schemas['CardAction'];

export const cardEventAttribute = 'data-card-event';

/** The attribute that marks a control with its event (none without one). */
export const cardEventProps = (kind: CardEventKind | undefined) =>
  kind ? { [cardEventAttribute]: kind } : {};

/** The bubbling DOM event of {@link reportCardEvent}; its `detail` is the `CardEventKind`. */
export const cardEventName = 'tapcard:card-event';

/** Tells the card page's insights that `kind` happened inside the card, at `target`. */
export function reportCardEvent(target: Element, kind: CardEventKind) {
  target.dispatchEvent(new CustomEvent(cardEventName, { bubbles: true, detail: kind }));
}
