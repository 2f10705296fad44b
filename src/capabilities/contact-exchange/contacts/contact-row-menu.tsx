import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconTrash } from '@tabler/icons-react';
import './contacts-styles';

/**
 * A contact row's overflow menu ("More for {name}"): Delete, out of the row's first rank; the
 * page confirms it. Its own module: Mantine's Menu and Popover load after the list, not with it.
 */
export function ContactRowMenu({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useLingui();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="default" aria-label={t`More for ${name}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t`Delete ${name}`}
          onClick={onDelete}
        >
          <Trans>Delete</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
