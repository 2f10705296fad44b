import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { renderCard } from './test-harness';

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
    expect(screen.getByRole('button', { name: 'Save Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const chat = screen.getByRole('link', { name: 'WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/919123456780');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:owen%2Bcards@example.com',
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
    expect(screen.getByRole('link', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
  });

  test.each([
    ['Phone', ['tel:+919876543210', 'tel:+918023456789']],
    ['WhatsApp', ['https://wa.me/919876543210', 'https://wa.me/919123456780']],
    ['Email', ['mailto:owen@example.com', 'mailto:sales@example.com']],
  ])('two %s entries open a chooser dialog listing both', async (label, hrefs) => {
    const { user } = renderCard(full());
    await openTab(user, 'Contact');
    await user.click(screen.getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(hrefs);
  });

  test('Save Contact downloads the contact file named after the contact', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('Owen_Owner.vcf');
    expect(clicks[0]?.href).toBe('blob:contact');
    const text = await created[0]?.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\nFN:Owen Owner\r\n/);
    expect(text).toContain('TEL;TYPE=CELL:+919876543210');
  });
});

describe('Socials, Location, Documents and Other tabs', () => {
  test('Socials: one link per social, labelled with the capitalised network name', async () => {
    const { user } = renderCard(full());
    await openTab(user, 'Socials');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Website', 'https://owen.example.com'],
      ['Instagram', 'https://www.instagram.com/owen'],
      ['Youtube', 'https://www.youtube.com/@owen'],
      ['Facebook', 'https://www.facebook.com/owen'],
      ['X', 'https://x.com/owen'],
      ['Justdial', 'https://www.justdial.com/owen'],
      ['Linkedin', 'https://www.linkedin.com/in/owen'],
    ]);
    for (const link of within(panel).getAllByRole('link'))
      expect(link).toHaveAttribute('target', '_blank');
  });

  test('Location: a Google Maps link and an Address dialog whose address can be copied', async () => {
    const { user } = renderCard(full());
    await openTab(user, 'Location');
    expect(screen.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=MG+Road+Bengaluru',
    );
    await user.click(screen.getByRole('button', { name: 'Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Address' });
    expect(dialog).toHaveTextContent('12 MG Road');
    expect(dialog).toHaveTextContent('Bengaluru, Karnataka 560001');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Address' }));
    expect(await screen.findByText('Copied to Clipboard !')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      '12 MG Road, Bengaluru, Karnataka 560001, India',
    );
  });

  test('a failed copy says so', async () => {
    const { user } = renderCard(full());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await openTab(user, 'Location');
    await user.click(screen.getByRole('button', { name: 'Address' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Address' }));
    expect(await screen.findByText('Cannot Copy to Clipboard !')).toBeInTheDocument();
  });

  test('Documents: one link per document with both name and URL', async () => {
    const profile = toPublicProfile(
      buildProfile({
        documents: [
          { name: 'Brochure', content: 'https://owen.example.com/brochure.pdf' },
          { name: 'Empty', content: '' },
          { name: 'Prices', content: 'https://owen.example.com/prices.pdf' },
        ],
      }),
    );
    const { user } = renderCard(profile);
    await openTab(user, 'Documents');
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Brochure', 'https://owen.example.com/brochure.pdf'],
      ['Prices', 'https://owen.example.com/prices.pdf'],
    ]);
  });

  test('Other: a UPI dialog with payee name, copyable UPI ID, payment QR and app link; a Review link', async () => {
    const { user } = renderCard(full());
    await openTab(user, 'Other');
    expect(screen.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      'https://g.page/r/owen/review',
    );
    await user.click(screen.getByRole('button', { name: 'UPI' }));
    const dialog = await screen.findByRole('dialog', { name: 'UPI' });
    expect(within(dialog).getByText('Owen Owner')).toBeInTheDocument();
    expect(within(dialog).getByText('owen@okbank')).toBeInTheDocument();
    const qr = await within(dialog).findByRole('img', { name: 'UPI payment QR code' });
    expect(qr).toHaveAttribute('width', '170');
    expect(within(dialog).getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=owen@okbank&pn=Owen%20Owner&cu=INR',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy UPI ID' }));
    expect(await screen.findByText('Copied to Clipboard !')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('owen@okbank');
  });
});

describe('dialogs', () => {
  test('close on Escape', async () => {
    const { user } = renderCard(full());
    await openTab(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'UPI' }));
    expect(await screen.findByRole('dialog', { name: 'UPI' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('close on the back button: opening pushes a history entry, back pops it', async () => {
    const { user, router } = renderCard(full());
    await openTab(user, 'Location');
    await user.click(screen.getByRole('button', { name: 'Address' }));
    expect(await screen.findByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile/test');
  });

  test('close on a click outside, going back in the history', async () => {
    const { user, router } = renderCard(full());
    await openTab(user, 'Location');
    await user.click(screen.getByRole('button', { name: 'Address' }));
    // A click on the native dialog's backdrop targets the <dialog> element itself (it has no
    // padding; its content sits in an inner box), which is what a click outside is.
    await user.click(await screen.findByRole('dialog', { name: 'Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.historyAction).toBe('POP');
  });
});
