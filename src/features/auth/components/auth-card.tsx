import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode };

/** The frame of every auth screen: product name, a heading, an optional line, the form. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Center px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={700} c="indigo.7" size="sm" tt="uppercase" lts={1}>
              {brand.productName}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
