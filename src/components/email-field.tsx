import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's e-mail address (label 'Email', `type="email"`, `autocomplete="email"`). */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" {...props} />;
}
