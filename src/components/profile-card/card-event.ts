import type { Schemas } from '@/api/client';

/**
 * What pressing a card control tells the owner's insights (contract `CardEventRequest`): Save
 * Contact, a share, an exchange, or one of the `CardAction`s. The control carries it as
 * `data-card-event`; only the public card page listens (src/features/public-card/card-events.ts),
 * so the dashboard's live preview and the stories report nothing.
 */
export type CardEventKind = 'save' | 'share' | 'exchange' | Schemas['CardAction'];

export const cardEventAttribute = 'data-card-event';

/** The attribute that marks a control with its event (none without one). */
export const cardEventProps = (kind: CardEventKind | undefined) =>
  kind ? { [cardEventAttribute]: kind } : {};
