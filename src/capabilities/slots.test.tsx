import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import type { Schemas } from '@/api/client';
import { i18n } from '@/i18n';
import type { CardActionCard, CardActionPlace } from '@/lib/profile-slots';
import { CapabilitiesProvider, type Capability } from './capabilities';
import { CapabilityCardActions, useCapabilityListFields, useCapabilityListFilters } from './slots';

/** Renders `children` on a server that announced `capabilities`. */
function renderWith(capabilities: Capability[], children: React.ReactNode) {
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <CapabilitiesProvider value={new Set(capabilities)}>{children}</CapabilitiesProvider>
        </MemoryRouter>
      </I18nProvider>
    </MantineProvider>,
  );
}

const card: CardActionCard & { place: CardActionPlace } = {
  profileId: seedIds.fullCard,
  redirect: false,
  admin: false,
  place: 'list',
};

describe('card actions (the capabilities’ buttons of a card)', () => {
  test('insights: nothing on a server without the capability', () => {
    renderWith(
      ['contactExchange'],
      <div data-testid="actions">
        <CapabilityCardActions {...card} />
      </div>,
    );
    expect(screen.getByTestId('actions')).toBeEmptyDOMElement();
  });

  test('insights: a link to the card’s Insights page of its list, where announced', () => {
    renderWith(['insights'], <CapabilityCardActions {...card} />);
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      `/dashboard/my-profiles/${seedIds.fullCard}/insights`,
    );
  });

  test('insights: the admin’s link stays in All Profiles; the editor’s is a full-size button', () => {
    renderWith(['insights'], <CapabilityCardActions {...card} admin place="editor" />);
    const link = screen.getByRole('link', { name: 'Insights' });
    expect(link).toHaveAttribute('href', `/dashboard/all-profiles/${seedIds.fullCard}/insights`);
    expect(link).not.toHaveAttribute('data-size', 'xs');
  });

  test('insights: nothing for a redirect card', () => {
    renderWith(['insights'], <CapabilityCardActions {...card} redirect />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

/** The labels of the fields and filters a list's card and the admin's filter get. */
function ListSlots({ profile }: { profile: Schemas['ProfileSummary'] }) {
  const fields = useCapabilityListFields();
  const filters = useCapabilityListFilters();
  return (
    <ul>
      {fields.map((f) => (
        <li key={f.capability}>{`field ${f.label.message}: ${f.value(profile, 'en') ?? '-'}`}</li>
      ))}
      {filters.map((f) => (
        <li key={f.name}>{`filter ${f.label.message}`}</li>
      ))}
    </ul>
  );
}

describe('list fields and filters', () => {
  const profile = {
    _id: seedIds.fullCard,
    general: { name: 'Owen' },
    meta: { isActive: true, taps: 0, owner: null },
    views30Days: 1234,
  } as Schemas['ProfileSummary'];

  test('insights: Views (30 days) and the Activity filter where announced', () => {
    renderWith(['insights'], <ListSlots profile={profile} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'field Views (30 days): 1,234',
      'filter Activity',
    ]);
  });

  test('none on a server without the capability, even with views in the answer', () => {
    renderWith([], <ListSlots profile={profile} />);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
