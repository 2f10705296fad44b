// `npm run i18n:check`: the message catalogues (src/locales/, lingui.config.ts) are shippable.
// Fails when `lingui extract --clean` would change a catalogue (a message added, changed or
// removed in the code and not extracted), when a language a catalogue ships (`shippedLocales`:
// the card's in every language, the app's in the owner's pages' languages) misses a
// translation, or when a translation breaks or changes an ICU placeholder of its English source,
// or, in a right-to-left language, leaves a placeholder without bidi isolation, or when two
// catalogues of a language translate one message differently (scripts/i18n/one-translation.ts),
// or when a module's messages are in a catalogue not loaded wherever the code can render the
// module (scripts/i18n/catalogue-reach.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import config, { shippedLocales } from '../../lingui.config.ts';
import { directionOf, isLanguage } from '../../src/i18n/languages.ts';
import { unreachedMessages } from './catalogue-reach.ts';
import { translationConflicts, type TranslatedEntry } from './one-translation.ts';
import { isolationProblems, placeholderProblems } from './placeholders.ts';

const lingui = (...args: string[]) =>
  spawnSync('npx', ['lingui', 'check', ...args], { stdio: 'inherit' }).status === 0;

let ok = lingui('sync', '--clean');

const po = formatter({ lineNumbers: false });
/** Each language's translated messages, across its catalogues. */
const translated = new Map<string, TranslatedEntry[]>();
for (const catalog of config.catalogs ?? []) {
  const shipped = shippedLocales[catalog.name as keyof typeof shippedLocales] ?? config.locales;
  for (const locale of shipped) {
    if (locale === config.sourceLocale) continue;
    const filename = `${catalog.path.replace('<rootDir>/', '')}.po`.replace('{locale}', locale);
    const messages = await po.parse(readFileSync(filename, 'utf8'), {
      locale,
      sourceLocale: config.sourceLocale ?? 'en',
      filename,
    });
    for (const [id, entry] of Object.entries(messages)) {
      if (entry.obsolete) continue;
      if (!entry.translation) {
        console.error(`${filename}: "${entry.message ?? id}": no translation`);
        ok = false;
        continue;
      }
      const entries = translated.get(locale) ?? [];
      entries.push({
        file: filename,
        message: entry.message ?? id,
        translation: entry.translation,
      });
      translated.set(locale, entries);
      const rtl = isLanguage(locale) && directionOf(locale) === 'rtl';
      for (const problem of [
        ...placeholderProblems(entry.message ?? id, entry.translation),
        ...(rtl ? isolationProblems(entry.translation) : []),
      ]) {
        console.error(`${filename}: "${entry.message ?? id}": ${problem}`);
        ok = false;
      }
    }
  }
}
for (const entries of translated.values()) {
  for (const problem of translationConflicts(entries)) {
    console.error(`one message, two translations: ${problem}`);
    ok = false;
  }
}
/** The catalogues holding each source file's messages, by the English catalogues' origins. */
const catalogueOf = new Map<string, Set<string>>();
for (const catalog of config.catalogs ?? []) {
  const filename = `${catalog.path.replace('<rootDir>/', '')}.po`.replace(
    '{locale}',
    config.sourceLocale ?? 'en',
  );
  const messages = await po.parse(readFileSync(filename, 'utf8'), {
    locale: config.sourceLocale ?? 'en',
    sourceLocale: config.sourceLocale ?? 'en',
    filename,
  });
  for (const entry of Object.values(messages)) {
    for (const [file] of entry.origin ?? []) {
      const names = catalogueOf.get(file) ?? new Set<string>();
      names.add(catalog.name ?? filename);
      catalogueOf.set(file, names);
    }
  }
}
/** A source file's text, read once (the walk asks for a file to resolve it, then to read it). */
const sources = new Map<string, string | undefined>();
const readOnce = (file: string) => {
  if (!sources.has(file))
    sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  return sources.get(file);
};
// The documents' entries and what is loaded before their first module renders: the card's first
// screen's catalogue (src/i18n/i18n.ts), and in the app the app's and the status screens' too
// (`activateOwnerLanguage`, src/components/owner-language.ts).
const unreached = unreachedMessages(
  [
    { file: 'src/main.tsx', loaded: ['card'] },
    { file: 'src/app/mount.tsx', loaded: ['card', 'status', 'app'] },
    { file: 'src/card/main.tsx', loaded: ['card'] },
    { file: 'edge/render.tsx', loaded: ['card'] },
  ],
  readOnce,
  catalogueOf,
);
for (const problem of unreached) {
  console.error(`messages not loaded: ${problem}`);
  ok = false;
}
console.log(
  ok
    ? 'i18n: the catalogues are complete, keep every placeholder (isolated right to left), translate each message once and load wherever their modules render'
    : 'i18n: FAIL',
);
process.exit(ok ? 0 : 1);
