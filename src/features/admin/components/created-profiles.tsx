import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { copyText } from '@/lib/copy-text';
import { cardUrl } from '@/lib/card-url';
import { downloadCsv } from '@/lib/csv';
import { QrSheet } from './qr-sheet';

/**
 * What a bulk creation made (spec §2): the new IDs with a copy-all button (comma separated),
 * a CSV of card number and card URL for whoever encodes the NFC chips, and a QR sheet to print.
 */
export function CreatedProfiles({ ids }: { ids: string[] }) {
  const { t } = useLingui();
  const count = ids.length;
  const downloadChipsCsv = () =>
    downloadCsv(
      [[t`Card number`, t`Card URL`], ...ids.map((id) => [id, cardUrl(id, 'nfc')])],
      `tapcard-cards-${ids.length}.csv`,
    );
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>
            <Plural value={count} one="# profile created" other="# profiles created" />
          </Title>
          <ScrollArea.Autosize mah={240} type="auto">
            <Stack component="ol" gap={2} aria-label={t`New profile IDs`} m={0} pl="lg">
              {ids.map((id) => (
                <li key={id}>
                  <Code>{id}</Code>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group gap="xs">
            <Button
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void copyText(ids.join(','))}
            >
              <Trans>Copy all IDs</Trans>
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={downloadChipsCsv}
            >
              <Trans>Download CSV</Trans>
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              <Trans>Print QR codes</Trans>
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Each QR code opens its card; the card number is printed under it.</Trans>
          </Text>
        </Stack>
      </Paper>
      <QrSheet ids={ids} />
    </Stack>
  );
}
