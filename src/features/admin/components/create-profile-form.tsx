import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  TextInput,
  type NumberInputHandlers,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import type { Schemas } from '@/api/client';
import { limits } from '@/lib/validation/rules';
import { createProfilesFormSchema, type CreateProfilesFormValues } from '../schemas';

type CreateProfileFormProps = {
  /** Sends the request; resolves when the call ended (either way). */
  onCreate: (request: Schemas['CreateProfilesRequest']) => Promise<unknown>;
  pending: boolean;
};

/** Spec §2 Create Profile form: a name, a counter (minimum 1, plus and minus) and 'Create'. */
export function CreateProfileForm({ onCreate, pending }: CreateProfileFormProps) {
  const counter = useRef<NumberInputHandlers>(null);
  const form = useForm<CreateProfilesFormValues>({
    initialValues: { name: '', number: 1 },
    validate: schemaResolver(createProfilesFormSchema, { sync: true }),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const count = form.values.number;

  const submit = form.onSubmit(async (values) => {
    if (pending || values.number === '') return;
    await onCreate({ name: values.name.trim(), number: values.number });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create profiles">
      <Stack maw={480}>
        <TextInput label="Profile's name" withAsterisk {...form.getInputProps('name')} />
        <NumberInput
          label="Number of profiles"
          min={1}
          max={limits.bulkMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          handlersRef={counter}
          leftSection={
            <ActionIcon
              variant="subtle"
              aria-label="Decrease number of profiles"
              disabled={typeof count !== 'number' || count <= 1}
              onClick={() => counter.current?.decrement()}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
          }
          rightSection={
            <ActionIcon
              variant="subtle"
              aria-label="Increase number of profiles"
              disabled={typeof count === 'number' && count >= limits.bulkMax}
              onClick={() => counter.current?.increment()}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          }
          {...form.getInputProps('number')}
        />
        <Group>
          <Button type="submit" loading={pending} disabled={pending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
