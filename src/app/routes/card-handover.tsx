import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { browserNavigation } from '@/card/browser-navigation';
import { FullPageSpinner } from '@/components/full-page-spinner';

// The card's own page, for a host that answered index.html for a card's path.
const CardInApp = lazy(() => import('./card-in-app').then((m) => ({ default: m.CardInApp })));

/** Whether this document was loaded for `url` (not reached by a navigation inside the app). */
function documentLoadedFor(url: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry !== undefined && entry.name === url;
}

/**
 * /profile/{id} reached inside the app: loads that URL afresh (history entry replaced), so the
 * host answers the card's own document (profile.html, src/card/). A host that answered this
 * document (index.html) for the card's path would answer it again: the card then shows here.
 */
export function CardHandover() {
  const location = useLocation();
  const path = createPath(location);
  const { t } = useLingui();
  const here = documentLoadedFor(new URL(path, window.location.origin).href);
  useEffect(() => {
    if (!here) browserNavigation.replace(path);
  }, [here, path]);
  if (!here) return <FullPageSpinner label={t`Loading profile`} />;
  return (
    <Suspense fallback={<FullPageSpinner label={t`Loading profile`} />}>
      <CardInApp />
    </Suspense>
  );
}
