import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KitCard } from './kit-card';
import { copyText } from '@/lib/copy-text';
import { buildSignature, signaturePage } from './signature';

/**
 * The share kit's e-mail signature: a preview and 'Copy signature' (HTML and plain text
 * on the clipboard). Where the browser refuses the clipboard, the HTML is shown selected for
 * Ctrl+C.
 *
 * The preview is the very HTML that is copied, shown in a sandboxed frame (`sandbox=""`: no
 * scripts, no same-origin access), so one string is the single source of truth for the markup
 * and nothing from the card is ever injected into the page as HTML.
 */
export function SignaturePanel({ card, cardUrl }: { card: KitCard; cardUrl: string }) {
  const { t } = useLingui();
  const signature = useMemo(() => buildSignature(card, cardUrl), [card, cardUrl]);
  const [refused, setRefused] = useState(false);
  const source = useRef<HTMLTextAreaElement>(null);
  // Once the clipboard is refused, the HTML is focused and selected: Ctrl+C copies it.
  useEffect(() => {
    if (!refused) return;
    source.current?.focus();
    source.current?.select();
  }, [refused]);
  const copy = async () => setRefused(!(await copyText(signature)));
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>Paste it into the signature settings of Gmail, Outlook or Apple Mail.</Trans>
      </Text>
      <iframe
        title={t`E-mail signature preview`}
        sandbox=""
        srcDoc={signaturePage(signature.html)}
        style={{
          width: '100%',
          height: 190,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: '#ffffff',
        }}
      />
      <Group>
        <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          <Trans>Copy signature</Trans>
        </Button>
      </Group>
      {refused && (
        <Textarea
          label={t`Signature HTML`}
          description={t`The browser refused the clipboard: the HTML is selected, press Ctrl+C (⌘C on a Mac) to copy it.`}
          value={signature.html}
          readOnly
          autosize
          maxRows={6}
          ref={source}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
      )}
    </Stack>
  );
}
