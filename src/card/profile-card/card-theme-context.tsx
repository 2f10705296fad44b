import { createContext, use, type CSSProperties } from 'react';

/**
 * The card's accent hex and CSS variables, for buttons and for dialogs portalled out of the
 * card; and preview mode.
 */
export type CardTheme = {
  accent: string;
  vars: CSSProperties;
  preview: boolean;
};

export const CardThemeContext = createContext<CardTheme | null>(null);

/** The theme of the surrounding card. */
export function useCardTheme(): CardTheme {
  const theme = use(CardThemeContext);
  if (!theme) throw new Error('useCardTheme must be used inside a ProfileCard');
  return theme;
}
