import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  changePasswordResponse,
  loginRequest,
  loginResponse,
  meResponse,
  passwordResetConfirm,
  passwordResetDone,
  passwordResetRequest,
  registerRequest,
  registerResponse,
} from '@meja/shared/contracts/auth';
import type { Env } from '../../env';
import { guardedUser } from '../../platform/access/guard';
import { unauthenticated } from '../../platform/errors';
import { presentSessionUser } from './auth.presenter';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';
import { okResponse } from '@meja/shared/contracts/common';
import { tagRoutes } from '../../platform/openapi/openapi';

interface AuthRouteDeps {
  env: Env;
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

/** /api/v1/public: register, verify-email, login, logout (SPEC §7), password reset (issue 12). */
export function authPublicRoutes({
  env,
  auth,
  registration,
  passwordReset,
}: AuthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('auth'));
    app.post(
      '/register',
      {
        config: {
          access: { kind: 'public' },
          errors: ['RATE_LIMITED', 'REGISTRATION_RACE', 'MAIL_UNAVAILABLE'],
        },
        schema: {
          summary: 'Register a restaurant and its admin (a verification mail follows)',
          body: registerRequest,
          response: { 201: registerResponse },
        },
      },
      async (request, reply) => {
        const created = await registration.register(request.body, request.ip);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/verify-email',
      {
        config: { access: { kind: 'public' } },
        // Any token shape gets the same friendly redirect; only a well-formed one is looked up.
        schema: {
          summary: 'Verify an email from the mailed link (redirects to the login page)',
          querystring: z.object({ token: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        const outcome = token && token.length <= 200 ? await auth.verifyEmail(token) : 'invalid';
        return reply.redirect(
          outcome === 'verified' ? '/login?verified=1' : `/login?verifyError=${outcome}`,
          302,
        );
      },
    );

    app.post(
      '/login',
      {
        config: {
          access: { kind: 'public' },
          errors: ['INVALID_CREDENTIALS', 'TEMP_PASSWORD_EXPIRED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
        },
        schema: {
          summary: 'Log in with email and password (sets the session cookie)',
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (request, reply) => {
        const result = await auth.login(request.body, request.ip);
        setSessionCookie(reply, env, result.token);
        return result;
      },
    );

    // The same answer whether or not the email has an account.
    app.post(
      '/password-reset',
      {
        config: { access: { kind: 'public' }, errors: ['RATE_LIMITED'] },
        schema: {
          summary: 'Ask for a password-reset link by mail',
          body: passwordResetRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await passwordReset.requestReset(request.body, request.ip);
        return { ok: true as const };
      },
    );

    app.post(
      '/password-reset/confirm',
      {
        config: { access: { kind: 'public' }, errors: ['INVALID_LINK', 'RATE_LIMITED'] },
        schema: {
          summary: "Set a new password with a reset link's token",
          body: passwordResetConfirm,
          response: { 200: passwordResetDone },
        },
      },
      async (request) => ({
        ok: true as const,
        email: await passwordReset.confirmReset(request.body, request.ip),
      }),
    );

    app.post(
      '/logout',
      {
        config: { access: { kind: 'public' } },
        schema: { summary: 'Log out (ends the session, clears the cookie)', response: { 200: okResponse } },
      },
      async (request, reply) => {
        const token = sessionTokenOf(request);
        if (token) await auth.logout(token);
        clearSessionCookie(reply);
        return { ok: true as const };
      },
    );
  };
}

/** /api/v1/auth: the logged-in user's own session and password. */
export function authSessionRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('auth'));
    app.get(
      '/me',
      {
        config: { access: { kind: 'authenticated' } },
        schema: { summary: 'The logged-in user', response: { 200: meResponse } },
      },
      async (request) => ({ user: presentSessionUser(guardedUser(request)) }),
    );

    // Open with a temporary password too: it is how that password gets changed (issue 14).
    app.post(
      '/change-password',
      {
        config: { access: { kind: 'authenticated' }, errors: ['VALIDATION', 'RATE_LIMITED'] },
        schema: {
          summary: 'Change the own password (ends the other sessions of the account)',
          body: changePasswordRequest,
          response: { 200: changePasswordResponse },
        },
      },
      async (request) => {
        const session = request.auth;
        if (!session) throw unauthenticated();
        const user = await auth.changePassword(session, request.body, request.ip);
        return { user: presentSessionUser(user) };
      },
    );
  };
}
