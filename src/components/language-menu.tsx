import { Button, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { languageWord, nameOf, type Language } from '@/i18n';
import { chooseOwnerLanguage, isOwnerLanguage, ownerLanguages } from './owner-language';

/**
 * The language menu of the app's header (the dashboard and the sign-in pages): a button named
 * with the word for "Language" in the current language and the current language's own name
 * ("भाषा: हिन्दी"), whose items are the owner's pages' languages, each in its own script. A
 * choice is remembered on this device and shown at once.
 */
export function LanguageMenu() {
  const { i18n } = useLingui();
  const current = i18n.locale as Language;
  const word = languageWord();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={`${word}: ${nameOf(current)}`}
        >
          {nameOf(current)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ownerLanguages.map((tag) => (
          <Menu.Item
            key={tag}
            lang={tag}
            aria-current={tag === current ? 'true' : undefined}
            leftSection={
              tag === current ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
            }
            onClick={() => {
              if (isOwnerLanguage(tag)) void chooseOwnerLanguage(tag);
            }}
          >
            {nameOf(tag)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
