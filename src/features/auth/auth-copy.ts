/** The heading and line of the sign-in pages (spec §2), as their `AuthCard` shows them. */
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
