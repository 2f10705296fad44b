import { Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';

function StatusPage({ title, detail }: { title: string; detail?: string }) {
  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" p="lg">
      <Title order={1} ta="center">
        {title}
      </Title>
      {detail !== undefined && (
        <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      )}
      <Button component={Link} to="/dashboard">
        Go back
      </Button>
    </Stack>
  );
}

/** Any unmatched path (spec §2). */
export function NotFoundPage() {
  return <StatusPage title="Page not found !" />;
}

/** Non-admins on admin pages (spec §2, §6). */
export function AccessDeniedPage() {
  return <StatusPage title="Access Denied !" />;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** /error: the message from navigation state (`{ message }`), else 'Unknown error' (spec §2). */
export function ErrorPage() {
  const { state } = useLocation() as { state: unknown };
  return <StatusPage title="Something went wrong !" detail={`Error : ${messageOf(state) ?? 'Unknown error'}`} />;
}

/** Router-level error element for unhandled route errors (spec §2). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? error.statusText : messageOf(error);
  return <StatusPage title="Something went wrong !" detail={`Error : ${message ?? 'Unknown error'}`} />;
}
