import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Schemas } from '@/api/client';

/** The card a {@link CardAction} is for, and whose list it is seen from. */
export type CardActionCard = {
  /** The card's number. */
  profileId: string;
  /** The card sends its visitors on (`meta.redirectUrl`). */
  redirect: boolean;
  /** The card is seen from the admin's pages (All Profiles and its editor), not the owner's. */
  admin: boolean;
};

/** Where a card's buttons are: a card of the dashboard's lists (small ones) or the editor's header. */
export type CardActionPlace = 'list' | 'editor';

/**
 * A link an optional capability adds to a card, as a button beside the card's own (its folder
 * declares it, src/capabilities/registry.ts): in each card of My Profiles and All Profiles
 * after Edit, and in the editor's header after View; shown only on a server that announced the
 * capability. Declared as data, like a menu entry: the slot (src/capabilities/slots.tsx) draws
 * every capability's button the same way, and no page's first download carries its code.
 */
export type CardAction = {
  /** The button's name (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Where it leads for `card` (a path of src/config/paths.ts); `undefined`: no button on it. */
  to: (card: CardActionCard) => string | undefined;
};

/**
 * A value an optional capability adds to each card of My Profiles and All Profiles, after Taps
 * (its folder declares it, src/capabilities/registry.ts): shown on a server that announced the
 * capability, for a card whose answer carries the value.
 */
export type ListField = {
  /** The field's name (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  /** The value as shown in `locale`; `undefined` hides the field on this card. */
  value: (profile: Schemas['ProfileSummary'], locale: string) => string | undefined;
};

/** A choice of a {@link ListFilter}. */
export type ListFilterOption = {
  value: string;
  /** The choice's name (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  /** It hides cards: the heading counts the cards shown, not every card of the list. */
  narrows?: boolean;
};

/**
 * A select an optional capability adds to the admin's filter of All Profiles, after Status (its
 * folder declares it, src/capabilities/registry.ts): shown, and applied, on a server that
 * announced the capability.
 */
export type ListFilter = {
  /** The filter's key among the list's filters. */
  name: string;
  /** The select's label (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  /** The choices; the first keeps every card, as listed, and is where the filter starts. */
  options: [ListFilterOption, ...ListFilterOption[]];
  /** The cards choice `value` shows, in the order it shows them (the same array for none hidden or moved). */
  apply: (profiles: Schemas['ProfileSummary'][], value: string) => Schemas['ProfileSummary'][];
};
