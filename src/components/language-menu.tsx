import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { IconLanguage } from '@tabler/icons-react';
import { languageWord, nameOf } from '@/i18n';
import { chooseOwnerLanguage, isOwnerLanguage, ownerLanguages } from './owner-language';

/**
 * The language menu of the app's header (the dashboard and the sign-in pages): named with the
 * word for "Language" in the current language ("भाषा"), showing the current language's own
 * name, its options the owner's pages' languages, each in its own script. The platform's own
 * select, as the app's other pickers (the phone's picker, no popover code on every page). A
 * choice is remembered on this device and shown at once.
 */
export function LanguageMenu() {
  const { i18n } = useLingui();
  return (
    <NativeSelect
      aria-label={languageWord()}
      value={i18n.locale}
      onChange={(event) => {
        const tag = event.currentTarget.value;
        if (isOwnerLanguage(tag)) void chooseOwnerLanguage(tag);
      }}
      data={ownerLanguages.map((tag) => ({ value: tag, label: nameOf(tag) }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={140}
    />
  );
}
