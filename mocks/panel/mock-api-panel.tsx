import { Button, Drawer, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useReducer, useState } from 'react';
import type { MockBackend } from '../handlers';
import { applyScenario } from '../scenarios';
import { FailureInjection } from './failure-injection';
import { Mailbox } from './mailbox';
import { ScenarioPicker } from './scenario-picker';

/**
 * The "Mock API" panel (mock mode only): scenarios, latency, failure injection per operation,
 * the mailbox and a data reset, so designers and QA reach every state without code. Its bar
 * sits in the page flow above the app, so it never covers the app; the drawer has its own
 * close button. Settings persist for the tab (mocks/browser.ts).
 */
export function MockApiPanel({ backend }: { backend: MockBackend }) {
  const [opened, setOpened] = useState(false);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const { control, store } = backend;
  const injected = Object.keys(control.injections).length;

  return (
    <>
      <Group
        component="aside"
        aria-label="Mock API"
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        py={4}
        bg="var(--mantine-color-dark-8)"
        c="white"
      >
        <Text size="xs" truncate>
          Mock backend · scenario {store.state.scenario}
          {control.latencyMs > 0 && ` · +${control.latencyMs} ms`}
          {injected > 0 && ` · ${injected} failure${injected === 1 ? '' : 's'} injected`}
        </Text>
        <Button size="compact-xs" variant="white" color="dark" onClick={() => setOpened(true)}>
          Mock API
        </Button>
      </Group>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title="Mock API"
        size="md"
      >
        <Stack>
          <ScenarioPicker
            current={store.state.scenario}
            onSelect={(name) => {
              applyScenario(backend, name);
              window.location.reload();
            }}
          />
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
          <FailureInjection
            injections={control.injections}
            onChange={(injections) => {
              backend.configure({ injections });
              refresh();
            }}
          />
          <Button
            variant="outline"
            onClick={() => {
              store.reset();
              backend.resetControl();
              window.location.reload();
            }}
          >
            Reset data and settings
          </Button>
          <Mailbox mails={store.state.mailbox} onRefresh={refresh} />
        </Stack>
      </Drawer>
    </>
  );
}
