import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Button, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { Schemas } from '@/api/client';
import { formatCount } from '@/lib/format-count';
import { formatDay } from '../lib/insights-figures';

/** Days per bar when days are too many for the width: a week. */
const week = 7;

/**
 * The chart's bars: one a day, or one a week (from the first day; the last may be shorter)
 * when the period is long (over 31 days) or the screen narrow (under 36em) with over 14 days,
 * so 90 days stay readable on a phone.
 */
export function chartBars(series: Schemas['InsightsDay'][], narrow: boolean, i18n: I18n) {
  const weekly = series.length > 31 || (narrow && series.length > 14);
  const size = weekly ? week : 1;
  const bars: { day: string; views: number; saves: number }[] = [];
  for (let i = 0; i < series.length; i += size) {
    const days = series.slice(i, i + size);
    const first = formatDay(days[0]?.date ?? '', i18n.locale, false);
    bars.push({
      day: weekly ? i18n._(msg`w/c ${first}`) : first,
      views: days.reduce((sum, d) => sum + d.counts.views, 0),
      saves: days.reduce((sum, d) => sum + d.counts.saves, 0),
    });
  }
  return { weekly, bars };
}

/**
 * Views and saves by day (or by week, {@link chartBars}) as a bar chart (@mantine/charts, recharts), with the same figures as
 * a table of dated rows behind a button (WCAG 1.1.1: the chart's text alternative). The chart
 * is one keyboard stop: its tooltip follows the arrow keys (recharts' accessibility layer).
 */
export function ViewsChart({ series }: { series: Schemas['InsightsDay'][] }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const { t, i18n } = useLingui();
  const { weekly, bars: data } = chartBars(series, narrow, i18n);
  const title = weekly ? t`Views and saves by week` : t`Views and saves by day`;
  const count = (n: number) => formatCount(n, i18n.locale);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <div role="figure" aria-label={title}>
        <BarChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'views', label: t`Views`, color: 'blue.6' },
            { name: 'saves', label: t`Saves`, color: 'teal.7' },
          ]}
          withLegend
          tickLine="y"
          valueFormatter={count}
          // The chart's one keyboard stop (role application) is named by its svg's title.
          barChartProps={{ accessibilityLayer: true, title }}
        />
      </div>
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        aria-expanded={table}
        aria-controls={tableId}
        onClick={() => setTable((shown) => !shown)}
      >
        {table ? t`Hide the table` : t`Show as a table`}
      </Button>
      {table && (
        // A focusable region: its rows scroll by keyboard too (WCAG 2.1.1, axe
        // scrollable-region-focusable).
        <div
          id={tableId}
          role="region"
          aria-label={t`Views and saves by day, as a table`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls
          tabIndex={0}
          style={{ maxHeight: 320, overflow: 'auto' }}
        >
          <Table striped stickyHeader>
            <Table.Caption>
              <Trans>Views and saves by day</Trans>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Views</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Unique visitors</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Saves</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map(({ date, counts }) => (
                <Table.Tr key={date}>
                  <Table.Th scope="row" fw="normal">
                    <time dateTime={date}>{formatDay(date, i18n.locale)}</time>
                  </Table.Th>
                  <Table.Td ta="right">{count(counts.views)}</Table.Td>
                  <Table.Td ta="right">{count(counts.visitors)}</Table.Td>
                  <Table.Td ta="right">{count(counts.saves)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
