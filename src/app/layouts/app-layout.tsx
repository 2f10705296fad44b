import { Box, LoadingOverlay } from '@mantine/core';
import { Suspense } from 'react';
import { useLocation, useNavigation, useOutlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageTransition } from '@/components/page-transition';
import { ScrollToTop } from '@/components/scroll-to-top';
import { SiteFooter } from '@/components/site-footer';

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
 * Every screen (spec §1): the page with its enter/leave transition, then the footer. The
 * window scrolls to the top on each new path, and a spinner shows while the next page's
 * code loads.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const outlet = useOutlet();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <LoadingOverlay
        visible={navigation.state === 'loading'}
        pos="fixed"
        zIndex={300}
        overlayProps={{ backgroundOpacity: 0.4, color: '#fff' }}
        loaderProps={{ size: 'lg' }}
        // A fast page load should not flash the overlay.
        transitionProps={{ enterDelay: 200, duration: 150 }}
      />
      <Box component="main" style={column}>
        <PageTransition transitionKey={transitionKeyOf(pathname)} style={column}>
          <Suspense fallback={<FullPageSpinner />}>{outlet}</Suspense>
        </PageTransition>
      </Box>
      <SiteFooter />
    </Box>
  );
}
