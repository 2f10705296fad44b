import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/api/client';
import type { ListFilter } from '@/lib/profile-slots';

/**
 * The admin's activity view of the cards (from `views30Days`): every card as listed, only the
 * cards with no view in the last 30 days, or every card sorted by those views, most first (ties
 * keep the list's order).
 */
export type ActivityFilter = 'any' | 'idle' | 'busiest';

/** The cards by `activity` ('any' returns the same array). A card without the field counts 0. */
export function filterByActivity(
  profiles: Schemas['ProfileSummary'][],
  activity: ActivityFilter,
): Schemas['ProfileSummary'][] {
  const views = (p: Schemas['ProfileSummary']) => p.views30Days ?? 0;
  if (activity === 'idle') return profiles.filter((p) => views(p) === 0);
  if (activity === 'busiest') return [...profiles].sort((a, b) => views(b) - views(a));
  return profiles;
}

const activities: readonly string[] = ['any', 'idle', 'busiest'] satisfies ActivityFilter[];
const isActivity = (value: string): value is ActivityFilter => activities.includes(value);

/** All Profiles' Activity select (a {@link ListFilter}): {@link filterByActivity}. */
export const activityFilter: ListFilter = {
  name: 'activity',
  label: msg`Activity`,
  options: [
    { value: 'any', label: msg`Any` },
    { value: 'idle', label: msg`No views in 30 days`, narrows: true },
    { value: 'busiest', label: msg`Most views in 30 days` },
  ],
  apply: (profiles, value) => filterByActivity(profiles, isActivity(value) ? value : 'any'),
};
