import { useState } from 'react';
import { errorMessage } from '@/api/error-message';

/**
 * Logout of spec §4 without the router or the query library, so the app and the lean card
 * page share it: `busy` blocks repeated clicks; `done` runs once the server ended the session;
 * `failed` gets the server's message or 'Logout failed' (the user stays logged in). `request`
 * is `requestLogout` on the card's client, or the app's mutation of it on the app's (a 401
 * then ends the session, spec §4).
 */
export function useSessionLogout({
  done,
  failed,
  request,
}: {
  done: () => Promise<void>;
  failed: (message: string) => void;
  request: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  async function logout() {
    if (busy) return;
    setBusy(true);
    try {
      await request();
    } catch (error) {
      failed(errorMessage(error, 'Logout failed'));
      setBusy(false);
      return;
    }
    try {
      await done();
    } finally {
      setBusy(false);
    }
  }
  return { logout, busy };
}
