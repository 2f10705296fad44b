import {
  Affix,
  Badge,
  Button,
  Drawer,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useReducer, useState } from 'react';
import type { MockBackend } from '../handlers';

/**
 * The "Mock API" panel (mock mode only): read the mailbox, reset the data, add latency and
 * inject failures, so designers and QA reach loading and error states without code.
 */
export function MockApiPanel({ backend }: { backend: MockBackend }) {
  const [opened, setOpened] = useState(false);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const { control, store } = backend;
  const mailbox = store.state.mailbox;

  return (
    <>
      <Affix position={{ top: 8, right: 8 }} zIndex={900}>
        <Button size="compact-xs" variant="default" onClick={() => setOpened(true)}>
          Mock API
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title="Mock API"
        size="md"
      >
        <Stack>
          <NumberInput
            label="Added latency (ms)"
            min={0}
            max={30000}
            step={250}
            value={control.latencyMs}
            onChange={(v) => {
              backend.configure({ latencyMs: Number(v) || 0 });
              refresh();
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="failure-rate-label">
              Failure rate: {Math.round(control.failureRate * 100)}%
            </Text>
            <Slider
              aria-labelledby="failure-rate-label"
              min={0}
              max={100}
              value={Math.round(control.failureRate * 100)}
              onChange={(v) => {
                backend.configure({ failureRate: v / 100 });
                refresh();
              }}
            />
          </Stack>
          <Group>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                backend.configure({ failNext: control.failNext + 1 });
                refresh();
              }}
            >
              Fail the next call
            </Button>
            {control.failNext > 0 && <Badge color="red">{control.failNext} pending</Badge>}
          </Group>
          <Button
            variant="outline"
            onClick={() => {
              store.reset();
              window.location.reload();
            }}
          >
            Reset data
          </Button>
          <Group justify="space-between">
            <Title order={3} size="h5">
              Mailbox ({mailbox.length})
            </Title>
            <Button size="compact-sm" variant="subtle" onClick={refresh}>
              Refresh
            </Button>
          </Group>
          <ScrollArea.Autosize mah={400}>
            <Stack gap="xs">
              {mailbox.length === 0 && <Text c="dimmed">No e-mails yet.</Text>}
              {mailbox.map((mail) => (
                <Paper key={mail.id} withBorder p="xs">
                  <Text size="xs" c="dimmed">
                    To {mail.to} · {new Date(mail.sentAt).toLocaleTimeString()}
                  </Text>
                  <Text size="sm" fw={600}>
                    {mail.subject}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {mail.text}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Drawer>
    </>
  );
}
