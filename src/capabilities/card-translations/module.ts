import { msg } from '@lingui/core/macro';
import { withPageMessages } from '@/components/owner-language';
import type { EditorTab } from '@/lib/editor-tab';
import type { DashboardPage } from '@/lib/page';

/**
 * Card translations (capability `cardTranslations`): what it adds to the app, the editor's
 * Translations tab, on a card whose answer carries its `translations`. On the card: the card
 * page shows the card's words in the visitor's language (`cardInLanguage`, src/lib).
 */
export const cardTranslations = {
  name: 'cardTranslations',
  pages: [] satisfies DashboardPage[],
  editorTab: {
    value: 'translations',
    label: msg`Translations`,
    shows: (profile) => profile.translations !== undefined,
    load: () =>
      withPageMessages(import('./editor/translations-tab'), 'editor').then(
        (m) => m.TranslationsTab,
      ),
  } satisfies EditorTab,
} as const;
