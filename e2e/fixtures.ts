import { expect, test as base, type Page } from '@playwright/test';
import { contract } from '../mocks/contract/node.ts';
import { operationIndex } from '../mocks/operations.ts';
import { seedAccounts, seedIds } from '../mocks/store.ts';
import type { Capability } from '../src/api/generated/lists/capability-values.gen.ts';
import { journeyPorts } from '../scripts/test-ports.ts';

/** Seeded accounts (README "Seed data"), defined once in the mock backend. */
export const accounts = seedAccounts;

/** Seeded card numbers (mocks/store.ts `seedIds`). */
export const cards = {
  full: seedIds.fullCard,
  minimal: seedIds.minimalCard,
  light: seedIds.lightCard,
  redirect: seedIds.redirectCard,
  inactive: seedIds.inactiveCard,
} as const;

/** The first of the 24 unowned bulk-created cards. */
export const blankCard = seedIds.firstBlankCard;

/** A mail of the mock mailbox; a vCard sent to a visitor comes as an attachment. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments?: { name: string; type: string; text: string }[];
};

/** The HTTP mock server behind each project that has one (playwright.config.ts). */
const mockServers: Record<string, number | undefined> = {
  'http-mock': journeyPorts.httpMockApi,
  prod: journeyPorts.prodApi,
};

/**
 * The mock mailbox, newest first. In the browser-mock project it is read from the page
 * (the service worker answers `/__mock/mailbox`); over HTTP from the mock server.
 */
export async function readMailbox(page: Page): Promise<Mail[]> {
  const server = mockServers[base.info().project.name];
  if (server) {
    const response = await page.request.get(`http://127.0.0.1:${server}/__mock/mailbox`);
    return (await response.json()) as Mail[];
  }
  return page.evaluate(async () => {
    const response = await fetch('/__mock/mailbox');
    return (await response.json()) as Mail[];
  });
}

/**
 * The first capture group of `pattern` in the newest mail to `to` whose text matches it (a
 * verification code, a reset link), polled until that mail arrives.
 */
export async function fromMailbox(page: Page, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(page)).find((m) => m.to === to && pattern.test(m.text));
      found = mail ? (pattern.exec(mail.text)?.[1] ?? '') : '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** Calls the API from the page (the in-browser mock answers; the session is a cookie). */
export async function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, url, body },
  );
}

/** Where the login form is: `open: false` uses the /login page the tab already shows. */
type LoginOptions = { open?: boolean };

/**
 * Opens /login (unless `open: false`: the page already shown, its tab's state kept, no reload),
 * fills in the form and submits it; waits for nothing. For an attempt that does not reach the
 * dashboard (a wrong password, an unverified account sent on to /verify-email), or a test of
 * what the submit itself shows (its 3 s toast).
 */
export async function submitLogin(
  page: Page,
  account: { email: string; password: string },
  { open = true }: LoginOptions = {},
) {
  if (open) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs a verified account in through the login form ({@link submitLogin}) and waits for the
 * signed-in page: My Profiles, where /dashboard sends every user (spec §2), with the dashboard's
 * "Welcome back!". After it the login's own navigation is over, so the next step is not
 * overtaken by it.
 */
export async function login(
  page: Page,
  account: { email: string; password: string },
  options: LoginOptions = {},
) {
  await submitLogin(page, account, options);
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
}

/**
 * The owner switches contact exchange on for the full card through the editor's Exchange tab,
 * asking for Phone and Note too, and stays logged in.
 */
export async function turnOnExchange(page: Page) {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await page.getByRole('switch', { name: 'Contact exchange' }).check();
  await page.getByRole('checkbox', { name: 'Phone' }).check();
  await page.getByRole('checkbox', { name: 'Note' }).check();
  await page
    .getByRole('tabpanel', { name: 'Exchange' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Contact exchange updated successfully.')).toBeVisible();
}

/**
 * Records the app's scripts as `page` downloads them and holds back, by `holdMs`, each one that
 * contains `held` (a slow line for the words of one catalogue). Returns `downloaded(text)`:
 * whether any script so far contained `text`. Only on the HTTP projects: the in-browser mock's
 * service worker would fetch the scripts past `page.route`.
 */
export async function watchScripts(page: Page, held: string, holdMs = 1500) {
  const scripts: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // A script still on its way when the test ends (its page is gone, nothing to answer), or
      // whose fetched answer Playwright has already let go ("Response has been disposed", now
      // and then in CI): the browser fetches it itself, unrecorded and not held.
      if (!page.isClosed()) await route.continue().catch(() => undefined);
      return;
    }
    scripts.push(body);
    if (body.includes(held)) await new Promise((r) => setTimeout(r, holdMs));
    await route.fulfill({ response, body });
  });
  return { downloaded: (text: string) => scripts.some((body) => body.includes(text)) };
}

const operations = operationIndex(contract);

/**
 * Records every trace on `page` of an optional capability the server does not offer (contract
 * info "Optional capabilities": clients never call an operation of a capability the server did
 * not announce; the `spec-only` scenario is such a server): a request to one of its operations
 * (their `x-capability`), an API answer of 400 or more, a console error, a `[contract drift]`
 * report. The login page's session check is left out: it answers a visitor 401 on purpose.
 * Call it before the journey; `expectNone()` at its end fails the test with what was seen.
 */
export function watchCapabilityTraces(page: Page, capability: Capability) {
  const traces: string[] = [];
  const sessionCheck = (url: string) => new URL(url).pathname === '/api/user/check-auth';
  page.on('request', (request) => {
    const operation = operations.match(request.method(), new URL(request.url()).pathname);
    if (operation?.capability === capability)
      traces.push(`${operation.operationId} called: ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (new URL(url).pathname.startsWith('/api/') && response.status() >= 400 && !sessionCheck(url))
      traces.push(`${response.status()} ${url}`);
  });
  page.on('console', (message) => {
    if (message.text().startsWith('[contract drift]')) traces.push(message.text());
    else if (message.type() === 'error' && !sessionCheck(message.location().url || 'about:blank'))
      traces.push(`console error: ${message.text()}`);
  });
  return {
    expectNone: () => expect(traces, `no trace of ${capability}`).toEqual([]),
  };
}

/**
 * Fails the test on any uncaught page error or Content-Security-Policy violation. The projects
 * on the HTTP mock (http-mock, prod) reset the shared server's data before each test.
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page, request }, use, testInfo) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) errors.push(new Error(message.text()));
      });
      const sharedServer = mockServers[testInfo.project.name];
      if (sharedServer && !testInfo.title.includes('@http-only')) {
        await request.post(`http://127.0.0.1:${sharedServer}/__mock/reset`);
      }
      await use();
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
