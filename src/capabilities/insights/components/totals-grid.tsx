import type { I18n } from '@lingui/core';
import { i18n as activeI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Schemas } from '@/api/client';
import { formatCount } from '@/lib/format-count';
import { changeOf, savesPerView } from '../lib/insights-figures';

type Counts = Schemas['InsightsCounts'];

// The 9 shades: WCAG AA contrast (4.5:1) for small text on white.
const trendColour = { up: 'teal.9', down: 'red.9', flat: 'dimmed' } as const;

/** Each figure's name and what it counts, shown under it and read with it (aria-describedby). */
export const figureExplanations = {
  views: { name: msg`Views`, counts: msg`Times the card was opened by people.` },
  visitors: {
    name: msg`Unique visitors`,
    counts: msg`Different browsers that opened it.`,
  },
  saves: { name: msg`Saves`, counts: msg`Times Save Contact was pressed.` },
  exchanges: { name: msg`Exchanges`, counts: msg`Visitors who left you their contact.` },
  savesPerView: { name: msg`Saves per view`, counts: msg`Saves divided by views.` },
} as const;

/** One figure: its name, its value, a line under it (`line`: its change, or what it was). */
function Figure({
  label,
  value,
  line,
}: {
  label: keyof typeof figureExplanations;
  value: string;
  line: ReactNode;
}) {
  const { i18n } = useLingui();
  const explanationId = useId();
  const name = i18n._(figureExplanations[label].name);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="div"
      role="group"
      aria-label={name}
      aria-describedby={explanationId}
    >
      <Text size="sm" c="dimmed">
        {name}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {line}
      <Text size="xs" mt={6} id={explanationId}>
        {i18n._(figureExplanations[label].counts)}
      </Text>
    </Paper>
  );
}

/**
 * The bots' footnote: "2,351 visits by bots were left out", "1 visit by a bot was left out"
 * (ICU plural, in `i18n`'s language; default: Lingui's active one).
 */
export const botsFootnote = (bots: number, i18n: I18n = activeI18n) =>
  i18n._(
    msg`${plural(bots, {
      one: '# visit by a bot was left out',
      other: '# visits by bots were left out',
    })}`,
  );

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
  const { t, i18n } = useLingui();
  const was = savesPerView(previous, i18n.locale);
  const figure = (key: 'views' | 'visitors' | 'saves' | 'exchanges') => {
    const { text: change, trend } = changeOf(totals[key], previous[key], i18n);
    // One message, so a language puts the change where its sentence has it (Hindi: after the
    // comparison); the change in its trend's colour, the rest dimmed.
    return (
      <Figure
        label={key}
        value={formatCount(totals[key], i18n.locale)}
        line={
          <Text size="xs" c="dimmed">
            <Trans>
              <Text span inherit c={trendColour[trend]}>
                {change}
              </Text>{' '}
              vs previous {days} days
            </Trans>
          </Text>
        }
      />
    );
  };
  const footnote = botsFootnote(totals.bots, i18n);
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {figure('views')}
        {figure('visitors')}
        {figure('saves')}
        {figure('exchanges')}
        <Figure
          label="savesPerView"
          value={savesPerView(totals, i18n.locale)}
          line={
            <Text size="xs" c="dimmed">
              {t`was ${was}`}
            </Text>
          }
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t`${footnote} (link previews, crawlers); no figure above counts them.`}
      </Text>
    </Stack>
  );
}
