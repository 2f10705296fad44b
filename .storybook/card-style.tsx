import type { Decorator } from '@storybook/react-vite';
import type { Schemas } from '@/api/client';
import { accentValues } from '@/api/generated/lists/accent-values.gen';
import { themeValues } from '@/api/generated/lists/theme-values.gen';
import { storyBackend } from './mock-backend';

/**
 * The theme and accent toolbar (so designers can try every card style): two globals, empty by
 * default (= what the story's data says), picked from the contract's Theme and Accent enums.
 */
export const cardStyleGlobalTypes = {
  cardTheme: {
    description: "Card theme (the contract's Theme)",
    toolbar: {
      title: 'Theme',
      icon: 'mirror' as const,
      items: [
        { value: '', title: 'Theme: as in the data' },
        ...themeValues.map((theme) => ({ value: theme, title: `Theme: ${theme}` })),
      ],
      dynamicTitle: true,
    },
  },
  cardAccent: {
    description: "Card accent colour (the contract's Accent)",
    toolbar: {
      title: 'Accent',
      icon: 'paintbrush' as const,
      items: [
        { value: '', title: 'Accent: as in the data' },
        ...accentValues.map((accent) => ({ value: accent, title: `Accent: ${accent}` })),
      ],
      dynamicTitle: true,
    },
  },
};

/**
 * For stories with `parameters.cardStyle: true`: applies the toolbar's theme and accent to
 * the story's `profile` arg (component stories) and to every card in the story backend's
 * fresh store (pages that load a card). Must sit inside the decorator that resets the store.
 */
export const withCardStyle: Decorator = (Story, context) => {
  const { cardTheme, cardAccent } = context.globals as { cardTheme?: string; cardAccent?: string };
  if (!context.parameters.cardStyle || (!cardTheme && !cardAccent)) return <Story />;
  const restyle = (style: Schemas['Style']): Schemas['Style'] => ({
    ...style,
    ...(cardTheme ? { theme: cardTheme as Schemas['Style']['theme'] } : {}),
    ...(cardAccent ? { accent: cardAccent as Schemas['Style']['accent'] } : {}),
  });
  for (const card of storyBackend.store.state.profiles) card.style = restyle(card.style);
  const profile = (context.args as { profile?: { style: Schemas['Style'] } }).profile;
  if (!profile) return <Story />;
  return (
    <Story args={{ ...context.args, profile: { ...profile, style: restyle(profile.style) } }} />
  );
};
