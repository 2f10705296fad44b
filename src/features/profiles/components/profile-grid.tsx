import { useLingui } from '@lingui/react/macro';
import { formatCount } from '@/lib/format-count';
import { Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, memo, Suspense, useCallback, useRef, useState } from 'react';
import type { Schemas } from '@/api/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { withPageMessages } from '@/components/owner-language';
import { ListPagination, listTopMargin } from '@/components/list-pagination';
import { ProfileSummaryCard, type ListScope } from './profile-summary-card';

// The Share dialog (QR code, Modal, share kit tabs) is a seventh of the list page's JavaScript:
// it loads while the first cards render, not before them. Memo: a filter keystroke re-renders
// the grid, not the closed dialog.
const ShareCardDialog = lazy(() =>
  withPageMessages(import('@/components/share-card/share-card-dialog'), 'share').then((m) => ({
    default: memo(m.ShareCardDialog),
  })),
);

/** Cards per page: 10 rows of the 2-column grid keep the page light with 10,000 cards. */
export const pageSize = 20;

type ProfileGridProps = {
  profiles: Schemas['ProfileSummary'][];
  page: number;
  onPageChange: (page: number) => void;
  /** Whose list it is (the cards' Edit link and the capabilities' buttons). */
  scope: ListScope;
  /** Show each card's owner (the admin's list). */
  showOwner: boolean;
  /** The filter text the shown cards were computed for (`data-query`; the list benchmark waits on it). */
  query: string;
};

/**
 * A page of cards in a grid of 1 column on phones and 2 on wide screens (spec §2, §9), with one
 * Share dialog for all of them.
 */
export function ProfileGrid(props: ProfileGridProps) {
  const { profiles, page, onPageChange, scope, showOwner, query } = props;
  const { t, i18n } = useLingui();
  const top = useRef<HTMLDivElement>(null);
  const [sharing, setSharing] = useState({ id: '', name: '', opened: false });
  const share = useCallback(
    (id: string, name: string) => setSharing({ id, name, opened: true }),
    [],
  );
  const closeShare = useCallback(() => setSharing((s) => ({ ...s, opened: false })), []);
  const pages = Math.max(1, Math.ceil(profiles.length / pageSize));
  const current = Math.min(page, pages);
  const first = (current - 1) * pageSize;
  const shown = profiles.slice(first, first + pageSize);
  const from = formatCount(first + 1, i18n.locale);
  const to = formatCount(first + shown.length, i18n.locale);
  const total = formatCount(profiles.length, i18n.locale);
  return (
    <Stack
      ref={top}
      gap="md"
      data-testid="profile-grid"
      data-query={query}
      style={{ scrollMarginTop: listTopMargin }}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {profiles.length === 0
          ? t`No card matches the filter.`
          : t`Showing ${from}–${to} of ${total}`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {shown.map((profile) => (
          <ProfileSummaryCard
            key={profile._id}
            profile={profile}
            scope={scope}
            showOwner={showOwner}
            onShare={share}
          />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Center>
          <Group>
            <ListPagination total={pages} value={current} onChange={onPageChange} top={top} />
          </Group>
        </Center>
      )}
      {/* A dialog whose code cannot load (a dropped connection) leaves the list working. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ShareCardDialog {...sharing} onClose={closeShare} />
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}
