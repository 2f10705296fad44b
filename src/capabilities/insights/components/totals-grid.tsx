import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { formatCount } from '@/lib/format-count';
import { changeOf, savesPerView } from '../lib/insights-figures';

type Counts = Schemas['InsightsCounts'];

// The 9 shades: WCAG AA contrast (4.5:1) for small text on white.
const trendColour = { up: 'teal.9', down: 'red.9', flat: 'dimmed' } as const;

function Figure({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: string;
  change?: ReturnType<typeof changeOf>;
  note?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="div" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {change && (
        <Text size="xs" c={trendColour[change.trend]}>
          {change.text} <span style={{ color: 'var(--mantine-color-dimmed)' }}>{note}</span>
        </Text>
      )}
      {!change && note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The period's totals, each with its change against the previous period of the same length;
 * saves per view; and the bot visits counted out of every figure ("Bots").
 */
export function TotalsGrid({
  totals,
  previous,
  days,
}: {
  totals: Counts;
  previous: Counts;
  days: number;
}) {
  const note = `vs previous ${days} days`;
  const figure = (label: string, key: 'views' | 'visitors' | 'saves' | 'exchanges') => (
    <Figure
      label={label}
      value={formatCount(totals[key])}
      change={changeOf(totals[key], previous[key])}
      note={note}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {figure('Views', 'views')}
      {figure('Unique visitors', 'visitors')}
      {figure('Saves', 'saves')}
      {figure('Exchanges', 'exchanges')}
      <Figure
        label="Saves per view"
        value={savesPerView(totals)}
        note={`was ${savesPerView(previous)}`}
      />
      <Figure label="Bots" value={formatCount(totals.bots)} note="counted out of every figure" />
    </SimpleGrid>
  );
}
