import { useDebouncedValue } from '@mantine/hooks';
import {
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Schemas } from '@/api/client';

/** What each part of the editor contributes to the live preview while it holds unsaved edits. */
export type DraftPart = {
  general: Schemas['GeneralUpdate'];
  /** A chosen, not yet uploaded logo as a `data:image/…` URL (the card shows only such images). */
  logo: string;
  contact: Schemas['Contact'];
  socials: Schemas['Socials'];
  location: Schemas['Location'];
  documents: Schemas['Documents'];
  other: Schemas['Other'];
  /** The meta tab changes nothing a visitor sees. */
  meta: undefined;
  /** Contact exchange (capability `contactExchange`): the preview offers the form when on. */
  exchange: Schemas['ExchangeSettings'];
  /** The card's words per language (capability `cardTranslations`). */
  translations: Schemas['CardTranslations'];
  /** The language the preview shows the card in (the one being translated): no edit. */
  previewLanguage: string;
};
export type Draft = Partial<DraftPart>;

/**
 * The unsaved edits of every part of the editor, outside React state: typing in a section
 * re-renders only the live preview that subscribes, not the whole editor.
 */
function createDraftStore() {
  let draft: Draft = {};
  const listeners = new Set<() => void>();
  return {
    set<K extends keyof DraftPart>(part: K, value: DraftPart[K] | undefined) {
      if (draft[part] === value) return;
      const next = { ...draft };
      if (value === undefined) delete next[part];
      else next[part] = value;
      draft = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => draft,
  };
}
type DraftStore = ReturnType<typeof createDraftStore>;

const DraftContext = createContext<DraftStore | null>(null);

/** Holds the editor's unsaved edits for the live preview. */
export function EditorDraftProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDraftStore);
  return <DraftContext value={store}>{children}</DraftContext>;
}

/** Tells the live preview what `part` would show if saved now (`undefined`: the saved card). */
export function useReportDraft<K extends keyof DraftPart>(
  part: K,
  value: DraftPart[K] | undefined,
) {
  const store = use(DraftContext);
  const key = value === undefined ? undefined : JSON.stringify(value);
  useEffect(() => {
    store?.set(part, key === undefined ? undefined : (JSON.parse(key) as DraftPart[K]));
  }, [store, part, key]);
  useEffect(() => () => store?.set(part, undefined), [store, part]);
}

/** Milliseconds the preview waits after the last keystroke (typing stays smooth on phones). */
export const previewDelay = 250;

/** The unsaved edits, settled for {@link previewDelay} ms. Outside a provider: none. */
export function useDraft(): Draft {
  const store = use(DraftContext);
  const draft = useSyncExternalStore(
    store?.subscribe ?? (() => () => undefined),
    store?.get ?? (() => empty),
    store?.get ?? (() => empty),
  );
  const [settled] = useDebouncedValue(draft, previewDelay);
  return settled;
}
const empty: Draft = {};

/** The card as visitors would see it once every unsaved edit is saved. */
export function applyDraft(
  profile: Schemas['PublicProfile'],
  draft: Draft,
): Schemas['PublicProfile'] {
  const { general, logo, contact, socials, location, documents, other, exchange, translations } =
    draft;
  return {
    ...profile,
    general: {
      ...profile.general,
      ...general,
      logo: logo ? { name: 'preview', content: logo } : profile.general.logo,
    },
    contact: contact ?? profile.contact,
    socials: socials ?? profile.socials,
    location: location ?? profile.location,
    documents: documents ?? profile.documents,
    other: other ?? profile.other,
    ...((exchange ?? profile.exchange) ? { exchange: exchange ?? profile.exchange } : {}),
    ...((translations ?? profile.translations)
      ? { translations: translations ?? profile.translations }
      : {}),
  };
}
