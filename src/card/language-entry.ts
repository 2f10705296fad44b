// The card document's second script (profile.html, `<script type="module" async>`, added by
// build/card-document.ts): a few hundred bytes that arrive long before the card's own code, so a
// visitor in another language gets its messages and the translations' code while the card's
// code is still downloading, not one round trip after it has run. An `import()` in the card's
// code cannot start sooner: a module runs only once its whole static graph has arrived
// (docs/performance.md "The card in another language").
import { pageLanguage } from '@/i18n/page-language';
import { startLanguage } from './language-start';

void startLanguage(pageLanguage())?.catch(() => undefined);
