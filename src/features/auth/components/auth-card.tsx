import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { LanguageMenu } from '@/components/language-menu';
import { brand } from '@/config/brand';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** The form's submit handler (`useAppForm`'s `submit`); the browser's own validation is off. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields and buttons, stacked. */
  children: ReactNode;
};

/**
 * The frame of every auth screen: product name with the language menu, a heading, an optional
 * line, the form.
 */
export function AuthCard({ title, description, onSubmit, children }: AuthCardProps) {
  return (
    <Center px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" component="header">
              <Text fw={700} c="indigo.7" size="sm" tt="uppercase" lts={1}>
                {brand.productName}
              </Text>
              <LanguageMenu />
            </Group>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">{children}</Stack>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}
