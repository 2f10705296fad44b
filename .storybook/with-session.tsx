import type { Decorator } from '@storybook/react-vite';
import type { Schemas } from '@/api/client';
import { publicUser, seed, sha256, type Store } from '@mocks/store';
import { storyBackend } from './mock-backend';

type Account = 'owner' | 'admin';

const emails: Record<Account, string> = { owner: 'owner@example.com', admin: 'admin@example.com' };
const tokens: Record<Account, string> = {
  owner: 'story-session-owner',
  admin: 'story-session-admin',
};
const seeded = seed().users;

/** The seeded owner and admin as the contract's User (for `parameters.user`). */
export const storyUsers = Object.fromEntries(
  (Object.keys(emails) as Account[]).map((account) => [
    account,
    publicUser(seeded.find((u) => u.email === emails[account])!),
  ]),
) as Record<Account, Schemas['User']>;

const hashes: Partial<Record<Account, string>> = {};

/**
 * For stories of pages that call the API as a logged-in user: `parameters.user` skips the
 * session check, and this adds the matching session to the story backend (whose store the
 * global decorator resets) plus its cookie. `setup` shapes the fresh store (idempotent; it
 * runs once after each reset). Spread the result into the meta or a story.
 */
export function withSession(account: Account, setup?: (store: Store) => void) {
  // No context parameter, so it fits loaders of any args type.
  const loader = async () => {
    hashes[account] ??= await sha256(tokens[account]);
    return {};
  };
  const decorator: Decorator = (Story) => {
    const { store } = storyBackend;
    const hash = hashes[account];
    // The sessions map is empty right after the global reset: that is when to set up.
    if (hash && store.state.sessions[hash] === undefined) {
      store.addSession(hash, storyUsers[account]._id);
      document.cookie = `session=${tokens[account]}; Path=/; SameSite=Lax`;
      setup?.(store);
    }
    return <Story />;
  };
  return { parameters: { user: storyUsers[account] }, loaders: [loader], decorators: [decorator] };
}
