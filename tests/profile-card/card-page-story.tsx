import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation, useNavigate } from 'react-router-dom';
import { cardClient } from '@/card/card-client';
import { startCardPage } from '@/card/card-page';
import { requestCard } from '@/card/card-request';
import { countParam } from '@/config/card-preload';
import { cardIdOf } from '@/config/paths';
import { indexSkeleton } from '@tests/support/index-skeleton';

/**
 * The public card page in a story, as src/card/main.tsx starts it for a visitor of the story's
 * route (`parameters.route`): profile.html's skeleton, the card request, then `startCardPage`
 * against the story mock backend. A handover to the app (a failed load goes
 * to /error) moves the story's router there, history replaced, and shows `app`.
 */
export function CardPageStory({ app = null }: { app?: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [handedOver, setHandedOver] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const visit = useRef({ pathname, search, navigate });
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.innerHTML = indexSkeleton;
    const root = createRoot(container);
    let live = true;
    const { pathname: path, search: query, navigate: go } = visit.current;
    void startCardPage({
      answer: requestCard(cardClient, cardIdOf(path) ?? '', countParam(new URLSearchParams(query))),
      container,
      root,
      openApp: async (to: string, state?: unknown) => {
        if (!live) return;
        await go(to, { replace: true, state });
        setHandedOver(true);
      },
    });
    return () => {
      live = false;
      // Not while React commits this tree.
      setTimeout(() => root.unmount());
    };
  }, []);
  return handedOver ? app : <div ref={ref} />;
}
