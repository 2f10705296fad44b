import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Group,
  NumberInput,
  Stack,
  TextInput,
  type NumberInputHandlers,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import type { Schemas } from '@/api/client';
import { SubmitButton } from '@/components/submit-button';
import { useAppForm } from '@/components/use-app-form';
import { limits } from '@/lib/validation/rules';
import { createProfilesFormSchema, type CreateProfilesFormValues } from '../schemas';

type CreateProfileFormProps = {
  /** Sends the request; resolves with the server's answer (its message is the success toast). */
  create: (request: Schemas['CreateProfilesRequest']) => Promise<{ message: string }>;
  /** The create mutation's `isPending`. */
  pending: boolean;
};

/**
 * Spec §2 Create Profile form: a name, a counter (minimum 1, plus and minus) and 'Create'.
 * Success shows the server's message; failure the server's or 'Failed to create Profiles.'.
 */
export function CreateProfileForm({ create, pending }: CreateProfileFormProps) {
  const { t } = useLingui();
  const counter = useRef<NumberInputHandlers>(null);
  const { form, submit } = useAppForm({
    initialValues: { name: '', number: 1 } as CreateProfilesFormValues,
    schema: createProfilesFormSchema,
    touchOn: 'change',
    pending,
    // The schema has refused an empty count already.
    send: (values) => create({ name: values.name.trim(), number: Number(values.number) }),
    success: (result) => result.message,
    failure: t`Failed to create Profiles.`,
  });
  const count = form.values.number;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create profiles`}>
      <Stack maw={480}>
        <TextInput label={t`Profile's name`} withAsterisk {...form.getInputProps('name')} />
        <NumberInput
          label={t`Number of profiles`}
          description={t`A whole number from ${limits.bulkMin} to ${limits.bulkMax}`}
          // What is typed stays as typed (no clamping, no dropped point or sign): the schema
          // says what is wrong with it, and nothing is created until it is right.
          min={limits.bulkMin}
          max={limits.bulkMax}
          clampBehavior="none"
          hideControls
          handlersRef={counter}
          leftSection={
            <ActionIcon
              variant="subtle"
              aria-label={t`Decrease number of profiles`}
              disabled={typeof count !== 'number' || count <= limits.bulkMin}
              onClick={() => counter.current?.decrement()}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
          }
          rightSection={
            <ActionIcon
              variant="subtle"
              aria-label={t`Increase number of profiles`}
              disabled={typeof count === 'number' && count >= limits.bulkMax}
              onClick={() => counter.current?.increment()}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          }
          {...form.getInputProps('number')}
        />
        <Group>
          <SubmitButton pending={pending}>
            <Trans>Create</Trans>
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
