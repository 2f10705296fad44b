import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useMatches, useNavigation, useOutlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageTransition } from '@/components/page-transition';
import { ScrollToTop } from '@/components/scroll-to-top';
import { brand } from '@/config/brand';
import type { PageHandle } from '@/lib/page';

// Loaded apart from the first download of the public card (ADR 0005). The footer is
// below the fold on every page and appears under the content, shifting nothing above it;
// the navigation overlay is needed only once a page change has to wait.
const NavigationOverlay = lazy(() =>
  import('@/components/navigation-overlay').then((m) => ({ default: m.NavigationOverlay })),
);
const SiteFooter = lazy(() =>
  import('@/components/site-footer').then((m) => ({ default: m.SiteFooter })),
);

/**
 * The key of the page transition: the path, except that every dashboard page shares one
 * key here, because the dashboard shell animates its own content (the menu stays put).
 */
function transitionKeyOf(pathname: string): string {
  return /^\/dashboard(\/|$)/.test(pathname) ? '/dashboard' : pathname;
}

/** A growing flex column: the dashboard shell fills the height above the footer. */
const column = { flex: 1, display: 'flex', flexDirection: 'column' } as const;

/**
 * The document's title: the deepest matched route's page name (its `handle`, src/app/routes.tsx)
 * in the person's language, then the product's ("My Profiles - Tapcard"), so each page has its
 * own (WCAG 2.2 SC 2.4.2), as the card's does ("{name} - Profile").
 */
function usePageTitle(): string {
  const { i18n } = useLingui();
  const page = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  return page ? `${i18n._(page)} - ${brand.productName}` : brand.productName;
}

/**
 * Every screen (spec §1): the page with its enter/leave transition, then the footer, and the
 * document's title (React's `<title>`, hoisted into the head). The window scrolls to the top
 * on each new path, and a spinner shows while the next page's code loads.
 */
export function AppLayout() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [loadingSeen, setLoadingSeen] = useState(false);
  if (navigation.state === 'loading' && !loadingSeen) setLoadingSeen(true);
  const outlet = useOutlet();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <title>{title}</title>
      <ScrollToTop />
      {/* Loaded the first time a page change has to wait: the first page never needs it. */}
      {loadingSeen && (
        <Suspense fallback={null}>
          <NavigationOverlay visible={navigation.state === 'loading'} />
        </Suspense>
      )}
      <Box component="main" style={column}>
        <PageTransition transitionKey={transitionKeyOf(pathname)} style={column}>
          <Suspense fallback={<FullPageSpinner />}>{outlet}</Suspense>
        </PageTransition>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
