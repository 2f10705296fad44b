import type { components } from '@/api/generated/schema.gen';
import {
  cardEventAttribute,
  cardEventName,
  type CardEventKind,
} from '@/card/profile-card/card-event';
import { cardClient } from '@/card/card-client';
import type { CardVisit } from '@/card/card-request';

type CardEventRequest = components['schemas']['CardEventRequest'];

/** Contract `recordCardEvent`. `keepalive`: a tab that is closing still delivers it. Never rejects. */
function send(cardId: string, event: CardEventRequest) {
  // JSON in a keepalive fetch rather than sendBeacon: the contract's 415 rule (JSON only) and
  // its Origin check stay as for every other call.
  void cardClient.POST('/api/profile/{profileId}/events', {
    params: { path: { profileId: cardId } },
    body: event,
    keepalive: true,
  });
}

/**
 * The contract event of a `CardEventKind` (card-event.ts). Kinds come from the card's own code
 * (`cardEventProps`, `reportCardEvent`, typed), never from a card's data, so they are not looked
 * up again in the contract's list here: that list would be a chunk of its own in every visitor's
 * download.
 */
function eventOf(kind: CardEventKind, source: CardEventRequest['source']): CardEventRequest {
  return kind === 'save' || kind === 'share' || kind === 'exchange'
    ? { type: kind, source }
    : { type: 'action', action: kind, source };
}

/**
 * The card page's insights (contract "Insights", capability `insights`): reports the view,
 * then every press of a card control that names its event and every `reportCardEvent` (a
 * contact left through the exchange form), with the visit's source and the card answer's
 * `viewToken` (contract "Insights", view tokens: a server that hands one out counts only the
 * events that carry it). Loaded after the card is on screen (card-slot.ts), never on
 * its way there. A visit with `count=false` (the owner's own) reports nothing. Returns a
 * function that stops listening.
 */
export function startCardEvents(
  cardId: string,
  visit: CardVisit,
  root: HTMLElement,
  viewToken?: string,
): () => void {
  if (visit.count === 'false') return () => undefined;
  const withToken = (event: CardEventRequest) => (viewToken ? { ...event, viewToken } : event);
  send(cardId, withToken({ type: 'view', source: visit.source }));
  const report = (kind: string | null | undefined) => {
    if (kind) send(cardId, withToken(eventOf(kind as CardEventKind, visit.source)));
  };
  const onClick = ({ target }: MouseEvent) => {
    if (target instanceof Element)
      report(target.closest(`[${cardEventAttribute}]`)?.getAttribute(cardEventAttribute));
  };
  const onReport = (event: Event) => report((event as CustomEvent<CardEventKind>).detail);
  root.addEventListener('click', onClick, { capture: true });
  root.addEventListener(cardEventName, onReport);
  return () => {
    root.removeEventListener('click', onClick, { capture: true });
    root.removeEventListener(cardEventName, onReport);
  };
}
