import type { Schemas } from '@/api/client';
import { capabilitiesOf } from '@/capabilities/capabilities';
import type { CardVisit } from '@/card/card-request';

/**
 * The card's insights (capability `insights`; nothing on a server without it): once the card is
 * on screen, after the next frame is painted, the event code (card-events.ts) loads in a chunk
 * of its own and reports the view and every press, so nothing of it is on the card's way to
 * the screen. `data` is the card answer's; its `viewToken` goes with every event. Returns a function that stops them (before they
 * start, they then never do).
 */
export function reportVisitAfterPaint(
  data: Schemas['PublicProfileEnvelope']['data'],
  visit: CardVisit,
  container: HTMLElement,
): () => void {
  if (!capabilitiesOf(data).has('insights')) return () => undefined;
  let stopped = false;
  let stop = () => undefined as void;
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./later/card-events').then(
        (m) => {
          if (!stopped)
            stop = m.startCardEvents(data.profile._id, visit, container, data.viewToken);
        },
        () => undefined,
      );
    }),
  );
  return () => {
    stopped = true;
    stop();
  };
}
