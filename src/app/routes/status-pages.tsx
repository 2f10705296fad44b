import { translateMessage } from '@/components/server-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { SiteFooter } from '@/components/site-footer';
import { href } from '@/config/paths';
import { statusTitles } from './status-titles';

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
      <Button component={Link} to={href('dashboard')}>
        <Trans>Go back</Trans>
      </Button>
    </Stack>
  );
}

/** Any unmatched path (spec §2). */
export function NotFoundPage() {
  const { i18n } = useLingui();
  return <StatusPage title={i18n._(statusTitles.notFound)} />;
}

/** Non-admins on admin pages (spec §2, §6). */
export function AccessDeniedPage() {
  const { i18n } = useLingui();
  return <StatusPage title={i18n._(statusTitles.accessDenied)} />;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * The /error screen's lines (spec §2) in the person's language: a message the app knows
 * (e.g. 'Failed to load profile') translated, another as sent, none 'Unknown error'.
 */
function ErrorStatus({ message }: { message: string | undefined }) {
  const { t, i18n } = useLingui();
  const shown = message === undefined ? t`Unknown error` : translateMessage(i18n, message);
  return <StatusPage title={i18n._(statusTitles.error)} detail={t`Error : ${shown}`} />;
}

/** /error: the message from navigation state (`{ message }`), else 'Unknown error' (spec §2). */
export function ErrorPage() {
  const { state } = useLocation() as { state: unknown };
  return <ErrorStatus message={messageOf(state)} />;
}

/**
 * Router-level error element for unhandled route errors (spec §2). It replaces the app
 * layout, so it brings its own footer (spec §1: a footer on every screen).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : messageOf(error);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFoundPage />
        ) : (
          <ErrorStatus message={message} />
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}
