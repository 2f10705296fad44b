import type { EditorPanelProps } from '@/lib/editor-tab';
import { TranslationsSection } from './translations-section';

/** The editor's Translations tab: the card's words per language, as its server sent them. */
export function TranslationsTab({ profile, active }: EditorPanelProps) {
  return profile.translations ? (
    <TranslationsSection profile={profile} translations={profile.translations} active={active} />
  ) : null;
}
