import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { CSSProperties } from 'react';
import type { Schemas } from '@/api/client';

type PhoneCode = Schemas['UserPhone']['code'];

/** Country codes the account forms offer (spec §3: only 'IN'). */
export const accountPhoneCodes: readonly PhoneCode[] = ['IN'];

/**
 * The contract's UserPhone of form values: the number trimmed, and the code one the
 * contract knows (the select offers nothing else, so the first code is only a fallback).
 */
export function toUserPhone(phone: { code: string; number: string }): Schemas['UserPhone'] {
  const code =
    accountPhoneCodes.find((known) => known === phone.code) ?? accountPhoneCodes[0] ?? 'IN';
  return { code, number: phone.number.trim() };
}

type PhoneFieldsProps = {
  /** `form.getInputProps('phone.code')`. */
  codeProps: GetInputPropsReturnType;
  /** `form.getInputProps('phone.number')`. */
  numberProps: GetInputPropsReturnType;
  disabled?: boolean;
  /** Mantine `styles` for both inputs (e.g. to keep locked values readable). */
  styles?: { input?: CSSProperties };
};

/** 'Country code' and 'Phone number' side by side (register and My Details, spec §2, §5). */
export function PhoneFields({ codeProps, numberProps, disabled, styles }: PhoneFieldsProps) {
  const { t } = useLingui();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <NativeSelect
        label={t`Country code`}
        data={[...accountPhoneCodes]}
        w={110}
        disabled={disabled}
        styles={styles}
        {...codeProps}
      />
      <TextInput
        label={t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        flex={1}
        disabled={disabled}
        styles={styles}
        {...numberProps}
      />
    </Group>
  );
}
