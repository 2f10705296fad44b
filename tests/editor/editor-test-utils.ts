import { screen, within } from '@testing-library/react';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

/** Logs in and opens the editor of `profileId`; resolves once the card is loaded. */
export async function openEditor(profileId: string, as: 'owner' | 'admin' = 'owner') {
  const account = accounts[as];
  await loginAs(account.email, account.password);
  const base = as === 'admin' ? '/dashboard/all-profiles' : '/dashboard/my-profiles';
  const utils = renderRoute(`${base}/${profileId}`);
  // The first editor of a test file also loads the route's code: give a busy machine time.
  await screen.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
  return utils;
}

/**
 * Switches to a details tab and returns its form (query inside it with `within`); a section's
 * code loads when its tab is first opened, so the form may come a moment later.
 */
export async function openSection(user: ReturnType<typeof renderRoute>['user'], name: string) {
  // The live preview has tabs of its own; use the editor's.
  const details = within(screen.getByRole('region', { name: 'Edit Details' }));
  await user.click(details.getByRole('tab', { name }));
  return details.findByRole('form', { name });
}

/**
 * Records the JSON bodies the app sends to `PATCH /api/profile/{id}` (what the client sends,
 * before the mock backend normalises anything). The real handler still answers.
 */
export function recordSectionBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.patch('/api/profile/{profileId}', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/**
 * Makes every `PATCH /api/profile/{id}` answer 500 with `message` (the API's error envelope), so
 * a section's save takes its failure path.
 */
export function failSectionSaves(message = 'Something went wrong') {
  server.use(
    http.patch('/api/profile/{profileId}', ({ response }) =>
      response(500).json({ success: false, message }),
    ),
  );
}
