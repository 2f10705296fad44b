import type { Store } from './store';

const minute = 60 * 1000;
const hour = 60 * minute;
/** A day in ms: the longest throttle window, and how long a throttle keeps an event. */
export const day = 24 * hour;

/**
 * The header through which the HTTP mock tells the handlers which client sent a request (its
 * socket address, or with `trustProxy` the address nginx put in `X-Forwarded-For`). The server
 * overwrites any value a client sends; without it (the in-browser mock, msw/node) every request
 * is the one client `local`.
 */
export const clientAddressHeader = 'x-tapcard-client-address';

/** Which client a request is from (see `clientAddressHeader`). */
export const clientOf = (request: Request) => request.headers.get(clientAddressHeader) ?? 'local';

/**
 * Domains whose mailboxes ignore dots in the local part (`v.ictim@gmail.com` is
 * `victim@gmail.com`), each with the domain its mail goes to.
 */
const dotlessDomains: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches, the key of every per-address throttle (contract "Reference
 * rules", throttles): lower-cased and trimmed, the local part cut at its first `+` (a
 * sub-address tag, RFC 5233), and for domains that ignore dots (gmail.com, googlemail.com) the
 * dots removed and the domain made one. So `V.ictim+1@GoogleMail.com` and `victim@gmail.com`
 * count as one mailbox, and tags or dots cannot multiply a mailbox's limit.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  local = local.split('+')[0] ?? local;
  const dotless = dotlessDomains[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** One limit: at most `limit` events of a key (an address, a client, an account) per window. */
export type ThrottleRule = { scope: string; limit: number; windowMs: number };

/**
 * Contract "Reference rules", throttles (ASVS V2.2.1 anti-automation, V2.5.7 and V2.7 for
 * mailed secrets). Each call that mails or guesses counts; over a limit the call answers 429
 * with `Retry-After` until the oldest counted event leaves the window.
 */
export const throttleRules = {
  forgotPassword: [
    { scope: 'address', limit: 3, windowMs: hour },
    { scope: 'address', limit: 10, windowMs: day },
    { scope: 'client', limit: 10, windowMs: hour },
    { scope: 'client', limit: 50, windowMs: day },
  ],
  /** Besides the 30 s between two codes (spec §9). */
  resendVerification: [
    { scope: 'account', limit: 5, windowMs: hour },
    { scope: 'account', limit: 10, windowMs: day },
    { scope: 'client', limit: 10, windowMs: hour },
    { scope: 'client', limit: 50, windowMs: day },
  ],
  register: [
    { scope: 'address', limit: 3, windowMs: day },
    { scope: 'client', limit: 5, windowMs: hour },
    { scope: 'client', limit: 20, windowMs: day },
  ],
  /** Wrong codes; besides the 5 wrong codes that void one code. */
  verifyEmail: [
    { scope: 'account', limit: 20, windowMs: day },
    { scope: 'client', limit: 20, windowMs: hour },
    { scope: 'client', limit: 100, windowMs: day },
  ],
  /**
   * A visitor leaving their contact (capability `contactExchange`). The card's limits count
   * only repeats, contacts from a client that already left one on the card within a day (key
   * `card` given only for those), so senders are slowed but a new visitor is never locked out.
   */
  leaveContact: [
    { scope: 'client', limit: 5, windowMs: hour },
    { scope: 'client', limit: 20, windowMs: day },
    { scope: 'card', limit: 10, windowMs: hour },
    { scope: 'card', limit: 50, windowMs: day },
  ],
  /**
   * The owner's mails about new contacts: at most one per card an hour and 20 per owner a day;
   * the contacts meanwhile are counted in the next one and listed in Contacts.
   */
  contactNotice: [
    { scope: 'card', limit: 1, windowMs: hour },
    { scope: 'owner', limit: 20, windowMs: day },
  ],
  /**
   * "E-mail me this contact": mails to any address, so per mailbox ({@link mailboxKey}), per
   * client and per card, each with a daily cap: one inbox gets at most 5 a day however its
   * address is spelled, and no card becomes a way to mail many. The card's limits count only
   * repeats, as `leaveContact`'s do, so nobody can switch the mail off for a card's visitors.
   */
  mailContactFile: [
    { scope: 'address', limit: 3, windowMs: hour },
    { scope: 'address', limit: 5, windowMs: day },
    { scope: 'client', limit: 10, windowMs: hour },
    { scope: 'client', limit: 30, windowMs: day },
    { scope: 'card', limit: 20, windowMs: hour },
    { scope: 'card', limit: 100, windowMs: day },
  ],
  /** Card page events (contract "Insights"): plenty for people, a wall for a script. */
  recordCardEvent: [{ scope: 'client', limit: 120, windowMs: minute }],
} as const satisfies Record<string, readonly ThrottleRule[]>;

/**
 * Failed logins (ASVS V2.2.1: no hard lock of the account). `free` wrong passwords per window
 * cost nothing; each further one makes the next attempt from the same key wait
 * `firstDelayMs` doubled per failure beyond `free`, at most `maxDelayMs`, counted from the last
 * failure. Keys: the account from one client (so the owner on another client still logs in),
 * and one client across every account. Past the `global` budget of failed logins on the whole
 * server within the window, a client with any failed login in it waits `global.delayMs` after
 * the latest failure; clients without failures log in as usual.
 */
export const loginThrottle = {
  windowMs: 15 * minute,
  accountPerClient: { free: 5 },
  client: { free: 20 },
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * minute,
  global: { budget: 1000, delayMs: minute },
} as const;

/**
 * Throttle bookkeeping over the store (`store.state.throttles`: key → event times in ms).
 * Nothing here commits: the handler's one `store.commit()` persists the count with the rest of
 * its change, so throttling adds no write of its own (a signed-in request also saves its
 * session's idle clock). A handler that counts an event and then refuses (a wrong password, a
 * wrong code, a taken address) must still commit, or the count is lost on the next page load.
 */
export function throttles(store: Store) {
  const recent = (key: string, windowMs: number, now: number) =>
    (store.state.throttles[key] ?? []).filter((t) => t > now - windowMs);

  return {
    /**
     * How long (ms) before `rules` allow another event for these keys (0: now). `keys` maps a
     * rule's scope to the key of this request (e.g. `{ address: 'a@b.c', client: '1.2.3.4' }`).
     */
    waitMs(name: string, rules: readonly ThrottleRule[], keys: Record<string, string>) {
      const now = Date.now();
      let wait = 0;
      for (const rule of rules) {
        const key = keys[rule.scope];
        if (key === undefined) continue;
        const times = recent(`${name}:${rule.scope}:${key}`, rule.windowMs, now);
        if (times.length < rule.limit) continue;
        const oldest = times[times.length - rule.limit] ?? now;
        wait = Math.max(wait, oldest + rule.windowMs - now);
      }
      return wait;
    },
    /**
     * Counts one event for each scope's key (older events than a day are dropped), without
     * committing. For a handler that checks (`waitMs`) before it validates and counts only a
     * valid request; otherwise {@link take}.
     */
    record(name: string, keys: Record<string, string>) {
      const now = Date.now();
      for (const [scope, key] of Object.entries(keys)) {
        const k = `${name}:${scope}:${key}`;
        store.state.throttles[k] = [...recent(k, day, now), now];
      }
    },
    /**
     * `waitMs`, and when the rules allow the event now (0), `record` it: the wait in ms, 0 when
     * the event was counted. Does not commit (see above).
     */
    take(name: string, rules: readonly ThrottleRule[], keys: Record<string, string>) {
      const wait = this.waitMs(name, rules, keys);
      if (wait === 0) this.record(name, keys);
      return wait;
    },
    /**
     * The keys of an event of `client` on `card` whose card limits count only repeats (contract
     * "Throttles": `leaveContact`, `mailContactFile`): the client, the pair (this client on this
     * card) and, when the pair already has an event within a day, the card. So the card's
     * limits slow a repeat sender and never refuse a client's first event on the card.
     */
    cardKeys(name: string, client: string, card: string): Record<string, string> {
      const pair = `${client}|${card}`;
      const repeat = recent(`${name}:pair:${pair}`, day, Date.now()).length > 0;
      return repeat ? { client, pair, card } : { client, pair };
    },
    /** When the latest event of one key within the last day was (ms), if any. */
    latest(name: string, scope: string, key: string): number | undefined {
      return recent(`${name}:${scope}:${key}`, day, Date.now()).at(-1);
    },
    /** Forgets the events of one key (a successful login clears its account's failures). */
    clear(name: string, scope: string, key: string) {
      delete store.state.throttles[`${name}:${scope}:${key}`];
    },
    /** The growing delay of failed logins for an account from a client (see `loginThrottle`). */
    loginWaitMs(account: string, client: string) {
      const now = Date.now();
      const { windowMs, firstDelayMs, maxDelayMs } = loginThrottle;
      const growing = (times: number[], free: number) => {
        const last = times[times.length - 1];
        if (times.length < free || last === undefined) return 0;
        const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (times.length - free));
        return Math.max(0, last + delay - now);
      };
      let wait = Math.max(
        growing(
          recent(`login:pair:${account}|${client}`, windowMs, now),
          loginThrottle.accountPerClient.free,
        ),
        growing(recent(`login:client:${client}`, windowMs, now), loginThrottle.client.free),
      );
      const global = recent('login:global:all', windowMs, now);
      const clientFailed = recent(`login:client:${client}`, windowMs, now).length > 0;
      if (global.length >= loginThrottle.global.budget && clientFailed) {
        const last = global[global.length - 1] ?? now;
        wait = Math.max(wait, last + loginThrottle.global.delayMs - now);
      }
      return wait;
    },
    /** Counts a wrong password of an account from a client (no commit: see above). */
    loginFailed(account: string, client: string) {
      this.record('login', { pair: `${account}|${client}`, client, global: 'all' });
    },
  };
}

/** `Retry-After` (RFC 9110 §10.2.3) in whole seconds, at least 1. */
export const retryAfter = (ms: number) => ({
  'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))),
});

/** "30 seconds", "1 minute", "15 minutes": the wait of a 429 for people. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
