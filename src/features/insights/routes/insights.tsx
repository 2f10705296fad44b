import '../insights-styles';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueryOrErrorPage } from '@/components/use-query-or-error-page';
import {
  browserTimeZone,
  cardInsightsQuery,
  isPeriod,
  type InsightsPeriod,
} from '../api/insights-query';
import { InsightsView } from '../components/insights-view';

/**
 * A card's Insights page (capability `insights`): its own lazy route module, so the charts
 * (@mantine/charts, recharts) load with this page only. On a server without the capability the
 * router never renders it (the route table's `capability`). Days split at the browser's
 * midnights.
 */
function InsightsPage({ backTo }: { backTo: { path: string; label: string } }) {
  const { profileId = '' } = useParams();
  // The period is in the address (`?days=7`), so a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('days');
  const days: InsightsPeriod = isPeriod(asked) ? asked : '30';
  const setDays = (next: InsightsPeriod) => setSearch({ days: next }, { replace: true });
  const [tz] = useState(browserTimeZone);
  const data = useQueryOrErrorPage(
    {
      ...cardInsightsQuery(profileId, days, tz),
      placeholderData: keepPreviousData,
    },
    'Failed to load insights',
  );
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
  return <InsightsPage backTo={{ path: '/dashboard/my-profiles', label: 'My Profiles' }} />;
}

/** /dashboard/all-profiles/{profileId}/insights: an admin's (the route guard checks the role). */
export function AdminInsightsPage() {
  return <InsightsPage backTo={{ path: '/dashboard/all-profiles', label: 'All Profiles' }} />;
}
