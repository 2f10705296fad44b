import { useLingui } from '@lingui/react/macro';
import '../insights-styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { failureStatus } from '@/api/failure-status';
import {
  browserTimeZone,
  cardInsightsQuery,
  periodOf,
  type InsightsPeriod,
} from '../api/insights-query';
import { InsightsView } from '../components/insights-view';
import { href } from '@/config/paths';
import { useSearchState } from '@/lib/search-state';

/**
 * A card's Insights page (capability `insights`): its own lazy route module, so the charts
 * (@mantine/charts, recharts) load with this page only. On a server without the capability the
 * page does not exist (src/capabilities/insights/module.ts). Days split at the browser's
 * midnights.
 */
function InsightsPage({ backTo }: { backTo: { path: string; label: string } }) {
  // `backTo.label` is in the person's language (the pages below).
  const { profileId = '' } = useParams();
  // The period is in the address (`?days=7`), so a reload or a shared link keeps it; the route's
  // loader reads it too. A segmented control, not typed text: the address itself holds it.
  const address = useSearchState();
  const days = periodOf(address.params);
  const setDays = (next: InsightsPeriod) => address.set({ days: next });
  const [tz] = useState(browserTimeZone);
  // The route's loader fetched the first period; another one keeps the shown figures until its
  // answer is in. A failure goes to the route's error element (/error, spec §2); a 401 ends the
  // session instead.
  const { data } = useQuery({
    ...cardInsightsQuery(profileId, days, tz),
    placeholderData: keepPreviousData,
    throwOnError: (error) => failureStatus(error) !== 401,
  });
  const insights = data?.data.insights;
  return (
    <InsightsView
      profileId={profileId}
      backTo={backTo}
      days={days}
      onDays={setDays}
      insights={insights}
      refreshing={insights !== undefined && String(insights.days) !== days}
    />
  );
}

/** /dashboard/my-profiles/{profileId}/insights: the owner's. */
export function OwnerInsightsPage() {
  const { t } = useLingui();
  return <InsightsPage backTo={{ path: href('myProfiles'), label: t`My Profiles` }} />;
}

/** /dashboard/all-profiles/{profileId}/insights: an admin's (the route guard checks the role). */
export function AdminInsightsPage() {
  const { t } = useLingui();
  return <InsightsPage backTo={{ path: href('allProfiles'), label: t`All Profiles` }} />;
}
