import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyBackend } from '../../.storybook/mock-backend';
import { applyScenario } from '@mocks/scenarios';
import { specEditorTabs } from '@tests/support/malformed-cards';
import { editorStory } from './section-stories';

/**
 * The editor on a server without an optional capability (the mock's scenario `spec-only`,
 * docs/decisions/0015-optional-capabilities.md): Edit Details has the specification's tabs
 * only, and no `tab` (the capability's own tab, e.g. "Exchange").
 */
export function withoutCapabilityStory(tab: string): StoryObj {
  return {
    ...editorStory(),
    beforeEach: () => {
      applyScenario(storyBackend, 'spec-only');
      return () => storyBackend.resetControl();
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
      const details = within(canvas.getByRole('region', { name: 'Edit Details' }));
      await expect(details.getAllByRole('tab').map((t) => t.textContent)).toEqual(specEditorTabs);
      await expect(details.queryByRole('tab', { name: tab })).toBeNull();
    },
  };
}
