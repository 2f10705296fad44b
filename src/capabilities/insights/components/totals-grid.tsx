import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { Schemas } from '@/api/client';
import { formatCount } from '@/lib/format-count';
import { changeOf, savesPerView } from '../lib/insights-figures';

type Counts = Schemas['InsightsCounts'];

// The 9 shades: WCAG AA contrast (4.5:1) for small text on white.
const trendColour = { up: 'teal.9', down: 'red.9', flat: 'dimmed' } as const;

/** What each figure counts, shown under it and read with it (aria-describedby). */
export const figureExplanations = {
  Views: 'Times the card was opened by people.',
  'Unique visitors': 'Different browsers that opened it.',
  Saves: 'Times Save Contact was pressed.',
  Exchanges: 'Visitors who left you their contact.',
  'Saves per view': 'Saves divided by views.',
} as const;

function Figure({
  label,
  value,
  change,
  note,
}: {
  label: keyof typeof figureExplanations;
  value: string;
  change?: ReturnType<typeof changeOf>;
  note?: string;
}) {
  const explanationId = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="div"
      role="group"
      aria-label={label}
      aria-describedby={explanationId}
    >
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
      <Text size="xs" mt={6} id={explanationId}>
        {figureExplanations[label]}
      </Text>
    </Paper>
  );
}

const plural = new Intl.PluralRules('en-US');

/** The bots' footnote: "2,351 visits by bots were left out", "1 visit by a bot was left out". */
export const botsFootnote = (bots: number) =>
  plural.select(bots) === 'one'
    ? `${formatCount(bots)} visit by a bot was left out`
    : `${formatCount(bots)} visits by bots were left out`;

/**
 * The period's totals, each with what it counts and its change against the previous period of
 * the same length; saves per view; and the bot visits left out of every figure, as a footnote.
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
  const figure = (
    label: keyof typeof figureExplanations,
    key: 'views' | 'visitors' | 'saves' | 'exchanges',
  ) => (
    <Figure
      label={label}
      value={formatCount(totals[key])}
      change={changeOf(totals[key], previous[key])}
      note={note}
    />
  );
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {figure('Views', 'views')}
        {figure('Unique visitors', 'visitors')}
        {figure('Saves', 'saves')}
        {figure('Exchanges', 'exchanges')}
        <Figure
          label="Saves per view"
          value={savesPerView(totals)}
          note={`was ${savesPerView(previous)}`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {botsFootnote(totals.bots)} (link previews, crawlers); no figure above counts them.
      </Text>
    </Stack>
  );
}
