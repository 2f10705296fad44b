import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schemas } from '@/api/client';
import { accentValues } from '@/api/generated/lists/accent-values.gen';
import { themeValues } from '@/api/generated/lists/theme-values.gen';
import { accentHex } from './card-style';
import { ProfileCard } from './profile-card';
import { everyField } from '@tests/profile-card/story-profiles';

type PublicProfile = Schemas['PublicProfile'];

/**
 * Every theme with every accent of the contract (Theme, Accent) side by side, on the Contact
 * tab's accent buttons, so the a11y check covers all twelve for contrast. To look at one
 * combination, use the Theme and Accent toolbar on any Visitor card story.
 */
function ThemeMatrix() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} p="md">
      {themeValues.flatMap((theme) =>
        accentValues.map((accent) => (
          <section key={`${theme}-${accent}`} aria-label={`${theme} ${accent}`}>
            <ProfileCard profile={everyField({ theme, accent })} preview />
          </section>
        )),
      )}
    </SimpleGrid>
  );
}

const meta = {
  component: ThemeMatrix,
  title: 'Visitor card/Theme matrix',
  parameters: { route: '/profile/story', path: '/profile/:profileId' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ThemeMatrix>;
export default meta;

export const AllThemesAndAccents: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('region');
    await expect(cards).toHaveLength(themeValues.length * accentValues.length);
    for (const card of cards) {
      const hero = within(within(card).getByRole('group', { name: 'Card actions' }));
      await expect(hero.getByRole('button', { name: 'Save Contact' })).toBeVisible();
    }
  },
};

/** The toolbar's Theme and Accent (globals) restyle a card whose data says dark and blue. */
export const ToolbarRestyles: StoryObj = {
  args: { profile: everyField({ theme: 'dark', accent: 'blue' }) },
  render: (args) => <ProfileCard profile={(args as { profile: PublicProfile }).profile} />,
  parameters: { cardStyle: true },
  globals: { cardTheme: 'light', cardAccent: 'red' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = within(canvas.getByRole('group', { name: 'Card actions' }));
    const save = hero.getByRole('button', { name: 'Save Contact' });
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb(accentHex.red));
  },
};

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
