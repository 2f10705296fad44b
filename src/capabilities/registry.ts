import type { EditorTab } from '@/lib/editor-tab';
import type { DashboardPage } from '@/lib/page';
import type { CardAction, ListField, ListFilter } from '@/lib/profile-slots';
import type { Capability } from './capabilities';
import { cardTranslations } from './card-translations/module';
import { contactExchange } from './contact-exchange/module';
import { insights } from './insights/module';

/** What one optional capability adds to the app, declared in its folder's `module.ts`. */
type CapabilityModule = {
  name: Capability;
  /** Its dashboard pages, with their menu entries. */
  pages: DashboardPage[];
  /** Its tab of the editor's Edit Details. */
  editorTab?: EditorTab;
  /** Its link beside a card's own buttons, in the lists' cards and the editor's header. */
  cardAction?: CardAction;
  /** Its value in each card of the lists. */
  listField?: ListField;
  /** Its select in the admin's filter of All Profiles. */
  listFilter?: ListFilter;
};

/**
 * Every optional capability the app knows, one folder each (docs/decisions/0015): what each
 * adds to the app. The router (src/app/routes.tsx), the editor and the card lists read them from
 * here (through src/capabilities/slots.tsx) and show them only where the server announced the
 * capability; nothing else in the app names one.
 */
const modules: CapabilityModule[] = [contactExchange, insights, cardTranslations];

/** The capabilities' dashboard pages, each marked with its capability. */
export const capabilityPages: DashboardPage[] = modules.flatMap(({ name, pages }) =>
  pages.map((page) => ({ ...page, capability: name })),
);

/** The capabilities' tabs of the editor's Edit Details, each with its capability. */
export const capabilityEditorTabs: (EditorTab & { capability: Capability })[] = modules.flatMap(
  ({ name, editorTab }) => (editorTab ? [{ ...editorTab, capability: name }] : []),
);

/** The capabilities' card actions, each with its capability, in the registry's order. */
export const capabilityCardActions: (CardAction & { capability: Capability })[] = modules.flatMap(
  ({ name, cardAction }) => (cardAction ? [{ ...cardAction, capability: name }] : []),
);

/** The capabilities' fields of a list's card, each with its capability. */
export const capabilityListFields: (ListField & { capability: Capability })[] = modules.flatMap(
  ({ name, listField }) => (listField ? [{ ...listField, capability: name }] : []),
);

/** The capabilities' selects of the admin's filter, each with its capability. */
export const capabilityListFilters: (ListFilter & { capability: Capability })[] = modules.flatMap(
  ({ name, listFilter }) => (listFilter ? [{ ...listFilter, capability: name }] : []),
);
