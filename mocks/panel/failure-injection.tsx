import { Button, Checkbox, CloseButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { failureKinds, type FailureKind, type MockControl } from '../handlers/context';
import { operationList } from '../handlers';
import type { OperationId } from '../operations';

type Injections = MockControl['injections'];
type Target = OperationId | '*';

const everyOperation = { value: '*', label: 'Every operation' };
const operationOptions = [
  everyOperation,
  ...operationList.map((op) => ({
    value: op.operationId,
    label: `${op.operationId} (${op.method} ${op.path})`,
  })),
];

/**
 * Failure injection per operation (docs/mock-backend.md): an operation from the contract's list, a
 * kind (401, 403, 404, 429, 500 JSON, 500 HTML, network error, slow), every call or only the next.
 */
export function FailureInjection({
  injections,
  onChange,
}: {
  injections: Injections;
  onChange: (next: Injections) => void;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const [kind, setKind] = useState<FailureKind | null>('500 JSON');
  const [once, setOnce] = useState(false);
  const active = Object.entries(injections) as [Target, { kind: FailureKind; once: boolean }][];

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Inject a failure
      </Title>
      <Select
        label="Operation"
        placeholder="Pick an operation"
        data={operationOptions}
        value={target}
        onChange={(v) => setTarget(v as Target | null)}
        searchable
      />
      <Select
        label="Failure"
        data={[...failureKinds]}
        value={kind}
        onChange={(v) => setKind(v as FailureKind | null)}
        allowDeselect={false}
      />
      <Checkbox
        label="Only the next call"
        checked={once}
        onChange={(e) => setOnce(e.currentTarget.checked)}
      />
      <Button
        color="red"
        variant="light"
        disabled={!target || !kind}
        onClick={() => {
          if (target && kind) onChange({ ...injections, [target]: { kind, once } });
        }}
      >
        Inject
      </Button>
      {active.length === 0 ? (
        <Text size="sm" c="dimmed">
          No failures injected.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {active.map(([op, injection]) => (
            <Group key={op} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {op === '*' ? everyOperation.label : op}: {injection.kind}
                {injection.once ? ' (next call)' : ''}
              </Text>
              <CloseButton
                aria-label={`Remove the failure of ${op === '*' ? everyOperation.label : op}`}
                onClick={() => {
                  const next = { ...injections };
                  delete next[op];
                  onChange(next);
                }}
              />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
