import { useEffect } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { browserNavigation } from '@/card/browser-navigation';

/**
 * /profile/{id} reached inside the app: loads that URL afresh (history entry replaced), so the
 * dispatcher (src/main.tsx) serves the one card page, the lean entry a visitor gets.
 */
export function CardHandover() {
  const location = useLocation();
  const path = createPath(location);
  useEffect(() => browserNavigation.replace(path), [path]);
  return <FullPageSpinner label="Loading profile" />;
}
