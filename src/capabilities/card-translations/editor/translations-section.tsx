import { useLingui } from '@lingui/react/macro';
import { Fieldset, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Schemas } from '@/api/client';
import { cardLanguageValues } from '@/api/generated/lists/card-language-values.gen';
import { useReportDraft } from '@/features/editor/lib/editor-draft';
import { useSectionForm } from '@/features/editor/lib/use-section-form';
import { SectionForm } from '@/features/editor/components/section-form';
import { directionOf } from '@/i18n/languages';
import { translationsSectionSchema } from '@/lib/validation/translation-schemas';
import {
  languageName,
  translationsRequest,
  translationsValues,
  type CardLanguage,
} from './translations-form';

/**
 * Translations (capability `cardTranslations`): the language the card is written in, and a
 * "Language" to translate into with the same fields as the other tabs (name, tag line,
 * description, the labels of phones, WhatsApp numbers and e-mails, documents' names, the
 * address), each showing the card's own words as its placeholder. Every language's words are
 * saved with the tab's Save; the Live Preview shows the card in the language being edited
 * while the tab is open (`active`), and in the owner's own words on the other tabs, whose edits
 * it then shows.
 */
export function TranslationsSection({
  profile,
  translations,
  active = true,
}: {
  profile: Schemas['Profile'];
  translations: Schemas['CardTranslations'];
  /** Whether the Translations tab is the one open. */
  active?: boolean;
}) {
  const { t, i18n } = useLingui();
  const languageOptions = cardLanguageValues.map((value) => ({
    value,
    label: languageName(value, i18n.locale),
  }));
  const stored = useMemo(() => translationsValues(profile, translations), [profile, translations]);
  const { form, restart, ...section } = useSectionForm({
    section: 'translations',
    profileId: profile._id,
    initialValues: stored,
    schema: translationsSectionSchema,
    save: async (v, send) => {
      const saved = await send({ translations: translationsRequest(v) });
      return saved.translations ? translationsValues(saved, saved.translations) : v;
    },
    preview: (v) => translationsRequest(v),
    successMessage: t`Translations updated successfully.`,
    failureMessage: t`Failed to update translations.`,
  });
  // Another tab's save can change what is stored here (the server moves translated labels with
  // their entries, contract `CardText`): the form starts again from it unless the owner has
  // unsaved words here, which stay.
  const latest = useRef({ dirty: section.dirty, restart });
  useEffect(() => {
    latest.current = { dirty: section.dirty, restart };
  });
  useEffect(() => {
    if (!latest.current.dirty) latest.current.restart(stored);
  }, [stored]);
  const own = form.values.language;
  const firstOther = cardLanguageValues.find((l) => l !== own) ?? 'hi';
  const [chosen, setChosen] = useState<CardLanguage>(firstOther);
  const editing = chosen === own ? firstOther : chosen;
  useReportDraft('previewLanguage', active ? editing : undefined);
  const path = `texts.${editing}` as const;
  /**
   * A field's form props at `key` under the edited language, marked as written in it (screen
   * readers' voices, fonts, direction); its label stays in the owner's language.
   */
  const written = (key: string) => ({
    lang: editing,
    dir: directionOf(editing),
    ...form.getInputProps(`${path}.${key}`),
  });
  const { general, contact, documents, location } = profile;
  const address = {
    street: t`Street`,
    city: t`City`,
    state: t`State`,
    country: t`Country`,
  };
  const labelled = (entries: { name: string }[], key: string, what: string) =>
    entries.map((entry, i) => {
      const number = i + 1;
      const own = entry.name;
      return own.trim() ? (
        <TextInput
          key={`${editing}-${key}-${i}`}
          label={t`${what} ${number}: ${own}`}
          placeholder={entry.name}
          {...written(`${key}.${i}`)}
        />
      ) : null;
    });

  return (
    <SectionForm label={t`Translations`} {...section}>
      {/* Native selects: a phone's own picker, and no dropdown code or styles to load. */}
      <NativeSelect
        label={t`Your card is written in`}
        data={languageOptions}
        {...form.getInputProps('language')}
      />
      <NativeSelect
        label={t`Language`}
        description={t`The language you are translating your card into. Visitors who read it see these words; where a field is empty, they see your own.`}
        data={languageOptions.filter((o) => o.value !== own)}
        value={editing}
        onChange={(event) => setChosen(event.currentTarget.value as CardLanguage)}
      />
      <Fieldset legend={languageName(editing, i18n.locale)} variant="unstyled">
        <TextInput
          key={`${editing}-name`}
          label={t`Name`}
          placeholder={general.name}
          {...written('name')}
        />
        <TextInput
          key={`${editing}-tagLine`}
          label={t`Tag line`}
          placeholder={general.tagLine}
          {...written('tagLine')}
        />
        <Textarea
          key={`${editing}-description`}
          label={t`Description`}
          rows={4}
          resize="vertical"
          placeholder={general.description}
          {...written('description')}
        />
        {labelled(contact.phone, 'phoneLabels', t`Phone`)}
        {labelled(contact.whatsapp, 'whatsappLabels', t`WhatsApp`)}
        {labelled(contact.email, 'emailLabels', t`Email`)}
        {documents.map((doc, i) => {
          const number = i + 1;
          const own = doc.name;
          return own.trim() ? (
            <TextInput
              key={`${editing}-doc-${i}`}
              label={t`Document ${number}: ${own}`}
              placeholder={doc.name}
              {...written(`documentNames.${i}`)}
            />
          ) : null;
        })}
        {(['street', 'city', 'state', 'country'] as const).map((key) => (
          <TextInput
            key={`${editing}-${key}`}
            label={address[key]}
            placeholder={location.address[key]}
            {...written(`address.${key}`)}
          />
        ))}
      </Fieldset>
    </SectionForm>
  );
}
