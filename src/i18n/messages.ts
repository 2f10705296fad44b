import { t } from '@lingui/core/macro';

/** The word for "Language" in the active language, the label of the language menu's button. */
export function languageWord(): string {
  return t`Language`;
}
