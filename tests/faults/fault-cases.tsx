import { act, screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type userEvent from '@testing-library/user-event';
import { backend } from '@mocks/node';
import type { OperationId } from '@mocks/operations';
import { seedIds } from '@mocks/store';
import { renderCardPage } from '@tests/support/card-page';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

type User = ReturnType<typeof userEvent.setup>;

/** A case's screen once open: the person's userEvent and the path the browser is at. */
export type Screen = { user: User; path: () => string };

/** The app's routes, through the router. */
function inTheApp(route: string): Screen {
  const { user, router } = renderRoute(route);
  return { user, path: () => router.state.location.pathname };
}

/** Who opens a case's route: a seeded account (README "Seed data"), or `nobody` signed in. */
type Who = keyof typeof accounts | 'nobody';
const signIn: Record<Who, () => Promise<unknown>> = {
  nobody: async () => undefined,
  admin: () => loginAs(accounts.admin.email, accounts.admin.password),
  owner: () => loginAs(accounts.owner.email, accounts.owner.password),
  pending: () => loginAs(accounts.pending.email, accounts.pending.password),
};

/**
 * One call the app makes, and how a person triggers it (a row of the fault table).
 * - `expectOnFailure`: the spec §8 fallback toast, or `error-page` (navigates to /error with
 *   'Failed to load profile'), or `login-page` (treated as logged out);
 * - `typed`: fields whose typed values must survive a failure;
 * - `session`: calls that need one also get the "401 mid-session" fault (user → /login);
 * - `settled`: text the screen shows once the call's answer arrives without a fault (a success
 *   toast, the server's message, or the loaded page), what a slow answer must end in.
 */
export type FaultCase = {
  call: string;
  /** The contract operation that fails (the mock backend's per-operation injection). */
  operation: OperationId;
  as: Who;
  route: string;
  ready: () => Promise<unknown>;
  act: (user: User) => Promise<void>;
  expectOnFailure: { toast: string } | 'error-page' | 'login-page';
  settled: string;
  typed?: [label: string, value: string][];
  session: boolean;
  /** Set-up before the route renders (fake timers for the resend wait, a logo to delete). */
  arrange: () => void;
  /**
   * How the route opens: in the app (the router), or, for a card, as a visitor gets it (the
   * lean card page of src/main.tsx).
   */
  opens: (route: string) => Screen;
  /** How this screen shows a call in flight, when not a loading button or spinner. */
  busy?: () => boolean;
};

/** A case as written below: who opens it, its set-up and how it opens have defaults. */
type CaseInput = Omit<FaultCase, 'as' | 'arrange' | 'opens'> &
  Partial<Pick<FaultCase, 'as' | 'arrange' | 'opens'>>;

const withDefaults = (c: CaseInput): FaultCase => ({
  as: 'nobody',
  arrange: () => undefined,
  opens: inTheApp,
  ...c,
});

/** Renders the case's route, signed in as its account, after its own set-up. */
export async function open(c: FaultCase): Promise<Screen> {
  c.arrange();
  await signIn[c.as]();
  return c.opens(c.route);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
async function type(user: User, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

const editorRoute = `/dashboard/my-profiles/${seedIds.fullCard}`;
// The editor's screen is its own chunk, loaded while the card is fetched: give a busy machine
// the time openEditor gives it.
const editorReady = () => screen.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
async function openSection(user: User, name: string) {
  const details = within(screen.getByRole('region', { name: 'Edit Details' }));
  await user.click(details.getByRole('tab', { name }));
  // A section's code loads when its tab is first opened.
  return within(await details.findByRole('form', { name }));
}

/** A section save: open its tab, change one field, press Save. */
function sectionCase(
  section: string,
  label: string,
  value: string,
  fallback: string,
  settled: string,
  as: 'owner' | 'admin' = 'owner',
): CaseInput {
  return {
    call: `updateProfile (${section.toLowerCase()})`,
    operation: 'updateProfile',
    as,
    route: as === 'admin' ? `/dashboard/all-profiles/${seedIds.fullCard}` : editorRoute,
    ready: editorReady,
    act: async (user) => {
      const form = await openSection(user, section);
      const input = form.getByLabelText(label, { selector: 'input, textarea' });
      await user.clear(input);
      await user.type(input, value);
      await user.click(form.getByRole('button', { name: 'Save' }));
    },
    expectOnFailure: { toast: fallback },
    settled,
    typed: [[label, value]],
    session: true,
  };
}

const cases: CaseInput[] = [
  {
    call: 'checkAuth',
    operation: 'checkAuth',
    route: '/',
    ready: async () => undefined,
    act: async () => undefined,
    expectOnFailure: 'login-page',
    settled: 'Forgot Password ?',
    session: false,
  },
  {
    call: 'register',
    operation: 'register',
    route: '/register',
    ready: () => screen.findByRole('button', { name: 'Register' }),
    act: async (user) => {
      await type(user, 'Name', 'Asha Rao');
      await type(user, 'Email', 'asha@example.com');
      await type(user, 'Phone number', '9876543210');
      await type(user, 'Password', 'Secret@123');
      await type(user, 'Retype password', 'Secret@123');
      await user.click(screen.getByRole('button', { name: 'Register' }));
    },
    expectOnFailure: { toast: 'Registration Failed.' },
    settled: 'Registration Successful. Please Verify your email.',
    typed: [
      ['Name', 'Asha Rao'],
      ['Email', 'asha@example.com'],
      ['Phone number', '9876543210'],
    ],
    session: false,
  },
  {
    call: 'verifyEmail',
    operation: 'verifyEmail',
    as: 'pending',
    route: '/verify-email',
    ready: () => screen.findByLabelText('Verification code'),
    act: async (user) => {
      await type(user, 'Verification code', '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    },
    expectOnFailure: { toast: 'Verification Failed' },
    settled: 'Invalid verification code.',
    typed: [['Verification code', '123456']],
    session: true,
  },
  {
    call: 'resendVerification',
    operation: 'resendVerification',
    as: 'pending',
    route: '/verify-email',
    ready: async () => {
      await screen.findByLabelText('Verification code');
      await act(() => vi.advanceTimersByTimeAsync(31_000));
    },
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
    },
    busy: () => screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled'),
    arrange: () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      onTestFinished(() => {
        vi.useRealTimers();
      });
    },
    expectOnFailure: { toast: 'Failed to send new code.' },
    settled: 'New code sent to your email.',
    session: true,
  },
  {
    call: 'login',
    operation: 'login',
    route: '/login',
    ready: () => screen.findByRole('button', { name: 'Login' }),
    act: async (user) => {
      await type(user, 'Email', accounts.owner.email);
      await type(user, 'Password', accounts.owner.password);
      await user.click(screen.getByRole('button', { name: 'Login' }));
    },
    expectOnFailure: { toast: 'Login failed.' },
    settled: 'Logged in successfully.',
    typed: [
      ['Email', accounts.owner.email],
      ['Password', accounts.owner.password],
    ],
    session: false,
  },
  {
    call: 'logout',
    operation: 'logout',
    as: 'owner',
    route: '/dashboard/my-account',
    ready: () => screen.findByRole('heading', { name: 'Welcome back!' }),
    act: async (user) => {
      await user.click(
        within(screen.getByRole('navigation', { name: 'Dashboard menu' })).getByRole('button', {
          name: 'Logout',
        }),
      );
    },
    busy: () => {
      const button = within(screen.getByRole('navigation', { name: 'Dashboard menu' })).getByRole(
        'button',
        { name: 'Logout' },
      );
      return button.hasAttribute('disabled') || button.hasAttribute('data-disabled');
    },
    expectOnFailure: { toast: 'Logout failed' },
    settled: 'Logged out',
    session: true,
  },
  {
    call: 'forgotPassword',
    operation: 'forgotPassword',
    route: '/forgot-password',
    ready: () => screen.findByRole('button', { name: 'Send Email' }),
    act: async (user) => {
      await type(user, 'Email', 'owner@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Email' }));
    },
    expectOnFailure: { toast: 'Failed to initiate password reset.' },
    settled: 'Password reset link sent to your email.',
    typed: [['Email', 'owner@example.com']],
    session: false,
  },
  {
    call: 'resetPassword',
    operation: 'resetPassword',
    route: '/reset-password/abc123',
    ready: () => screen.findByRole('button', { name: 'Change' }),
    act: async (user) => {
      await type(user, 'Password', 'Fresh@123');
      await type(user, 'Retype password', 'Fresh@123');
      await user.click(screen.getByRole('button', { name: 'Change' }));
    },
    expectOnFailure: { toast: 'Password reset failed.' },
    settled: 'The reset link is invalid or has expired.',
    typed: [['Password', 'Fresh@123']],
    session: false,
  },
  {
    call: 'updateUser (details)',
    operation: 'updateUser',
    as: 'owner',
    route: '/dashboard/my-account',
    ready: () => screen.findByRole('button', { name: 'Edit details' }),
    act: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await type(user, 'Name', 'Owen Renamed');
      await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    },
    expectOnFailure: { toast: 'Failed to edit details.' },
    settled: 'Details edited successfully.',
    typed: [['Name', 'Owen Renamed']],
    session: true,
  },
  {
    call: 'updateUser (password)',
    operation: 'updateUser',
    as: 'owner',
    route: '/dashboard/my-account',
    ready: () => screen.findByLabelText('Old password'),
    act: async (user) => {
      await type(user, 'Old password', accounts.owner.password);
      await type(user, 'New password', 'Fresh@123');
      await type(user, 'Retype new password', 'Fresh@123');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
    },
    expectOnFailure: { toast: 'Failed to edit password.' },
    settled: 'Password edited successfully.',
    typed: [['New password', 'Fresh@123']],
    session: true,
  },
  {
    call: 'listProfiles',
    operation: 'listProfiles',
    as: 'owner',
    route: '/dashboard/my-profiles',
    ready: async () => undefined,
    act: async () => undefined,
    expectOnFailure: 'error-page',
    settled: 'Owen Light',
    session: true,
  },
  {
    call: 'listProfiles (admin)',
    operation: 'listProfiles',
    as: 'admin',
    route: '/dashboard/all-profiles',
    ready: async () => undefined,
    act: async () => undefined,
    expectOnFailure: 'error-page',
    settled: 'Owen Light',
    session: true,
  },
  {
    call: 'createProfiles',
    operation: 'createProfiles',
    as: 'admin',
    route: '/dashboard/create-profile',
    ready: () => screen.findByRole('button', { name: 'Create' }),
    act: async (user) => {
      await user.type(screen.getByLabelText(/^Profile's name/), 'Event staff');
      await user.click(screen.getByRole('button', { name: 'Create' }));
    },
    expectOnFailure: { toast: 'Failed to create Profiles.' },
    settled: 'Profiles created.',
    typed: [["Profile's name *", 'Event staff']],
    session: true,
  },
  {
    call: 'getPublicProfile',
    operation: 'getPublicProfile',
    route: `/profile/${seedIds.fullCard}`,
    opens: renderCardPage,
    ready: async () => undefined,
    act: async () => undefined,
    // profile.html's skeleton (role status, `aria-busy`) until the card arrives.
    busy: () => screen.queryByRole('status', { busy: true }) !== null,
    expectOnFailure: 'error-page',
    settled: 'Owen Owner',
    session: false,
  },
  {
    call: 'getProfileForEdit',
    operation: 'getProfileForEdit',
    as: 'owner',
    route: editorRoute,
    ready: async () => undefined,
    act: async () => undefined,
    expectOnFailure: 'error-page',
    settled: 'Edit Details',
    session: true,
  },
  sectionCase(
    'General',
    'Tag line',
    'New tag line',
    'Failed to update general data.',
    'General data updated successfully.',
  ),
  sectionCase(
    'Contact',
    'Email 1 name',
    'Desk',
    'Failed to update contact details.',
    'Contact details updated successfully.',
  ),
  sectionCase(
    'Socials',
    'Website',
    'https://new.example.com',
    'Failed to update socials.',
    'Socials updated successfully.',
  ),
  sectionCase(
    'Location',
    'City',
    'Mysuru',
    'Failed to update location.',
    'Location updated successfully.',
  ),
  sectionCase(
    'Documents',
    'Document 1 name',
    'Catalogue',
    'Failed to update documents.',
    'Documents updated successfully.',
  ),
  sectionCase(
    'Other',
    'UPI payee name',
    'Owen O',
    'Failed to update other details.',
    'Other details updated successfully.',
  ),
  sectionCase(
    'Meta',
    'Owner email',
    'admin@example.com',
    'Failed to update meta details.',
    'Meta details updated successfully.',
    'admin',
  ),
  {
    call: 'updateProfile (style)',
    operation: 'updateProfile',
    as: 'owner',
    route: editorRoute,
    ready: editorReady,
    act: async (user) => {
      await user.click(screen.getByRole('radio', { name: /Pink/ }));
      await user.click(screen.getByRole('button', { name: 'Save styles' }));
    },
    expectOnFailure: { toast: 'Failed to update styles.' },
    settled: 'Styles updated successfully.',
    session: true,
  },
  {
    call: 'deleteLogo',
    operation: 'deleteLogo',
    as: 'owner',
    route: editorRoute,
    arrange: giveFullCardALogo,
    ready: async () => {
      await editorReady();
    },
    act: async (user) => {
      const details = within(screen.getByRole('region', { name: 'Edit Details' }));
      await user.click(details.getByRole('tab', { name: 'Logo' }));
      // The logo section's code loads when its tab is first opened.
      await user.click(await screen.findByRole('button', { name: 'Delete logo' }));
    },
    expectOnFailure: { toast: 'Failed to delete logo.' },
    settled: 'Logo deleted successfully !',
    session: true,
  },
];

export const faultCases: FaultCase[] = cases.map(withDefaults);

/** Gives the seeded full card an uploaded logo so its delete button shows. */
export function giveFullCardALogo() {
  backend.store.profileById(seedIds.fullCard)!.general.logo = {
    name: 'profile/logos/custom',
    content: 'data:image/png;base64,iVBORw0KGgo=',
  };
}
