import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { tabUnavailable } from '@/card/profile-card/profile-card';
import { allowContractViolations } from '@tests/support/contract';
import {
  cardlessAnswers,
  fullCardTabs,
  malformations,
  malformedEnvelope,
} from '@tests/support/malformed-cards';
import { renderCardPage } from '@tests/support/card-page';

/** The public card of the full seed card, as the contract's PublicProfile (no owner or taps). */
const publicCard = () => ({ ...buildFullProfile({ _id: 'drifting-card' }), meta: {} });

function serve(body: unknown) {
  allowContractViolations(); // the point of these tests
  server.use(
    http.get('/api/profile/{profileId}', ({ response }) =>
      response.untyped(HttpResponse.json(body as object)),
    ),
  );
}

describe('the public card survives a server that drifts from the contract (ADR 0004)', () => {
  test.each(malformations.filter((m) => !m.editorOnly))(
    '$name: the name and every sound tab remain',
    async ({ change, lostTabs = [], nameLost }) => {
      serve(malformedEnvelope(publicCard(), change));
      const { user } = renderCardPage('/profile/drifting-card');
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading).toHaveTextContent(nameLost ? '' : 'Owen Owner');
      // The hero's 'Save Contact' (ADR 0005) stays whatever section is lost.
      const hero = within(screen.getByRole('group', { name: 'Card actions' }));
      expect(hero.getByRole('button', { name: 'Save Contact' })).toBeInTheDocument();
      const expected = fullCardTabs.filter((t) => !lostTabs.includes(t));
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(expected);
      // Every tab draws (a link built from a lone surrogate used to throw 'URI malformed').
      for (const name of expected) {
        await user.click(screen.getByRole('tab', { name }));
        const panel = within(screen.getByRole('tabpanel'));
        expect(panel.queryByText(i18n._(tabUnavailable))).not.toBeInTheDocument();
        for (const link of panel.queryAllByRole('link')) {
          expect(link.getAttribute('href')).toMatch(/^(https:|tel:\+|mailto:|upi:\/\/pay\?)/);
          expect(link.getAttribute('href')?.isWellFormed()).toBe(true);
        }
      }
    },
  );

  test('the UPI dialog of a payee name with a lone surrogate shows the QR code', async () => {
    serve(
      malformedEnvelope(publicCard(), (c) => {
        (c.other as { upi: { name: string } }).upi.name = 'Rita\ud800';
      }),
    );
    const { user } = renderCardPage('/profile/drifting-card');
    await user.click(await screen.findByRole('tab', { name: 'Other' }));
    await user.click(await screen.findByRole('button', { name: 'UPI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'UPI' }));
    expect(await dialog.findByRole('img', { name: 'UPI payment QR code' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=owen@okbank&pn=Rita%EF%BF%BD&cu=INR',
    );
  });

  test.each(cardlessAnswers)(
    '$name: goes to /error with "Failed to load profile", replacing the history entry',
    async ({ body }) => {
      serve(body);
      const entries = window.history.length;
      const { path } = renderCardPage('/profile/drifting-card');
      expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
      expect(path()).toBe('/error');
      expect(window.history.length).toBe(entries);
    },
  );
});
