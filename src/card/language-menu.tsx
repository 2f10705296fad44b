import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  activateLanguage,
  languages,
  languageWord,
  nameOf,
  rememberLanguage,
  useLanguage,
  type Language,
} from '@/i18n';
import classes from './language-menu.module.css';

/**
 * The card's language menu: a button labelled with the word for "Language" in the current
 * language and that language's own name ("भाषा: हिन्दी"), which opens the list of languages,
 * each in its own script (with its `lang` and `dir`, so a screen reader reads it right).
 * Choosing one re-renders the card in it and remembers it on this device. A disclosure, not an
 * ARIA menu: Tab moves through the items, Escape closes and gives the focus back.
 */
export function LanguageMenu() {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (tag: Language) => {
    rememberLanguage(tag);
    close();
    void activateLanguage(tag);
  };
  // Escape on the button or an item closes the list and gives the focus back to the button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className={classes.menu}>
      <button
        ref={button}
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        {languageWord()}: <span lang={language}>{nameOf(language)}</span>
      </button>
      <ul id={listId} className={classes.list} hidden={!open}>
        {languages.map(({ tag, name, dir }) => (
          <li key={tag}>
            <button
              type="button"
              lang={tag}
              dir={dir}
              className={classes.item}
              aria-current={tag === language || undefined}
              onClick={() => choose(tag)}
              onKeyDown={onKeyDown}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
