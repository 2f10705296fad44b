import { msg } from '@lingui/core/macro';
import { IconChartBar } from '@tabler/icons-react';
import { withPageMessages } from '@/components/owner-language';
import { href, paths } from '@/config/paths';
import { formatCount } from '@/lib/format-count';
import type { DashboardPage } from '@/lib/page';
import { revalidateOnNewPath } from '@/lib/search-state';
import type { CardAction, ListField, ListFilter } from '@/lib/profile-slots';
import { activityFilter } from './lib/activity-filter';

const insightsPage = (
  mode: 'owner' | 'admin',
): Pick<DashboardPage, 'lazy' | 'data' | 'failure' | 'shouldRevalidate' | 'title'> => ({
  title: msg`Insights`,
  // Its own chunk: the charts (@mantine/charts, recharts) load with this page only.
  lazy: () =>
    withPageMessages(import('./routes/insights'), 'insights').then((m) => ({
      Component: mode === 'owner' ? m.OwnerInsightsPage : m.AdminInsightsPage,
    })),
  data: (queryClient, { params, request }) =>
    import('./api/insights-query').then((m) =>
      queryClient.ensureQueryData(
        m.cardInsightsQuery(
          params.profileId ?? '',
          m.periodOf(new URL(request.url).searchParams),
          m.browserTimeZone(),
        ),
      ),
    ),
  failure: 'Failed to load insights',
  // Another period (`?days=`) is the page's own query: the control answers at once and the
  // figures change when the answer is in, instead of the route waiting for it.
  shouldRevalidate: revalidateOnNewPath,
});

/**
 * Insights (capability `insights`, docs/privacy.md): what it adds to the app.
 * - a card's Insights page, for its owner and for admins;
 * - the link to it (`cardAction`) in each card of My Profiles and
 *   All Profiles and in the editor's header;
 * - "Views (30 days)" in each card of the lists (`listField`), from the list's `views30Days`;
 * - All Profiles' Activity select (`listFilter`, lib/activity-filter.ts).
 * On the card: `card/card-slot.ts` reports the visit after the first paint.
 */
export const insights = {
  name: 'insights',
  pages: [
    { path: paths.myProfileInsights, guard: 'verified', ...insightsPage('owner') },
    { path: paths.anyProfileInsights, guard: 'admin', ...insightsPage('admin') },
  ] satisfies DashboardPage[],
  cardAction: {
    label: msg`Insights`,
    icon: IconChartBar,
    // A redirect card's visitors never see the card: no insights of it to read.
    to: ({ profileId, redirect, admin }) =>
      redirect
        ? undefined
        : href(admin ? 'anyProfileInsights' : 'myProfileInsights', { profileId }),
  } satisfies CardAction,
  listField: {
    label: msg`Views (30 days)`,
    value: (profile, locale) =>
      profile.views30Days === undefined ? undefined : formatCount(profile.views30Days, locale),
  } satisfies ListField,
  listFilter: activityFilter satisfies ListFilter,
} as const;
