import { cardChunks } from '@/i18n/card-chunks';
import { sourceLanguage, type Language } from '@/i18n/languages';

/** The card translations' check and the code that shows a card in a language, a chunk of its own. */
export const translationCode = () => import('./later/card-translations');

/**
 * Starts loading what the card needs to show in `language` beyond its English first download:
 * the language's messages (`cardChunks`) and the translations' code (`translationCode`). Each is a
 * dynamic import, so the card's own later `import()` of the same chunk is the same module, loaded
 * once. Nothing for English; a failed load is the card's to report when it asks again.
 */
export function startLanguage(language: Language): void {
  if (language === sourceLanguage) return;
  void cardChunks[language]().catch(() => undefined);
  void translationCode().catch(() => undefined);
}
