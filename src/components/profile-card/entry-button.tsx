import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardActionButton, CardLinkButton } from './card-buttons';
import { CardDialog } from './card-dialog';
import { useCardDialog } from './card-dialogs';

/** One way to reach the contact: the entry's name, the link and what the link shows. */
export type Entry = { name: string; href: string; detail: string };

/**
 * A contact button (spec §2): a direct link for one entry; for two, a button that opens a
 * chooser dialog listing both. Renders nothing without entries.
 */
export function EntryButton({
  label,
  icon,
  entries,
}: {
  label: string;
  icon: ReactNode;
  entries: Entry[];
}) {
  const dialog = useCardDialog(label);
  const [first] = entries;
  if (!first) return null;
  if (entries.length === 1) {
    return (
      <CardLinkButton href={first.href} icon={icon}>
        {label}
      </CardLinkButton>
    );
  }
  return (
    <>
      <CardActionButton icon={icon} onClick={dialog.open}>
        {label}
      </CardActionButton>
      <CardDialog dialogKey={label} title={label}>
        <Stack gap="sm">
          <Text size="sm">Choose one:</Text>
          {entries.map((entry) => (
            <CardLinkButton key={`${entry.name}-${entry.href}`} href={entry.href} icon={icon}>
              <span>
                {entry.name}
                <br />
                <Text span size="sm">
                  {entry.detail}
                </Text>
              </span>
            </CardLinkButton>
          ))}
        </Stack>
      </CardDialog>
    </>
  );
}
