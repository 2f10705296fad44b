import { setupI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardCatalogue, cardLaterCatalogue, isLanguage } from '@/i18n';

/**
 * The Lingui instance of the Live Preview while it shows a translation: the card's words (its
 * first screen's catalogue and its later parts') in `language`, so the preview's buttons, tabs
 * and dialogs read as a visitor in that language reads them (`ProfileCard`'s `i18n`). Lingui's
 * way to give part of a page another language is an instance of its own
 * (https://lingui.dev/ref/core#setupi18n); the card's components take it from the card's context
 * (`useCardI18n`). `undefined` (the page's instance) for the interface's own language, a
 * language the card does not ship, and while the catalogues load (one chunk per language,
 * cached for the session).
 */
export function usePreviewI18n(language: string | undefined): I18n | undefined {
  const { i18n } = useLingui();
  const other = language !== i18n.locale && isLanguage(language) ? language : undefined;
  const { data } = useQuery({
    queryKey: ['card-catalogues', other],
    queryFn: async () => {
      const locale = other!;
      const [first, later] = await Promise.all([cardCatalogue(locale), cardLaterCatalogue(locale)]);
      return setupI18n({ locale, messages: { [locale]: { ...first, ...later } } });
    },
    enabled: other !== undefined,
    staleTime: Infinity,
    // An instance, not data to compare or copy.
    structuralSharing: false,
  });
  return other ? data : undefined;
}
