import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's e-mail address (label 'Email', `type="email"`, `autocomplete="email"`). */
export function EmailField(props: TextInputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" {...props} />;
}
