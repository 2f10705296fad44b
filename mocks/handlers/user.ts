import { limits } from '@/lib/validation/rules';
import { registerRequestSchema, updateDetailsRequestSchema } from '@/lib/validation/phone-schemas';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@/lib/validation/schemas';
import { withWait } from '@/lib/validation/wait-messages';
import { newId } from '../factories';
import {
  hashPassword,
  publicUser,
  randomCode,
  randomToken,
  sha256,
  verificationMail,
  type StoredUser,
} from '../store';
import { clientOf, mailboxKey, retryAfter, throttleRules, throttles, waitText } from '../throttle';
import { createGuard } from './auth';
import { announced, err, http, invalid, readBody, tooMany, type MockContext } from './context';

const codeLifetimeMs = 10 * 60 * 1000;
const resetLifetimeMs = 60 * 60 * 1000;
const maxCodeAttempts = 5;

/**
 * Handlers of the contract's `user` tag over the store (rules: the contract's reference rules,
 * spec §5).
 */
export function userHandlers(ctx: MockContext) {
  const { store } = ctx;
  const guard = createGuard(ctx);
  const { session } = guard;
  const limiter = throttles(store);

  function mailCode(user: StoredUser) {
    const code = randomCode();
    const now = Date.now();
    user.verification = { code, issuedAt: now, attempts: 0, lastSentAt: now };
    const mail = verificationMail(code);
    store.send(user.email, mail.subject, mail.text);
  }

  return [
    http.get('/api/user/check-auth', async ({ cookies, response }) => {
      const auth = await guard.requireUser(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      return response(200).json({
        success: true,
        message: 'Authenticated.',
        data: { user: publicUser(user), ...announced(ctx.control) },
      });
    }),

    http.post('/api/user/register', async ({ request, response }) => {
      const parsed = registerRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const body = parsed.data;
      const keys = { address: mailboxKey(body.email), client: clientOf(request) };
      const wait = limiter.take('register', throttleRules.register, keys);
      if (wait > 0) return tooMany(wait);
      if (store.userByEmail(body.email)) {
        store.commit(); // the attempt counts, though nothing else is written
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
          data: { user: publicUser(user), ...announced(ctx.control) },
        },
        { headers },
      );
    }),

    http.post('/api/user/verify-email', async ({ request, cookies, response }) => {
      const auth = await guard.requireUser(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      const parsed = verifyEmailRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      if (user.isVerified) return response(400).json(err('Email is already verified.'));
      const keys = { account: user._id, client: clientOf(request) };
      const throttled = limiter.waitMs('verifyEmail', throttleRules.verifyEmail, keys);
      if (throttled > 0) return tooMany(throttled);
      const v = user.verification;
      if (!v) return response(400).json(err('No code was sent. Please request a new code.'));
      if (v.attempts >= maxCodeAttempts) {
        const wait = limits.resendWaitSeconds * 1000 - (Date.now() - v.lastSentAt);
        return response(429).json(err('Too many wrong codes. Please request a new code.'), {
          headers: retryAfter(wait),
        });
      }
      if (Date.now() - v.issuedAt > codeLifetimeMs) {
        return response(400).json(err('The code has expired. Please request a new code.'));
      }
      if (parsed.data.code !== v.code) {
        v.attempts += 1;
        limiter.record('verifyEmail', keys);
        store.commit(); // the wrong code counts for the code and the throttle
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
        data: { user: publicUser(user), ...announced(ctx.control) },
      });
    }),

    http.post('/api/user/resend-verification', async ({ request, cookies, response }) => {
      const auth = await guard.requireUser(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      if (user.isVerified) return response(400).json(err('Email is already verified.'));
      const waitMs = limits.resendWaitSeconds * 1000;
      const since = user.verification ? Date.now() - user.verification.lastSentAt : waitMs;
      if (since < waitMs) {
        return response(429).json(err('Please wait 30 seconds before requesting a new code.'), {
          headers: retryAfter(waitMs - since),
        });
      }
      const keys = { account: user._id, client: clientOf(request) };
      const throttled = limiter.take('resendVerification', throttleRules.resendVerification, keys);
      if (throttled > 0) return tooMany(throttled);
      mailCode(user);
      store.commit();
      return response(200).json({ success: true, message: 'New code sent to your email.' });
    }),

    http.post('/api/user/login', async ({ request, response }) => {
      const parsed = loginRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const account = parsed.data.email.trim().toLowerCase();
      const client = clientOf(request);
      const wait = limiter.loginWaitMs(account, client);
      if (wait > 0) {
        return response(429).json(err(withWait('login', waitText(wait))), {
          headers: retryAfter(wait),
        });
      }
      const user = store.userByEmail(parsed.data.email);
      if (!user || user.passwordHash !== (await hashPassword(parsed.data.password))) {
        limiter.loginFailed(account, client);
        store.commit(); // the failure counts, though nothing else is written
        return response(401).json(err('Invalid email or password.'));
      }
      limiter.clear('login', 'pair', `${account}|${client}`);
      const headers = await session.start(user._id); // commits the cleared count too
      return response(200).json(
        {
          success: true,
          message: 'Logged in successfully.',
          data: { user: publicUser(user), ...announced(ctx.control) },
        },
        { headers },
      );
    }),

    http.post('/api/user/logout', async ({ cookies, response }) => {
      // Always ends: an expired or unknown session still gets its cookie cleared (ASVS V3.3.1).
      const headers = await session.end(cookies);
      return response(200).json({ success: true, message: 'Logged out' }, { headers });
    }),

    http.post('/api/user/forgot-password', async ({ request, response }) => {
      const parsed = forgotPasswordRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const keys = { address: mailboxKey(parsed.data.email), client: clientOf(request) };
      const wait = limiter.take('forgotPassword', throttleRules.forgotPassword, keys);
      if (wait > 0) return tooMany(wait);
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
      }
      // For every address: the request counts whether or not the address is registered.
      store.commit();
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
      // Contract "Ending sessions": this link and the user's other links are used up, and
      // every session of the user ends.
      for (const [hash, token] of Object.entries(store.state.resetTokens)) {
        if (token.userId === user._id) delete store.state.resetTokens[hash];
      }
      store.endSessionsOf(user._id);
      user.passwordHash = await hashPassword(parsed.data.password);
      store.commit();
      return response(200).json({
        success: true,
        message: 'Password reset successful. Please login.',
      });
    }),

    http.patch('/api/user/{id}', async ({ params, request, cookies, response }) => {
      const auth = await guard.requireVerified(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      if (params.id !== user._id)
        return response(403).json(err('You can only edit your own account.'));
      const body = await readBody(request);
      if (body && typeof body === 'object' && ('oldPassword' in body || 'newPassword' in body)) {
        const parsed = updatePasswordRequestSchema.safeParse(body);
        if (!parsed.success) return response(400).json(invalid(parsed.error));
        // Every place a password is checked is throttled alike (ASVS V2.2.1): the login
        // throttle's counts and waits, shared with login for this account from this client.
        const account = user.email.toLowerCase();
        const client = clientOf(request);
        const wait = limiter.loginWaitMs(account, client);
        if (wait > 0) {
          return response(429).json(err(withWait('password', waitText(wait))), {
            headers: retryAfter(wait),
          });
        }
        if (user.passwordHash !== (await hashPassword(parsed.data.oldPassword))) {
          limiter.loginFailed(account, client);
          store.commit(); // the failure counts, though nothing else is written
          return response(400).json(
            err('Old password is incorrect.', { oldPassword: 'Old password is incorrect.' }),
          );
        }
        limiter.clear('login', 'pair', `${account}|${client}`);
        user.passwordHash = await hashPassword(parsed.data.newPassword);
        store.endSessionsOf(user._id, auth.tokenHash);
        // Contract "Ending sessions": a reset link mailed before the change must not undo it.
        for (const [hash, token] of Object.entries(store.state.resetTokens)) {
          if (token.userId === user._id) delete store.state.resetTokens[hash];
        }
        store.commit();
        return response(200).json({
          success: true,
          message: 'Password edited successfully.',
          data: { user: publicUser(user), ...announced(ctx.control) },
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
        data: { user: publicUser(user), ...announced(ctx.control) },
      });
    }),
  ];
}
