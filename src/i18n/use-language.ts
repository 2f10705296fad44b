import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { isLanguage, sourceLanguage, type Language } from './languages';

const subscribe = (changed: () => void) => i18n.on('change', changed);
const current = (): Language => (isLanguage(i18n.locale) ? i18n.locale : sourceLanguage);

/**
 * The active language, re-rendering the component when it changes (`activateLanguage`), so
 * every `t` below it runs again in the new language.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, current, current);
}
