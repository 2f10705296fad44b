import { createContext, use, type CSSProperties } from 'react';
import type { Capability } from '@/api/capabilities';

/**
 * The card's accent hex and CSS variables, for buttons and for dialogs portalled out of the
 * card; preview mode; and the optional capabilities of the card's server.
 */
export type CardTheme = {
  accent: string;
  vars: CSSProperties;
  preview: boolean;
  capabilities: ReadonlySet<Capability>;
};

export const CardThemeContext = createContext<CardTheme | null>(null);

/** The theme of the surrounding card. */
export function useCardTheme(): CardTheme {
  const theme = use(CardThemeContext);
  if (!theme) throw new Error('useCardTheme must be used inside a ProfileCard');
  return theme;
}
