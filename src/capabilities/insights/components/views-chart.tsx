import { BarChart } from '@mantine/charts';
import { Button, Stack, Table } from '@mantine/core';
import { useId, useState } from 'react';
import type { Schemas } from '@/api/client';
import { formatCount } from '@/lib/format-count';
import { formatDay } from '../lib/insights-figures';

/**
 * Views and saves by day as a bar chart (@mantine/charts, recharts), with the same figures as
 * a table of dated rows behind a button (WCAG 1.1.1: the chart's text alternative). The chart
 * is one keyboard stop: its tooltip follows the arrow keys (recharts' accessibility layer).
 */
export function ViewsChart({ series }: { series: Schemas['InsightsDay'][] }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  const data = series.map(({ date, counts }) => ({
    day: formatDay(date).replace(/ \d{4}$/, ''),
    Views: counts.views,
    Saves: counts.saves,
  }));
  return (
    <Stack gap="xs">
      <div role="figure" aria-label="Views and saves by day">
        <BarChart
          h={240}
          data={data}
          dataKey="day"
          series={[
            { name: 'Views', color: 'blue.6' },
            { name: 'Saves', color: 'teal.7' },
          ]}
          withLegend
          tickLine="y"
          valueFormatter={formatCount}
          barChartProps={{ accessibilityLayer: true }}
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
        {table ? 'Hide the table' : 'Show as a table'}
      </Button>
      {table && (
        // A focusable region: its rows scroll by keyboard too (WCAG 2.1.1, axe
        // scrollable-region-focusable).
        <div
          id={tableId}
          role="region"
          aria-label="Views and saves by day, as a table"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls
          tabIndex={0}
          style={{ maxHeight: 320, overflow: 'auto' }}
        >
          <Table striped stickyHeader>
            <Table.Caption>Views and saves by day</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col" ta="right">
                  Views
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Unique visitors
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Saves
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map(({ date, counts }) => (
                <Table.Tr key={date}>
                  <Table.Th scope="row" fw="normal">
                    <time dateTime={date}>{formatDay(date)}</time>
                  </Table.Th>
                  <Table.Td ta="right">{formatCount(counts.views)}</Table.Td>
                  <Table.Td ta="right">{formatCount(counts.visitors)}</Table.Td>
                  <Table.Td ta="right">{formatCount(counts.saves)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
