import type { CSSProperties } from 'react';
import type { Schemas } from '@/api/client';

/**
 * Accent hex values, as written in the contract's Accent description: each gives white button
 * text a WCAG 2.x AA contrast ratio of at least 4.5:1 (checked by a unit test).
 */
export const accentHex: Record<Schemas['Accent'], string> = {
  blue: '#1d4ed8',
  'dark-green': '#166534',
  red: '#b91c1c',
  orange: '#c2410c',
  'dark-purple': '#6b21a8',
  pink: '#be185d',
};

/** Theme colours of the contract's Theme description (spec §2: near-black navy or white). */
export const themeColors: Record<
  Schemas['Theme'],
  { background: string; text: string; muted: string; line: string }
> = {
  dark: { background: '#0b1120', text: '#ffffff', muted: '#cbd5e1', line: '#334155' },
  light: { background: '#ffffff', text: '#000000', muted: '#374151', line: '#d1d5db' },
};

/**
 * CSS variables that paint a card subtree (and its portalled dialogs) in the card's own theme,
 * whatever the app's colour scheme: Mantine components inside read `--mantine-color-*`.
 */
export function cardVars(style: Schemas['Style']): CSSProperties {
  const colors = themeColors[style.theme] ?? themeColors.dark;
  const accent = accentHex[style.accent] ?? accentHex.blue;
  return {
    '--card-accent': accent,
    '--card-bg': colors.background,
    '--card-text': colors.text,
    '--card-muted': colors.muted,
    '--card-line': colors.line,
    '--mantine-color-body': colors.background,
    '--mantine-color-text': colors.text,
    '--mantine-color-dimmed': colors.muted,
    '--mantine-color-default-border': colors.line,
    '--mantine-color-anchor': colors.text,
    colorScheme: style.theme === 'light' ? 'light' : 'dark',
  } as CSSProperties;
}
