import { $api } from '@/api/client';

/** A period of the Insights page (contract `getCardInsights` `days`). */
export type InsightsPeriod = '7' | '30' | '90';

/** The periods the page offers, shortest first. */
export const insightsPeriods: readonly InsightsPeriod[] = ['7', '30', '90'];

/** Whether `value` (a `?days=` or a control's value) is a period. */
export const isPeriod = (value: string | null): value is InsightsPeriod =>
  insightsPeriods.some((p) => p === value);

/** The period of an address's `?days=` (the page's control writes it): 30 days by default. */
export function periodOf(search: URLSearchParams): InsightsPeriod {
  const asked = search.get('days');
  return isPeriod(asked) ? asked : '30';
}

/**
 * Query options of a card's insights over the last `days` days, split into days at the
 * midnights of `tz` (an IANA zone: the browser's own on the page).
 */
export function cardInsightsQuery(profileId: string, days: InsightsPeriod, tz: string) {
  return $api.queryOptions('get', '/api/profile/{profileId}/insights', {
    params: { path: { profileId }, query: { days, tz } },
  });
}

/** The browser's IANA time zone (`UTC` where it has none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
