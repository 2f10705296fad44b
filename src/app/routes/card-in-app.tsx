import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cardClient } from '@/card/card-client';
import { startCardPage } from '@/card/card-page';
import { requestCard } from '@/card/card-request';
import { countParam } from '@/config/card-preload';
import { cardIdOf } from '@/config/paths';

/**
 * The card's page inside the app, for a host that answers index.html for a card's path: the
 * card's own `startCardPage` in a container of its own, its handovers as the app's navigations.
 */
export function CardInApp() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    void startCardPage({
      answer: requestCard(
        cardClient,
        cardIdOf(pathname) ?? '',
        countParam(new URLSearchParams(search)),
      ),
      container: element,
      openApp: async (path, state) => {
        await navigate(path, { replace: true, state });
      },
    });
    // Started once: the card page keeps its own state from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={container} />;
}
