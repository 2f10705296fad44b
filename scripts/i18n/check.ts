// `npm run i18n:check`: the message catalogues (src/locales/, lingui.config.ts) are shippable.
// Fails when `lingui extract --clean` would change a catalogue (a message added, changed or
// removed in the code and not extracted), when a shipped language misses a translation, or
// when a translation breaks or changes an ICU placeholder of its English source.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import config from '../../lingui.config.ts';
import { placeholderProblems } from './placeholders.ts';

const lingui = (...args: string[]) =>
  spawnSync('npx', ['lingui', 'check', ...args], { stdio: 'inherit' }).status === 0;

let ok = lingui('sync', '--clean') && lingui('missing', '--verbose');

const po = formatter({ lineNumbers: false });
for (const catalog of config.catalogs ?? []) {
  for (const locale of config.locales) {
    if (locale === config.sourceLocale) continue;
    const filename = `${catalog.path.replace('<rootDir>/', '')}.po`.replace('{locale}', locale);
    const messages = await po.parse(readFileSync(filename, 'utf8'), {
      locale,
      sourceLocale: config.sourceLocale ?? 'en',
      filename,
    });
    for (const [id, entry] of Object.entries(messages)) {
      if (entry.obsolete || !entry.translation) continue;
      for (const problem of placeholderProblems(entry.message ?? id, entry.translation)) {
        console.error(`${filename}: "${entry.message ?? id}": ${problem}`);
        ok = false;
      }
    }
  }
}
console.log(ok ? 'i18n: the catalogues are complete and keep every placeholder' : 'i18n: FAIL');
process.exit(ok ? 0 : 1);
