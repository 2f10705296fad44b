import { useLingui } from '@lingui/react/macro';
import { Paper, Progress, Text, Title } from '@mantine/core';
import { formatCount } from '@/lib/format-count';
import type { Ranked } from '../lib/insights-figures';

/**
 * A ranking (sources, actions) as a list of names, exact counts and bars relative to the
 * first; a sentence says when there is nothing to rank.
 */
export function RankedList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Ranked[];
  empty: string;
}) {
  const { i18n } = useLingui();
  const top = rows[0]?.count ?? 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.key} style={{ marginBottom: 10 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Text size="sm">{row.label}</Text>
                <Text size="sm" fw={600}>
                  {formatCount(row.count, i18n.locale)}
                </Text>
              </div>
              <Progress value={(row.count / top) * 100} size="sm" aria-hidden />
              {row.hint && (
                <Text size="xs" c="dimmed" mt={4}>
                  {row.hint}
                </Text>
              )}
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
}
