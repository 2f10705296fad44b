import {
  activateLanguage,
  isLanguage,
  languages,
  languageWord,
  rememberLanguage,
  useLanguage,
} from '@/i18n';
import classes from './language-menu.module.css';

/**
 * The card's language menu: the word for "Language" in the current language ("भाषा") and the
 * platform's select showing the current language's own name, its options every language in its
 * own script (with its `lang` and `dir`, so a screen reader reads it right). The same control
 * as the owner's pages' header (src/components/language-menu.tsx): the phone's own picker, the
 * keyboard and the screen reader handled by the browser, no list of its own to ship. Choosing
 * one re-renders the card in it and remembers it on this device.
 */
export function LanguageMenu() {
  const language = useLanguage();
  return (
    <label className={classes.menu}>
      <span>{languageWord()}</span>
      <select
        className={classes.select}
        value={language}
        onChange={({ currentTarget: { value } }) => {
          if (!isLanguage(value)) return;
          rememberLanguage(value);
          void activateLanguage(value);
        }}
      >
        {languages.map(({ tag, name, dir }) => (
          <option key={tag} value={tag} lang={tag} dir={dir ?? 'ltr'}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
