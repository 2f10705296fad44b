import type { components } from '@/api/generated/schema.gen';
import { messagesOf, refuse, sessions, type CurrentSession, type MockContext } from './context';

type Profile = components['schemas']['Profile'];

/**
 * Whether the user with this e-mail owns the card: its `meta.owner` is that address, compared
 * case-insensitively (an e-mail address is one account however it is cased, as at login).
 * An unowned card has no owner. Editing, the card list and the contacts all ask this.
 */
export const owns = (profile: Profile, email: string): boolean =>
  profile.meta.owner?.email.toLowerCase() === email.toLowerCase();

/**
 * The one place the handlers check who may do what (contract "Reference rules"). Each guard
 * resolves to what the handler needs, or to the refusal `Response` the handler returns as is:
 *
 * ```ts
 * const auth = await guard.requireEditable(cookies, params.profileId);
 * if (auth instanceof Response) return auth;
 * ```
 */
export function createGuard(ctx: MockContext) {
  const session = sessions(ctx);

  /** 401 without a live session (`Your session has expired…` after the idle time). */
  async function requireUser(cookies: Record<string, string>) {
    const current = await session.current(cookies);
    if (current === 'none') return refuse(401, messagesOf.login);
    if (current === 'expired') return refuse(401, messagesOf.expired);
    return current;
  }

  /** As requireUser, then 403 for a user whose e-mail is not verified yet. */
  async function requireVerified(cookies: Record<string, string>) {
    const current = await requireUser(cookies);
    if (current instanceof Response) return current;
    if (!current.user.isVerified) return refuse(403, messagesOf.unverified);
    return current;
  }

  /** As requireVerified, then 403 for anyone but an admin. */
  async function requireAdmin(cookies: Record<string, string>) {
    const current = await requireVerified(cookies);
    if (current instanceof Response) return current;
    if (!current.user.isAdmin) return refuse(403, messagesOf.forbidden);
    return current;
  }

  /**
   * The card `profileId` for a signed-in `user`: 404 for an unknown card; unless the user owns
   * it or (with `admins`) is an admin, 403, or with `hidden` the same 404 as an unknown card.
   * Editing lets admins in and answers 403 (contract `getProfileForEdit`); a card's contacts
   * let only the owner in and answer 404, so nobody learns from the answer what is there (a
   * visitor gave their contact to the owner, contract `listContacts`).
   */
  function cardOf(
    user: CurrentSession['user'],
    profileId: string,
    { admins, hidden = false }: { admins: boolean; hidden?: boolean },
  ): Response | Profile {
    const profile = ctx.store.profileById(profileId);
    if (!profile) return refuse(404, messagesOf.notFound);
    if (!(admins && user.isAdmin) && !owns(profile, user.email)) {
      return hidden ? refuse(404, messagesOf.notFound) : refuse(403, messagesOf.forbidden);
    }
    return profile;
  }

  /**
   * As requireVerified, then 404 for an unknown card and 403 unless the user owns the card
   * or is an admin (contract `getProfileForEdit`).
   */
  async function requireEditable(
    cookies: Record<string, string>,
    profileId: string,
  ): Promise<Response | (CurrentSession & { profile: Profile })> {
    const current = await requireVerified(cookies);
    if (current instanceof Response) return current;
    const profile = cardOf(current.user, profileId, { admins: true });
    if (profile instanceof Response) return profile;
    return { ...current, profile };
  }

  /**
   * A card any visitor may use, no session needed: 404 for an unknown card, 403 `This profile
   * is inactive.` for one an admin switched off (contract `getPublicProfile`, `leaveContact`,
   * `mailContactFile`, `recordCardEvent`). Resolves to the card.
   */
  function requireActiveCard(profileId: string): Response | Profile {
    const profile = ctx.store.profileById(profileId);
    if (!profile) return refuse(404, messagesOf.notFound);
    if (!profile.meta.isActive) return refuse(403, messagesOf.inactive);
    return profile;
  }

  return {
    session,
    requireUser,
    requireVerified,
    requireAdmin,
    requireEditable,
    requireActiveCard,
    cardOf,
  };
}
