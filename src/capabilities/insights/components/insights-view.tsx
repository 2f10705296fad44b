import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { downloadCsv } from '@/lib/csv';
import { insightsPeriods, isPeriod, type InsightsPeriod } from '../api/insights-query';
import { formatDay, insightsCsvRows, rankedActions, rankedSources } from '../lib/insights-figures';
import { RankedList } from './ranked-list';
import { TotalsGrid } from './totals-grid';
import { ViewsChart } from './views-chart';

type InsightsViewProps = {
  profileId: string;
  /** The card list the back link returns to. */
  backTo: { path: string; label: string };
  days: InsightsPeriod;
  onDays: (days: InsightsPeriod) => void;
  /** The period's insights; undefined while the first answer loads. */
  insights: Schemas['CardInsights'] | undefined;
  /** A newer answer (another period) is on its way; the figures shown are the last ones. */
  refreshing?: boolean;
};

/** Nobody did anything (bots, counted out, do not count). */
const nothingYet = (t: Schemas['InsightsCounts']) =>
  t.views + t.saves + t.exchanges + t.shares === 0 && Object.keys(t.actions).length === 0;

/** A card's Insights (capability `insights`): period, totals, chart, rankings and CSV. */
export function InsightsView({
  profileId,
  backTo,
  days,
  onDays,
  insights,
  refreshing,
}: InsightsViewProps) {
  const { t, i18n } = useLingui();
  const periods = insightsPeriods.map((value) => ({ value, label: t`${value} days` }));
  const periodDays = insights?.days;
  const downloadSeries = () => {
    if (!insights) return;
    downloadCsv(
      insightsCsvRows(insights, i18n),
      `tapcard-insights-${profileId}-${insights.from}-${insights.to}.csv`,
    );
  };
  return (
    <Stack gap="md" pb="xl">
      <Anchor component={Link} to={backTo.path} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {backTo.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2}>
            <Trans>Insights</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {insights?.name && (
              <Text span fw={600} c="var(--mantine-color-text)">
                {insights.name} ·{' '}
              </Text>
            )}
            <Trans>Card {profileId}</Trans>
            {insights &&
              ` · ${formatDay(insights.from, i18n.locale)} – ${formatDay(insights.to, i18n.locale)} (${insights.tz})`}
          </Text>
        </div>
        <Group gap="sm">
          {refreshing && <Loader size="sm" role="status" aria-label={t`Loading insights`} />}
          <SegmentedControl
            aria-label={t`Period`}
            data={periods}
            value={days}
            onChange={(value) => isPeriod(value) && onDays(value)}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={downloadSeries}
            disabled={!insights}
          >
            <Trans>Download CSV</Trans>
          </Button>
        </Group>
      </Group>
      {!insights ? (
        <InsightsSkeleton />
      ) : (
        <>
          <TotalsGrid totals={insights.totals} previous={insights.previous} days={insights.days} />
          {nothingYet(insights.totals) ? (
            <Alert color="blue" title={t`No visits in the last ${periodDays} days`}>
              <Trans>
                Views appear here when people open the card from its NFC chip, a QR code or a shared
                link. Your own visits from the dashboard and the editor&apos;s preview are not
                counted.
              </Trans>
            </Alert>
          ) : (
            <>
              <Paper withBorder p="md" radius="md">
                <ViewsChart series={insights.series} />
              </Paper>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <RankedList
                  title={t`Sources`}
                  rows={rankedSources(insights.totals, i18n)}
                  empty={t`No views in this period.`}
                />
                <RankedList
                  title={t`Actions`}
                  rows={rankedActions(insights.totals, i18n)}
                  empty={t`No button was pressed in this period.`}
                />
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** The loading state: the page's shape, and words for screen readers. */
function InsightsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-label={t`Loading insights`}>
      <Text size="sm" c="dimmed">
        <Trans>Loading insights…</Trans>
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={300} radius="md" />
    </Stack>
  );
}
