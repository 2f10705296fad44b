import { msg } from '@lingui/core/macro';
import { IconAddressBook } from '@tabler/icons-react';
import { withPageMessages } from '@/components/owner-language';
import { paths } from '@/config/paths';
import type { EditorTab } from '@/lib/editor-tab';
import type { DashboardPage } from '@/lib/page';
import { revalidateOnNewPath } from '@/lib/search-state';

/**
 * Contact exchange (capability `contactExchange`, docs/privacy.md): what it adds to the app.
 * - Contacts (/dashboard/contacts), the owner's list of the contacts visitors left, with its
 *   menu entry after My Profiles; its failures show on the page;
 * - the editor's Exchange tab, on a card whose answer carries its `exchange` section.
 * On the card: `card/card-exchange.tsx` (the offer beside Save Contact) and
 * `card/mail-contact-offer.tsx` (in Save Contact's in-app browser guidance).
 */
export const contactExchange = {
  name: 'contactExchange',
  pages: [
    {
      path: paths.contacts,
      guard: 'verified',
      lazy: () =>
        withPageMessages(import('./contacts/contacts-page'), 'contacts').then((m) => ({
          Component: m.ContactsPage,
        })),
      data: (queryClient, { request }) =>
        import('./contacts/api').then((m) => m.loadContactsPage(queryClient, new URL(request.url))),
      // Its filters and page are in the address, read by the page (which asks for each change
      // itself): the first answer is the loader's, a change of `?…` loads nothing again here.
      shouldRevalidate: revalidateOnNewPath,
      menu: { label: msg`Contacts`, icon: IconAddressBook, order: 20 },
    },
  ] satisfies DashboardPage[],
  editorTab: {
    value: 'exchange',
    label: msg`Exchange`,
    shows: (profile) => profile.exchange !== undefined,
    load: () =>
      withPageMessages(import('./editor/exchange-tab'), 'editor').then((m) => m.ExchangeTab),
  } satisfies EditorTab,
} as const;
