import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type SectionWords = {
  /** The form's accessible name: what its tab is called. */
  label: MessageDescriptor;
  /** The toasts of a save (spec §8). */
  success: MessageDescriptor;
  failure: MessageDescriptor;
};

/**
 * The words of each card section that `useCardSectionForm` edits, translated where they are
 * shown (Lingui's `msg`).
 */
export const sectionWords = {
  general: {
    label: msg`General`,
    success: msg`General data updated successfully.`,
    failure: msg`Failed to update general data.`,
  },
  contact: {
    label: msg`Contact`,
    success: msg`Contact details updated successfully.`,
    failure: msg`Failed to update contact details.`,
  },
  socials: {
    label: msg`Socials`,
    success: msg`Socials updated successfully.`,
    failure: msg`Failed to update socials.`,
  },
  location: {
    label: msg`Location`,
    success: msg`Location updated successfully.`,
    failure: msg`Failed to update location.`,
  },
  documents: {
    label: msg`Documents`,
    success: msg`Documents updated successfully.`,
    failure: msg`Failed to update documents.`,
  },
  other: {
    label: msg`Other`,
    success: msg`Other details updated successfully.`,
    failure: msg`Failed to update other details.`,
  },
  meta: {
    label: msg`Meta`,
    success: msg`Meta details updated successfully.`,
    failure: msg`Failed to update meta details.`,
  },
} satisfies Record<string, SectionWords>;
