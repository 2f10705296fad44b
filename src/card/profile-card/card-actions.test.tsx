import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { renderCard } from '@tests/profile-card/test-harness';

const full = () => toPublicProfile(buildFullProfile());

async function openTab(user: ReturnType<typeof renderCard>['user'], name: string) {
  await user.click(screen.getByRole('tab', { name }));
}

describe('Contact tab', () => {
  test('one filled entry each: direct tel:, wa.me and mailto: links with the calling code', async () => {
    const profile = toPublicProfile(
      buildProfile({
        contact: {
          phone: [
            { name: 'Mobile', code: 'IN', number: '9876543210' },
            { name: '', code: '', number: '' },
          ],
          whatsapp: [{ name: 'Chat', code: 'IN', number: '09123456780' }],
          email: [{ name: 'Work', content: 'owen+cards@example.com' }],
        },
      }),
    );
    const { user } = renderCard(profile);
    await openTab(user, 'Contact');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Save Contact' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Phone/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const chat = screen.getByRole('link', { name: /^WhatsApp/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919123456780');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      'mailto:owen%2Bcards@example.com',
    );

    // Each shows what it opens, the phones grouped for reading (libphonenumber-js, loaded then).
    expect(await screen.findByRole('link', { name: /^Phone/ })).toHaveTextContent(
      'Phone+91 98765 43210',
    );
    expect(chat).toHaveTextContent('WhatsApp+91 91234 56780');
    expect(screen.getByRole('link', { name: /^Email/ })).toHaveTextContent(
      'Emailowen+cards@example.com',
    );
  });

  test('a button shows only for fully filled entries', async () => {
    const profile = toPublicProfile(
      buildProfile({
        contact: {
          phone: [{ name: 'Mobile', code: 'IN', number: '9876543210' }],
          whatsapp: [{ name: 'Chat', code: '', number: '9123456780' }],
          email: [{ name: 'Work', content: '' }],
        },
      }),
    );
    const { user } = renderCard(profile);
    await openTab(user, 'Contact');
    expect(screen.getByRole('link', { name: /^Phone/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument();
  });

  test.each([
    ['Phone', ['tel:+919876543210', 'tel:+918023456789']],
    ['WhatsApp', ['https://wa.me/919876543210', 'https://wa.me/919123456780']],
    ['Email', ['mailto:owen@example.com', 'mailto:sales@example.com']],
  ])('two %s entries open a chooser dialog listing both', async (label, hrefs) => {
    const { user } = renderCard(full());
    await openTab(user, 'Contact');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(hrefs);
  });

  test.each([
    ['the Contact tab', 'tabpanel'],
    ['the hero', 'group'],
  ] as const)(
    'Save Contact in %s downloads the contact file named after the contact',
    async (_, role) => {
      const created: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:contact';
      });
      URL.revokeObjectURL = vi.fn();
      const clicks: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicks.push(this);
      });
      const { user } = renderCard(full());
      await openTab(user, 'Contact');
      await user.click(
        within(screen.getByRole(role)).getByRole('button', { name: 'Save Contact' }),
      );
      await waitFor(() => expect(clicks).toHaveLength(1));
      expect(clicks[0]?.download).toBe('Owen_Owner.vcf');
      expect(clicks[0]?.href).toBe('blob:contact');
      const text = await created[0]?.text();
      expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\nFN:Owen Owner\r\n/);
      expect(text).toContain('TEL;TYPE=CELL:+919876543210');
    },
  );

  test('a name-only card has no Contact tab but saves its contact from the hero (ADR 0005)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:contact');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { user } = renderCard(toPublicProfile(buildProfile({ general: { name: 'Nia Name' } })));
    expect(screen.queryByRole('tab', { name: 'Contact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('Nia_Name.vcf');
  });
});
