import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildFullProfile, buildProfile, emptySocials, toPublicProfile } from '@mocks/factories';
import { server } from '@mocks/node';
import { brand } from '@/config/brand';
import { accentHex, cardVars } from './card-style';
import { renderCard } from '@tests/profile-card/test-harness';
import { fullCardTabs } from '@tests/support/malformed-cards';

const full = () => toPublicProfile(buildFullProfile());
const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('ProfileCard', () => {
  test('shows the logo, name and tag line, and a Powered by link to the home page', () => {
    renderCard(full());
    expect(screen.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeInTheDocument();
    expect(screen.getByText('Founder, Owen & Co.')).toBeInTheDocument();
    // The default logo is drawn inline in the accent colour (no image request; ADR 0005).
    expect(screen.getByRole('img', { name: 'Owen Owner logo' })).toHaveAttribute(
      'data-logo',
      'default',
    );
    const powered = screen.getByText(/Powered by/);
    expect(within(powered).getByRole('link', { name: brand.productName })).toHaveAttribute(
      'href',
      brand.homePage,
    );
  });

  test('the hero leads with the description’s first line where more follows, never repeating a one-line description', () => {
    const { setProfile } = renderCard(full());
    const hero = () => screen.getByRole('banner');
    const oneLine = full().general.description;
    expect(within(screen.getByRole('tabpanel')).getByText(oneLine)).toBeInTheDocument();
    expect(within(hero()).queryByText(oneLine)).toBeNull();
    act(() =>
      setProfile({
        ...full(),
        general: {
          ...full().general,
          description: '\n  Cards for teams.  \nOrders from ten cards.',
        },
      }),
    );
    expect(within(hero()).getByText('Cards for teams.')).toBeInTheDocument();
    expect(within(hero()).queryByText(/Orders from ten cards/)).toBeNull();
  });

  test('shows a tab only when it has data, in spec order, the first one active (spec §2)', () => {
    renderCard(full());
    expect(tabNames()).toEqual(fullCardTabs);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  // 'Save Contact' is the hero's primary action (ADR 0005); the Contact tab keeps its own.
  test('the hero has Save Contact beside Share and QR code; the Contact tab keeps its buttons', async () => {
    const { user } = renderCard(full());
    const hero = screen.getByRole('group', { name: 'Card actions' });
    expect(
      within(hero)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save Contact', 'Share', 'QR code']);
    expect(
      within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Save Contact' }),
    ).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('button', { name: 'Save Contact' })).toBeInTheDocument();
    // Each names what it opens after its label (two entries each on the full card).
    for (const name of ['Phone', 'WhatsApp', 'Email']) {
      expect(panel.getByRole('button', { name: new RegExp(`^${name}.`) })).toBeInTheDocument();
    }
  });

  // A name is enough for the hero's 'Save Contact' (ADR 0005); tabs still need data (spec §2).
  test('a card with only a name has no tab but the hero Save Contact; half-filled entries and unsafe URLs give no tab', () => {
    const { setProfile } = renderCard(
      toPublicProfile(buildProfile({ general: { name: 'Empty' } })),
    );
    expect(tabNames()).toEqual([]);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Card actions' })).getByRole('button', {
        name: 'Save Contact',
      }),
    ).toBeInTheDocument();
    act(() =>
      setProfile(
        toPublicProfile(
          buildProfile({
            general: { name: 'Half', description: '   ' },
            contact: {
              phone: [{ name: 'Mobile', code: '', number: '' }],
              whatsapp: [],
              email: [{ name: '', content: 'a@b.co' }],
            },
            socials: { website: 'javascript:alert(1)' },
            location: { googleMapsUrl: 'data:text/html,hi' },
            documents: [
              { name: 'No URL', content: '' },
              { name: '', content: 'https://x.example.com/a.pdf' },
            ],
            other: {
              upi: { name: 'Owen', content: 'not-an-id' },
              googleReviewUrl: 'ftp://x.example.com',
            },
          }),
        ),
      ),
    );
    expect(tabNames()).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Save Contact' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Phone|Email/ })).not.toBeInTheDocument();
  });

  test('the arrows show only when the tabs do not fit (ADR 0005)', () => {
    // jsdom lays nothing out: every width is 0, so the six tabs fit.
    renderCard(full());
    expect(screen.queryByRole('button', { name: 'Previous tab' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next tab' })).not.toBeInTheDocument();
    expect(tabNames()).toHaveLength(6);
  });

  test('the arrows move to the previous and next tab and are disabled at the ends', async () => {
    // The tabs are wider than the bar (a phone): the arrows show.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    const { user } = renderCard(full());
    const previous = screen.getByRole('button', { name: 'Previous tab' });
    const next = screen.getByRole('button', { name: 'Next tab' });
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    expect(next).toBeDisabled();
  });

  test('when the active tab loses its data, the first available tab becomes active', async () => {
    const profile = full();
    const { user, setProfile } = renderCard(profile);
    await user.click(screen.getByRole('tab', { name: 'Socials' }));
    expect(screen.getByRole('tab', { name: 'Socials' })).toHaveAttribute('aria-selected', 'true');
    act(() =>
      setProfile({
        ...profile,
        socials: emptySocials(),
        general: { ...profile.general, description: '' },
      }),
    );
    expect(tabNames()).toEqual(['Contact', 'Location', 'Documents', 'Other']);
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Save Contact' }),
    ).toBeInTheDocument();
  });

  test('hostile text shows literally and hostile URLs never become links', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const profile = toPublicProfile(
      buildProfile({
        general: {
          name: xss,
          tagLine: `<script>alert(1)</script>`,
          description: `${xss}\n${'x'.repeat(500)}`,
        },
        socials: {
          website: 'javascript:alert(1)',
          instagram: 'JAVASCRIPT:alert(1)',
          youtube: ' https://ok.example.com ',
          facebook: 'data:text/html,<b>',
        },
        documents: [
          { name: xss, content: 'javascript:alert(1)' },
          { name: 'Ok', content: 'https://ok.example.com/a.pdf' },
        ],
        other: { upi: { name: '', content: '' }, googleReviewUrl: 'vbscript:msgbox' },
      }),
    );
    const { user } = renderCard(profile);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(xss);
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('data-logo'))).toEqual([
      'default',
    ]);
    expect(tabNames()).toEqual(['Description', 'Socials', 'Documents']);
    await user.click(screen.getByRole('tab', { name: 'Socials' }));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example.com',
      brand.homePage,
    ]);
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    // The Documents tab is a lazy chunk: wait for it rather than for a transform's speed.
    expect(await screen.findByRole('link', { name: 'Ok' })).toHaveAttribute(
      'href',
      'https://ok.example.com/a.pdf',
    );
    expect(screen.queryByRole('link', { name: xss })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  test('a logo URL that is not http(s), a same-origin path or an inline image falls back to the default logo', () => {
    const profile = full();
    renderCard({
      ...profile,
      general: {
        ...profile.general,
        logo: { name: 'profile/logos/x', content: 'javascript:alert(1)' },
      },
    });
    // The default logo is drawn inline in the accent colour (no image request; ADR 0005).
    expect(screen.getByRole('img', { name: 'Owen Owner logo' })).toHaveAttribute(
      'data-logo',
      'default',
    );
  });

  test('paints the theme and accent: dark navy or white background, accent from the contract', () => {
    renderCard(toPublicProfile(buildFullProfile({ style: { theme: 'light', accent: 'pink' } })));
    const card = screen.getByRole('article', { name: 'Owen Owner card' });
    expect(card).toHaveStyle('--card-bg: #ffffff; --card-text: #000000; --card-accent: #be185d');
    expect(cardVars({ theme: 'dark', accent: 'dark-green' })).toMatchObject({
      '--card-bg': '#0b1120',
      '--card-text': '#ffffff',
      '--card-accent': '#166534',
    });
  });

  test('preview mode makes no call, keeps dialogs out of the history and shows the brand without a link', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', record);
    try {
      const entries = window.history.length;
      const { user } = renderCard(full(), { preview: true });
      expect(screen.getByRole('heading', { level: 4, name: 'Owen Owner' })).toBeInTheDocument();
      const powered = screen.getByText(/Powered by/);
      expect(within(powered).queryByRole('link')).not.toBeInTheDocument();
      expect(powered).toHaveTextContent(`Powered by ${brand.productName}`);
      await user.click(screen.getByRole('tab', { name: 'Location' }));
      await user.click(await screen.findByRole('button', { name: /^Address/ }));
      expect(await screen.findByRole('dialog', { name: 'Address' })).toBeInTheDocument();
      expect(window.history.length).toBe(entries);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(requests).toEqual([]);
  });
});

/** WCAG 2.x relative luminance and contrast ratio. */
function contrast(hex: string, other = '#ffffff') {
  const luminance = (h: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [a, b] = [luminance(hex), luminance(other)].sort((x, y) => y - x);
  return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
}

test.each(Object.entries(accentHex))(
  'white button text on the %s accent (%s) meets WCAG AA',
  (_, hex) => {
    expect(contrast(hex)).toBeGreaterThanOrEqual(4.5);
  },
);
