import { i18n as pageI18n, type I18n } from '@lingui/core';
import { createContext, use, type CSSProperties } from 'react';
import type { CardProfile } from './card-data';

/**
 * The card's accent hex and CSS variables, for buttons and for dialogs portalled out of the
 * card; preview mode; the visitor's language and the card as the server sent it, for what a
 * visitor takes away (the contact file in that language); the Lingui instance its words are in.
 */
export type CardTheme = {
  accent: string;
  vars: CSSProperties;
  preview: boolean;
  /** The language the card is shown in (capability `cardTranslations`), if translated. */
  language?: string;
  /** The card in its own words (the shown one may be translated). */
  card?: CardProfile;
  /**
   * The Lingui instance the card's own words are in (its buttons, tabs, dialogs): the page's
   * (`i18n` of `@lingui/core`), or in the editor's Live Preview one of the language being
   * translated. Components hand it to the `t` macro (`t(i18n)`, Lingui's form for an instance
   * of one's own) through {@link useCardI18n}: the card carries neither `@lingui/react` nor its
   * `I18nProvider` (docs/decisions/0018-languages-library.md).
   */
  i18n: I18n;
};

export const CardThemeContext = createContext<CardTheme | null>(null);

/** The theme of the surrounding card. */
export function useCardTheme(): CardTheme {
  const theme = use(CardThemeContext);
  if (!theme) throw new Error('useCardTheme must be used inside a ProfileCard');
  return theme;
}

/**
 * The Lingui instance of the surrounding card ({@link CardTheme}`.i18n`); outside a card, the
 * page's.
 */
export const useCardI18n = (): I18n => use(CardThemeContext)?.i18n ?? pageI18n;
