import { limits } from '../../src/lib/validation/rules';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateDetailsRequestSchema,
  updatePasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../src/lib/validation/schemas';
import { newId } from '../factories';
import {
  hashPassword,
  publicUser,
  randomCode,
  randomToken,
  sha256,
  type StoredUser,
} from '../store';
import { err, http, invalid, readBody, sessions, unauthorized, type MockContext } from './context';

const codeLifetimeMs = 10 * 60 * 1000;
const resetLifetimeMs = 60 * 60 * 1000;
const maxCodeAttempts = 5;

/** Handlers of the contract's `user` tag over the store (rules: issue #2, spec §5). */
export function userHandlers(ctx: MockContext) {
  const { store } = ctx;
  const session = sessions(ctx);

  function mailCode(user: StoredUser) {
    const code = randomCode();
    const now = Date.now();
    user.verification = { code, issuedAt: now, attempts: 0, lastSentAt: now };
    store.send(
      user.email,
      'Verify your email',
      `Your verification code is ${code}. It is valid for 10 minutes.`,
    );
  }

  return [
    http.get('/api/user/check-auth', async ({ cookies, response }) => {
      const user = await session.user(cookies);
      if (!user) return response(401).json(unauthorized);
      return response(200).json({
        success: true,
        message: 'Authenticated.',
        data: { user: publicUser(user) },
      });
    }),

    http.post('/api/user/register', async ({ request, response }) => {
      const parsed = registerRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const body = parsed.data;
      if (store.userByEmail(body.email)) {
        return response(409).json(
          err('Email is already registered.', { email: 'Email is already registered.' }),
        );
      }
      const user: StoredUser = {
        _id: newId(),
        name: body.name.trim(),
        email: body.email.toLowerCase(),
        phone: { code: 'IN', number: body.phone.number },
        isVerified: false,
        isAdmin: false,
        passwordHash: await hashPassword(body.password),
      };
      store.state.users.push(user);
      mailCode(user);
      const headers = await session.start(user._id);
      return response(201).json(
        {
          success: true,
          message: 'Registration Successful. Please Verify your email.',
          data: { user: publicUser(user) },
        },
        { headers },
      );
    }),

    http.post('/api/user/verify-email', async ({ request, cookies, response }) => {
      const user = await session.user(cookies);
      if (!user) return response(401).json(unauthorized);
      const parsed = verifyEmailRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      if (user.isVerified) return response(400).json(err('Email is already verified.'));
      const v = user.verification;
      if (!v) return response(400).json(err('No code was sent. Please request a new code.'));
      if (v.attempts >= maxCodeAttempts) {
        return response(429).json(err('Too many wrong codes. Please request a new code.'));
      }
      if (Date.now() - v.issuedAt > codeLifetimeMs) {
        return response(400).json(err('The code has expired. Please request a new code.'));
      }
      if (parsed.data.code !== v.code) {
        v.attempts += 1;
        store.commit();
        return response(400).json(
          err('Invalid verification code.', { code: 'Invalid verification code.' }),
        );
      }
      user.isVerified = true;
      delete user.verification;
      store.commit();
      return response(200).json({
        success: true,
        message: 'Email verified successfully.',
        data: { user: publicUser(user) },
      });
    }),

    http.post('/api/user/resend-verification', async ({ cookies, response }) => {
      const user = await session.user(cookies);
      if (!user) return response(401).json(unauthorized);
      if (user.isVerified) return response(400).json(err('Email is already verified.'));
      const waitMs = limits.resendWaitSeconds * 1000;
      if (user.verification && Date.now() - user.verification.lastSentAt < waitMs) {
        return response(429).json(err('Please wait 30 seconds before requesting a new code.'));
      }
      mailCode(user);
      store.commit();
      return response(200).json({ success: true, message: 'New code sent to your email.' });
    }),

    http.post('/api/user/login', async ({ request, response }) => {
      const parsed = loginRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const user = store.userByEmail(parsed.data.email);
      if (!user || user.passwordHash !== (await hashPassword(parsed.data.password))) {
        return response(401).json(err('Invalid email or password.'));
      }
      const headers = await session.start(user._id);
      return response(200).json(
        { success: true, message: 'Logged in successfully.', data: { user: publicUser(user) } },
        { headers },
      );
    }),

    http.post('/api/user/logout', async ({ cookies, response }) => {
      const user = await session.user(cookies);
      if (!user) return response(401).json(unauthorized);
      const headers = await session.end(cookies);
      return response(200).json({ success: true, message: 'Logged out' }, { headers });
    }),

    http.post('/api/user/forgot-password', async ({ request, response }) => {
      const parsed = forgotPasswordRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const user = store.userByEmail(parsed.data.email);
      if (user) {
        const token = randomToken();
        store.state.resetTokens[await sha256(token)] = {
          userId: user._id,
          expiresAt: Date.now() + resetLifetimeMs,
        };
        store.send(
          user.email,
          'Reset your password',
          `Open this link within 1 hour to choose a new password: /reset-password/${token}`,
        );
        store.commit();
      }
      return response(200).json({
        success: true,
        message: 'If that email is registered, a reset link has been sent.',
      });
    }),

    http.post('/api/user/reset-password/{resetToken}', async ({ params, request, response }) => {
      const parsed = resetPasswordRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const key = await sha256(params.resetToken);
      const entry = store.state.resetTokens[key];
      const user = entry && entry.expiresAt > Date.now() ? store.userById(entry.userId) : undefined;
      if (!user) return response(400).json(err('The reset link is invalid or has expired.'));
      delete store.state.resetTokens[key];
      user.passwordHash = await hashPassword(parsed.data.password);
      store.commit();
      return response(200).json({
        success: true,
        message: 'Password reset successful. Please login.',
      });
    }),

    http.patch('/api/user/{id}', async ({ params, request, cookies, response }) => {
      const user = await session.user(cookies);
      if (!user) return response(401).json(unauthorized);
      if (params.id !== user._id)
        return response(403).json(err('You can only edit your own account.'));
      const body = await readBody(request);
      if (body && typeof body === 'object' && ('oldPassword' in body || 'newPassword' in body)) {
        const parsed = updatePasswordRequestSchema.safeParse(body);
        if (!parsed.success) return response(400).json(invalid(parsed.error));
        if (user.passwordHash !== (await hashPassword(parsed.data.oldPassword))) {
          return response(400).json(
            err('Old password is incorrect.', { oldPassword: 'Old password is incorrect.' }),
          );
        }
        user.passwordHash = await hashPassword(parsed.data.newPassword);
        store.commit();
        return response(200).json({
          success: true,
          message: 'Password edited successfully.',
          data: { user: publicUser(user) },
        });
      }
      const parsed = updateDetailsRequestSchema.safeParse(body);
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      user.name = parsed.data.name.trim();
      user.phone = { code: 'IN', number: parsed.data.phone.number };
      store.commit();
      return response(200).json({
        success: true,
        message: 'Details edited successfully.',
        data: { user: publicUser(user) },
      });
    }),
  ];
}
