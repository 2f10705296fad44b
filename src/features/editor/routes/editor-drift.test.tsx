import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { allowContractViolations } from '@tests/support/contract';
import { cardlessAnswers, malformations, malformedEnvelope } from '@tests/support/malformed-cards';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { openSection } from '@tests/editor/editor-test-utils';

/** What unreadable-alert.tsx says above a section whose stored value was repaired. */
const unreadableNotice =
  "The server's value of this section could not be read. It shows what could be read; save to store a correct one.";

/** The editor's sections that are forms (the logo is part of General). */
const forms = ['General', 'Contact', 'Socials', 'Location', 'Documents', 'Other', 'Meta'];

const editorCard = () =>
  buildFullProfile({ _id: seedIds.fullCard, meta: { owner: { email: 'owner@example.com' } } });

function serve(body: unknown) {
  allowContractViolations(); // the point of these tests
  server.use(
    http.get('/api/profile/{profileId}/edit', ({ response }) =>
      response.untyped(HttpResponse.json(body as object)),
    ),
  );
}

async function openAdminEditor() {
  await loginAs(accounts.admin.email, accounts.admin.password);
  return renderRoute(`/dashboard/all-profiles/${seedIds.fullCard}`);
}

describe('the editor opens a card its server sent malformed (ADR 0004)', () => {
  test.each(malformations)(
    '$name: sound sections keep their values, the unreadable ones say so',
    async ({ change, unreadable, nameLost }) => {
      serve(malformedEnvelope(editorCard(), change));
      const { user } = await openAdminEditor();
      await screen.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
      // The first tab's form comes with its code, a moment after the editor.
      const general = await screen.findByRole('form', { name: 'General' });
      expect(within(general).getByLabelText(/^Name/)).toHaveValue(nameLost ? '' : 'Owen Owner');
      // Each section's form is made when its tab is first opened.
      // The notice's alert loads with the first section that needs it.
      for (const name of forms) {
        const form = within(await openSection(user, name));
        if (unreadable.includes(name.toLowerCase()))
          expect(await form.findByText(unreadableNotice)).toBeInTheDocument();
        else expect(form.queryByText(unreadableNotice)).not.toBeInTheDocument();
      }
      const styles = within(screen.getByRole('region', { name: 'Edit Styles', hidden: true }));
      if (unreadable.includes('style'))
        expect(await styles.findByText(unreadableNotice)).toBeVisible();
      else expect(styles.queryByText(unreadableNotice)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show live preview' }));
      const preview = within(await screen.findByRole('region', { name: 'Live Preview card' }));
      expect(preview.getByRole('heading', { level: 4 })).toHaveTextContent(
        nameLost ? '' : 'Owen Owner',
      );
      expect(preview.queryByText(/cannot be shown/)).not.toBeInTheDocument();
    },
  );

  test('the owner saves a correct value and the notice goes away', async () => {
    serve(malformedEnvelope(editorCard(), (c) => (c.socials = null)));
    const { user } = await openAdminEditor();
    await screen.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
    const form = within(await openSection(user, 'Socials'));
    expect(await form.findByText(unreadableNotice)).toBeInTheDocument();
    expect(form.getByLabelText('Website')).toHaveValue('');
    await user.type(form.getByLabelText('Website'), 'https://owen.example.com');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Socials updated successfully.')).toBeInTheDocument();
    expect(form.queryByText(unreadableNotice)).not.toBeInTheDocument();
    expect(form.getByLabelText('Website')).toHaveValue('https://owen.example.com');
  });

  test.each(cardlessAnswers)(
    '$name: goes to /error with "Failed to load profile"',
    async ({ body }) => {
      serve(body);
      const { router } = await openAdminEditor();
      expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});
