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
  const downloadChipsCsv = () =>
    downloadCsv(
      [['Card number', 'Card URL'], ...ids.map((id) => [id, cardUrl(id, 'nfc')])],
      `tapcard-cards-${ids.length}.csv`,
    );
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>
            {ids.length === 1 ? '1 profile created' : `${ids.length} profiles created`}
          </Title>
          <ScrollArea.Autosize mah={240} type="auto">
            <Stack component="ol" gap={2} aria-label="New profile IDs" m={0} pl="lg">
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
              Copy all IDs
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={downloadChipsCsv}
            >
              Download CSV
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print QR codes
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Each QR code opens its card; the card number is printed under it.
          </Text>
        </Stack>
      </Paper>
      <QrSheet ids={ids} />
    </Stack>
  );
}
