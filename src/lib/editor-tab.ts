import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Schemas } from '@/api/client';

/**
 * What an Edit Details tab's panel gets: the card as the editor loaded it, and whether its tab
 * is the one open (panels stay mounted, hidden, once opened).
 */
export type EditorPanelProps = { profile: Schemas['Profile']; active?: boolean };

/**
 * A tab of the editor's Edit Details (spec §2) that an optional capability adds (its folder
 * declares it, src/capabilities/registry.ts): shown on a server that announced the capability,
 * for a card whose answer carries what `shows` needs; its panel's code loads when first wanted.
 */
export type EditorTab = {
  value: string;
  /** The tab's name (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  /** Whether this card has the tab (its server sent the capability's section). */
  shows: (profile: Schemas['Profile']) => boolean;
  load: () => Promise<ComponentType<EditorPanelProps>>;
};
