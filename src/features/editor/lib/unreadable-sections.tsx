import { createContext, use, type ReactNode } from 'react';
import { repairedPaths } from '@/api/boundary';

const UnreadableSections = createContext<ReadonlySet<string>>(new Set());

/**
 * The card's sections the response boundary had to repair (src/api/boundary.ts): their
 * stored value could not be read, so the editor opens them empty or with what could be read.
 * `envelope` is the editor query's data (`GET /api/profile/{id}/edit` or the last save).
 */
export function unreadableSections(envelope: unknown): ReadonlySet<string> {
  const prefix = '/data/profile/';
  return new Set(
    repairedPaths(envelope)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length).split('/')[0] ?? ''),
  );
}

/** Provides the sections whose server value could not be read to the editor's forms. */
export function UnreadableSectionsProvider({
  sections,
  children,
}: {
  sections: ReadonlySet<string>;
  children: ReactNode;
}) {
  return <UnreadableSections value={sections}>{children}</UnreadableSections>;
}

/** Whether the server's value of `section` (e.g. `contact`) could not be read. */
export function useSectionUnreadable(section: string): boolean {
  return use(UnreadableSections).has(section);
}
