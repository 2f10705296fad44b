import type { components } from '@/api/schema.gen';
import { fetchAnswer } from '@/api/answer';
import { cardActionValues } from '@/api/contract-lists.gen';
import { cardEventAttribute } from '@/components/profile-card/card-event';
import type { CardVisit } from './card-request';

type CardEventRequest = components['schemas']['CardEventRequest'];

/** Contract `recordCardEvent`. `keepalive`: a tab that is closing still delivers it. Never rejects. */
function send(cardId: string, event: CardEventRequest) {
  // JSON in a keepalive fetch rather than sendBeacon: the contract's 415 rule (JSON only) and
  // its Origin check stay as for every other call.
  void fetchAnswer(`/api/profile/${encodeURIComponent(cardId)}/events`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
}

/** The event of a pressed card control's `data-card-event` (card-event.ts), if any. */
function eventOf(
  target: EventTarget | null,
  source: CardEventRequest['source'],
): CardEventRequest | undefined {
  const kind =
    target instanceof Element
      ? target.closest(`[${cardEventAttribute}]`)?.getAttribute(cardEventAttribute)
      : undefined;
  if (kind === 'save' || kind === 'share' || kind === 'exchange') return { type: kind, source };
  const action = cardActionValues.find((a) => a === kind);
  return action ? { type: 'action', action, source } : undefined;
}

/**
 * The card page's insights (contract "Insights", capability `insights`): reports the view,
 * then every press of a card control that names its event, with the visit's source. Loaded
 * after the card is on screen (card-entry.tsx), never on its way there. A visit with
 * `count=false` (the owner's own) reports nothing. Returns a function that stops listening.
 */
export function startCardEvents(cardId: string, visit: CardVisit, root: HTMLElement): () => void {
  if (visit.count === 'false') return () => undefined;
  send(cardId, { type: 'view', source: visit.source });
  const onClick = (event: MouseEvent) => {
    const report = eventOf(event.target, visit.source);
    if (report) send(cardId, report);
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}
