import type { EditorTab } from '@/lib/editor-tab';
import type { DashboardPage } from '@/lib/page';
import type { Capability } from './capabilities';
import { cardTranslations } from './card-translations/module';
import { contactExchange } from './contact-exchange/module';
import { insights } from './insights/module';

/**
 * Every optional capability the app knows, one folder each (docs/decisions/0015): what each
 * adds to the app. The router (src/app/routes.tsx) and the editor read them from here and show
 * them only where the server announced the capability; nothing else in the app names one.
 */
const modules: { name: Capability; pages: DashboardPage[]; editorTab?: EditorTab }[] = [
  contactExchange,
  insights,
  cardTranslations,
];

/** The capabilities' dashboard pages, each marked with its capability. */
export const capabilityPages: DashboardPage[] = modules.flatMap(({ name, pages }) =>
  pages.map((page) => ({ ...page, capability: name })),
);

/** The capabilities' tabs of the editor's Edit Details, each with its capability. */
export const capabilityEditorTabs: (EditorTab & { capability: Capability })[] = modules.flatMap(
  ({ name, editorTab }) => (editorTab ? [{ ...editorTab, capability: name }] : []),
);
