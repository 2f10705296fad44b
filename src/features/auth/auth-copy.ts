/**
 * The heading and line of the sign-in pages (spec §2), by their route module's name in
 * src/app/route-modules.ts: the pages' `AuthCard` shows them, and the dispatcher paints them in
 * index.html's sign-in shell before the page's code has loaded (`paintFirstScreen`, issue #20).
 */
export const authCopy = {
  login: { title: 'Login', description: 'Welcome back. Log in to manage your cards.' },
  register: {
    title: 'Create an Account',
    description: 'Register to create and manage your digital cards.',
  },
  forgotPassword: {
    title: 'Forgot Password ?',
    description: 'No worries. We will send you a password reset link.',
  },
  resetPassword: {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
  },
} as const;
