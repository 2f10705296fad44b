import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { decodeHeaderValue } from '../mail-header';
import type { MailAttachment, MailMessage } from '../store';

/** An attached file (the mailed contact file) as a download link, as a mail client shows it. */
function Attachment({ file }: { file: MailAttachment }) {
  // A data: URL of the file's own text and type: nothing to revoke when the panel closes.
  const href = `data:${file.type},${encodeURIComponent(file.text)}`;
  return (
    <Anchor size="sm" href={href} download={file.name} aria-label={`Attachment ${file.name}`}>
      📎 {file.name}
    </Anchor>
  );
}

const linkOrCode = /(\/reset-password\/[A-Za-z0-9]+|\b\d{6}\b)/;

/** A mail's text with its reset link as a link and its code with a Copy button. */
function MailText({ text }: { text: string }) {
  const parts = text.split(linkOrCode);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => {
        if (part.startsWith('/reset-password/')) {
          return (
            <Anchor key={i} href={part}>
              {part}
            </Anchor>
          );
        }
        if (/^\d{6}$/.test(part)) {
          return (
            <CopyButton key={i} value={part}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={copy}
                  aria-label={copied ? `Code ${part} copied` : `Copy code ${part}`}
                >
                  {part} · {copied ? 'copied' : 'copy'}
                </Button>
              )}
            </CopyButton>
          );
        }
        return part;
      })}
    </Text>
  );
}

/** The mock mailbox, newest first: verification codes, reset links and attached files. */
export function Mailbox({ mails, onRefresh }: { mails: MailMessage[]; onRefresh: () => void }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Mailbox ({mails.length})
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={onRefresh}>
          Refresh
        </Button>
      </Group>
      <ScrollArea.Autosize mah={400}>
        <Stack gap="xs">
          {mails.length === 0 && <Text c="dimmed">No e-mails yet.</Text>}
          {mails.map((mail) => (
            <Paper key={mail.id} withBorder p="xs">
              <Text size="xs" c="dimmed">
                To {mail.to} · {new Date(mail.sentAt).toLocaleTimeString()}
              </Text>
              <Text size="sm" fw={600}>
                {decodeHeaderValue(mail.subject)}
              </Text>
              <MailText text={mail.text} />
              {mail.attachments?.map((file) => (
                <Attachment key={file.name} file={file} />
              ))}
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
