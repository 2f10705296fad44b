/**
 * The route table: every page of spec §2, declared once. Read by
 * - the router (src/app/router.tsx), which nests the pages under their guard and lazy-loads
 *   `module`'s `component`;
 * - the dispatcher's early start (src/main.tsx, src/app/early-start.ts), which starts a page's
 *   modules and `calls` while the app downloads;
 * - `vite preview` (build/card-document.ts) and the hosts' rules (deploy/, written by
 *   `npm run deploy:gen` from this table, checked by scripts/deploy-files.test.ts), which answer
 *   a page's `document` for its paths and index.html for every other path that is not a file;
 * - `npm run size` (scripts/route-sizes.ts), a byte budget per page.
 *
 * Adding a page is one entry here (and its budget in scripts/route-budgets.ts). No aliases or
 * packages: plain Node reads this file too (size-limit loads it without a bundler), and so do
 * the build's plugins. The card's page and its path rule are in ./card-path.ts, which the
 * dispatcher loads without this table.
 */
import type { Capability } from '../api/capabilities.ts';
import { cardPage } from './card-path.ts';

/**
 * Who passes a page's guards (src/app/guards.tsx): `public-only` a visitor not logged in (a
 * signed-in user is sent on), `verify-email` a user not yet verified, `verified` a verified user
 * (the dashboard's pages), `admin` a verified admin, `none` anyone.
 */
export type Guard = 'none' | 'public-only' | 'verify-email' | 'verified' | 'admin';

/** One page of the app. */
export type Page = {
  /** The path (React Router syntax, which is URL Pattern syntax too: `:param`, `*`). */
  path: string;
  /** The route module's source file, from the project root; the router loads it lazily. */
  module: string;
  /** The component `module` exports for this page. */
  component: string;
  guard: Guard;
  /**
   * The GET calls (API path with its query string, as the page's queries ask for them) the
   * page's first render makes: the dispatcher starts them early for a user who passes `guard`.
   */
  calls?: string[];
  /** The page's own HTML document in the build; hosts answer it for the page's paths. */
  document?: string;
  /**
   * Chunks the page loads on its first render besides its module (its own lazy parts, the
   * validators of an optional capability's answers): counted by `npm run size`.
   */
  alsoLoads?: string[];
  /**
   * The optional capability (src/api/capabilities.ts) the page belongs to. On a server that did
   * not announce it the page does not exist: the router sends its path to the dashboard's home,
   * and the dashboard menu leaves its entry out.
   */
  capability?: Capability;
};

/**
 * What every page inside /dashboard renders around it (guards `verified` and `admin`): the
 * dashboard's shell (header, menu) and the Mantine CSS of its components.
 */
export const dashboardShell = {
  module: 'src/app/layouts/dashboard-layout.tsx',
  component: 'DashboardLayout',
  styles: 'src/app/mantine-dashboard-styles.ts',
} as const;

/** The status pages' module: /access-denied, /error, not found, and the router's error element. */
export const statusPages = 'src/app/routes/status-pages.tsx';

const auth = (name: string) => `src/features/auth/routes/${name}.tsx`;
const profileList = 'src/features/profiles/routes/profile-list.tsx';
const editor = 'src/features/editor/routes/editor.tsx';
const insights = 'src/features/insights/routes/insights.tsx';
/** The validators of the insights answer, which the client loads with the page's first call. */
const insightsLoads = ['src/api/validate-card-insights-envelope.gen.js'];
/** The editor's route module fetches the card and loads its screen and first tab beside it. */
const editorLoads = [
  'src/features/editor/components/editor-screen.tsx',
  'src/features/editor/components/sections/general-section.tsx',
];

/** Every page, the card's and the status pages included. */
export const pages: Page[] = [
  { path: '/register', module: auth('register'), component: 'RegisterPage', guard: 'public-only' },
  { path: '/login', module: auth('login'), component: 'LoginPage', guard: 'public-only' },
  {
    path: '/forgot-password',
    module: auth('forgot-password'),
    component: 'ForgotPasswordPage',
    guard: 'public-only',
  },
  {
    path: '/reset-password/:resetToken',
    module: auth('reset-password'),
    component: 'ResetPasswordPage',
    guard: 'public-only',
  },
  {
    path: '/verify-email',
    module: auth('verify-email'),
    component: 'VerifyEmailPage',
    guard: 'verify-email',
  },
  {
    path: '/dashboard/my-profiles',
    module: profileList,
    component: 'MyProfilesPage',
    guard: 'verified',
    calls: ['/api/profile'],
  },
  {
    path: '/dashboard/my-profiles/:profileId',
    module: editor,
    component: 'OwnerEditorPage',
    guard: 'verified',
    alsoLoads: editorLoads,
  },
  {
    path: '/dashboard/my-account',
    module: 'src/features/account/routes/my-account.tsx',
    component: 'MyAccountPage',
    guard: 'verified',
  },
  {
    // Its module imports the charts and their CSS: no other page's first visit grows.
    path: '/dashboard/my-profiles/:profileId/insights',
    module: insights,
    component: 'OwnerInsightsPage',
    guard: 'verified',
    alsoLoads: insightsLoads,
    capability: 'insights',
  },
  {
    path: '/dashboard/all-profiles/:profileId/insights',
    module: insights,
    component: 'AdminInsightsPage',
    guard: 'admin',
    alsoLoads: insightsLoads,
    capability: 'insights',
  },
  {
    path: '/dashboard/contacts',
    module: 'src/features/contacts/routes/contacts-page.tsx',
    component: 'ContactsPage',
    guard: 'verified',
    capability: 'contactExchange',
    // The contact list's validators, which the client loads with the page's first call.
    alsoLoads: ['src/api/validate-contact-list-envelope.gen.js'],
  },
  {
    path: '/dashboard/all-profiles',
    module: profileList,
    component: 'AllProfilesPage',
    guard: 'admin',
    calls: ['/api/profile?admin=true&page=1&pageSize=100'],
  },
  {
    path: '/dashboard/all-profiles/:profileId',
    module: editor,
    component: 'AdminEditorPage',
    guard: 'admin',
    alsoLoads: editorLoads,
  },
  {
    path: '/dashboard/create-profile',
    module: 'src/features/admin/routes/create-profile.tsx',
    component: 'CreateProfilePage',
    guard: 'admin',
  },
  cardPage,
  { path: '/access-denied', module: statusPages, component: 'AccessDeniedPage', guard: 'none' },
  { path: '/error', module: statusPages, component: 'ErrorPage', guard: 'none' },
  { path: '/*', module: statusPages, component: 'NotFoundPage', guard: 'none' },
];

/** Whether `guard` lets `user` in (null: logged out). The guards' own rule (src/app/guards.tsx). */
export function passes(
  guard: Guard,
  user: { isVerified: boolean; isAdmin: boolean } | null,
): boolean {
  switch (guard) {
    case 'none':
      return true;
    case 'public-only':
      return user === null;
    case 'verify-email':
      return user !== null && !user.isVerified;
    case 'verified':
      return user?.isVerified === true;
    case 'admin':
      return user?.isVerified === true && user.isAdmin;
  }
}
