import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';

/** Every screen: the page, then the footer (spec §1). */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
