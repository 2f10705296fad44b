import { cardChunks } from '@/i18n/card-chunks';
import { sourceLanguage, type Language } from '@/i18n/languages';

/** The card translations' check and the code that shows a card in a language, a chunk of its own. */
export const translationCode = () => import('./later/card-translations');

/**
 * Starts loading what the card needs to show in `language` beyond its English first download:
 * the language's messages (`cardChunks`) and the translations' code, whose import it returns
 * (`undefined` for English, which needs neither). Each is a dynamic import, so a later `import()`
 * of the same chunk is the same module, loaded once; a failed load of the messages is reported
 * where the card activates the language.
 */
export function startLanguage(language: Language): ReturnType<typeof translationCode> | undefined {
  if (language === sourceLanguage) return undefined;
  void cardChunks[language]().catch(() => undefined);
  return translationCode();
}
