import { createContext, use, type CSSProperties } from 'react';
import type { CardProfile } from './card-data';

/**
 * The card's accent hex and CSS variables, for buttons and for dialogs portalled out of the
 * card; preview mode; the visitor's language and the card as the server sent it, for what a
 * visitor takes away (the contact file in that language).
 */
export type CardTheme = {
  accent: string;
  vars: CSSProperties;
  preview: boolean;
  /** The language the card is shown in (capability `cardTranslations`), if translated. */
  language?: string;
  /** The card in its own words (the shown one may be translated). */
  card?: CardProfile;
};

export const CardThemeContext = createContext<CardTheme | null>(null);

/** The theme of the surrounding card. */
export function useCardTheme(): CardTheme {
  const theme = use(CardThemeContext);
  if (!theme) throw new Error('useCardTheme must be used inside a ProfileCard');
  return theme;
}
