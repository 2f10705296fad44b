import { ListPagination, listTopMargin } from '@/components/list-pagination';
import { serverMessage } from '@/components/server-messages';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDotsVertical, IconDownload, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { myProfilesQuery } from '@/features/profiles/api/profile-list-query';
import { downloadCsv } from '@/lib/csv';
import { downloadBlob } from '@/lib/download';
import { pageParam, useSearchEntry, useSearchState } from '@/lib/search-state';
import { toast } from '@/lib/toast';
import { contactFileName, exchangeContactFileText } from '@/lib/vcard/contact-file';
import { formatDate } from '@/lib/format-date';
import { usePhoneFormat } from '@/lib/format-phone';
import { contactListQuery, contactsPageSize, fetchAllContacts, useDeleteContact } from './api';
import { ContactActions } from './contact-actions';
import { ContactDetails, DeleteContactDialog } from './contact-dialogs';
import { consentOf, contactPhone, contactsCsvRows } from './contact-files';
import { href } from '@/config/paths';

type ExchangeContact = Schemas['ExchangeContact'];

const ContactRowMenu = lazy(() =>
  import('./contact-row-menu').then((m) => ({ default: m.ContactRowMenu })),
);

/** The row's line of a marketing consent ({@link consentOf}) in the person's language. */
function consentLine(i18n: I18n, consent: ReturnType<typeof consentOf>): string {
  const words = { No: msg`No`, Unconfirmed: msg`Unconfirmed`, Confirmed: msg`Confirmed` };
  const state = i18n._(words[consent]);
  return i18n._(msg`Marketing consent: ${state}`);
}

/** The card filter's value for "every card". */
const allCards = '';

/** Downloads one contact as a contact file (the one vCard builder). */
function downloadContact(contact: ExchangeContact) {
  const file = new Blob([exchangeContactFileText(contact)], { type: 'text/vcard;charset=utf-8' });
  downloadBlob(file, contactFileName(contact.name));
}

/** How to get contacts at all: exchange is off until the owner turns it on in the editor. */
function EmptyContacts() {
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4">
        <Trans>No contacts yet</Trans>
      </Title>
      <Text mt="xs">
        <Trans>
          Visitors can leave you their contact on your card once you turn it on: open a card in{' '}
          <Anchor component={Link} to={href('myProfiles')}>
            My Profiles
          </Anchor>
          , choose Edit, then the Exchange tab, and switch on Contact exchange.
        </Trans>
      </Text>
    </Card>
  );
}

/**
 * /dashboard/contacts (capability `contactExchange`): the contacts visitors left on all the
 * owner's cards, newest first, with a search, a filter by card (`?card=<id>`, the link of each
 * card in My Profiles), Call, WhatsApp and E-mail, each contact's details, its vCard, delete
 * (in the row's overflow menu) with confirmation, and the
 * CSV export of everything the filter matches. Only the card's owner sees contacts (the server
 * refuses anyone else). On a server without the capability the router never renders it (the
 * route table's `capability`).
 */
export function ContactsPage() {
  // A link to the page (its menu entry) or Back starts it again from the address.
  return <ContactsList key={useSearchEntry()} />;
}

/**
 * The Contacts page's list. Its card filter, search and page start from the address and are
 * written back on each change (`?card=`, `?q=`, `?page=`: `useSearchState`), so a reload or a
 * shared link shows the list as it was left.
 */
function ContactsList() {
  const { t, i18n } = useLingui();
  const top = useRef<HTMLParagraphElement>(null);
  const address = useSearchState();
  const [card, setCard] = useState(() => address.params.get('card') ?? allCards);
  const [search, setSearch] = useState(() => address.params.get('q') ?? '');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(address.page);
  const changePage = (next: number) => {
    setPage(next);
    address.set({ page: pageParam(next) });
  };
  const [shown, setShown] = useState<ExchangeContact>();
  const [doomed, setDoomed] = useState<ExchangeContact>();
  const [exporting, setExporting] = useState(false);
  const filter = { ...(card ? { profileId: card } : {}), q };
  const contacts = useQuery({
    ...contactListQuery({ ...filter, page }),
    placeholderData: keepPreviousData,
  });
  const cards = useQuery(myProfilesQuery());
  const remove = useDeleteContact();
  const formatPhone = usePhoneFormat();

  const owned = (cards.data?.data.profiles ?? []).map((p) => ({
    value: p._id,
    label: p.general.name,
  }));
  // A `?card=` of none of the owner's cards (deleted, or another's link) is still the filter: a
  // native select would otherwise show its first option, "All cards", over a filtered list.
  const unknown = card && !owned.some((o) => o.value === card);
  const cardOptions = [
    { value: allCards, label: t`All cards` },
    ...owned,
    ...(unknown ? [{ value: card, label: cards.isPending ? t`Loading…` : t`Unknown card` }] : []),
  ];
  const data = contacts.data?.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / contactsPageSize)) : 1;
  const filtered = Boolean(card || q.trim());

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllContacts(filter);
      downloadCsv(contactsCsvRows(all), 'contacts.csv');
    } catch (error) {
      toast.error(serverMessage(i18n, error, t`Could not export the contacts.`));
    } finally {
      setExporting(false);
    }
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(
      { params: { path: { contactId: doomed._id } } },
      {
        onSuccess: () => {
          toast.success(t`Contact deleted.`);
          setDoomed(undefined);
        },
        onError: (error) =>
          toast.error(serverMessage(i18n, error, t`Could not delete the contact.`)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          <Trans>Contacts</Trans>
        </Title>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!data || data.count === 0}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </Group>
      <Group grow align="flex-end" wrap="wrap">
        <TextInput
          label={t`Search`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setSearch(value);
            setPage(1);
            address.set({ q: value, page: undefined });
          }}
        />
        {/* The platform's own select, as the other list filters: the phone's picker, and no
            popover CSS on every page. */}
        <NativeSelect
          label={t`Card`}
          data={cardOptions}
          value={card}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setCard(value);
            setPage(1);
            address.set({ card: value, page: undefined });
          }}
        />
      </Group>
      {contacts.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {serverMessage(i18n, contacts.error, t`Could not load the contacts.`)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              loading={contacts.isFetching}
              onClick={() => void contacts.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {!data && contacts.isPending && <Loader aria-label={t`Loading contacts`} />}
      {data && data.count === 0 && !filtered && <EmptyContacts />}
      {/* One status line, there from the first answer on, so a screen reader hears each
          change of it: the count, or that the search matches nothing. It is the list's top
          a change of page brings into view. */}
      <Text ref={top} size="sm" c="dimmed" role="status" style={{ scrollMarginTop: listTopMargin }}>
        {data && data.count > 0 && <Plural value={data.count} one="# contact" other="# contacts" />}
        {data && data.count === 0 && filtered && <Trans>No contact matches.</Trans>}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        aria-label={t`Contacts`}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {data?.contacts.map((contact) => (
          <Card component="li" key={contact._id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {contact.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    contact.email,
                    contactPhone(contact) && formatPhone(contactPhone(contact)),
                    contact.company,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {contact.cardName} · {formatDate(contact.receivedAt, { language: i18n.locale })}
                  {contact.marketingConsent && ` · ${consentLine(i18n, consentOf(contact))}`}
                </Text>
              </div>
              <Group gap="xs">
                <ContactActions contact={contact} />
                <Button size="xs" variant="default" onClick={() => setShown(contact)}>
                  <Trans>Details</Trans>
                </Button>
                <Button size="xs" variant="default" onClick={() => downloadContact(contact)}>
                  vCard
                </Button>
                {/* Delete is out of the first rank: in the row's menu, still confirmed. */}
                <Suspense
                  fallback={
                    <ActionIcon
                      variant="default"
                      disabled
                      aria-label={t`More for ${{ name: contact.name }}`}
                    >
                      <IconDotsVertical size={18} aria-hidden />
                    </ActionIcon>
                  }
                >
                  <ContactRowMenu name={contact.name} onDelete={() => setDoomed(contact)} />
                </Suspense>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {pages > 1 && <ListPagination total={pages} value={page} onChange={changePage} top={top} />}
      <ContactDetails contact={shown} onClose={() => setShown(undefined)} />
      <DeleteContactDialog
        contact={doomed}
        deleting={remove.isPending}
        onCancel={() => setDoomed(undefined)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
