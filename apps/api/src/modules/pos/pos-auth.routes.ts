import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@meja/shared/contracts/common';
import { posLoginRequest, posLoginResponse, posSessionResponse } from '@meja/shared/contracts/pos';
import type { Env } from '../../env';
import { guardedTenant, guardedUser, posTenantHeader } from '../../platform/access/guard';
import type { AuthService } from '../auth/auth.service';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/session-cookie';
import { presentPosUser } from './pos.presenter';
import type { PosAuthService } from './pos-auth.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/** /api/v1/pos/auth (SPEC §7 POS): login, a POS session from an admin session, logout. */
export function posAuthRoutes(deps: {
  env: Env;
  auth: AuthService;
  posAuth: PosAuthService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('pos'));
    // Public: throttled like /public/login (same credential check); the tenant comes from the header.
    app.post(
      '/auth/login',
      {
        config: {
          access: { kind: 'public' },
          errors: [
            'INVALID_CREDENTIALS',
            'TEMP_PASSWORD_EXPIRED',
            'EMAIL_NOT_VERIFIED',
            'RATE_LIMITED',
            'FORBIDDEN',
            'OTHER_TENANT',
            'NOT_FOUND',
          ],
        },
        schema: {
          summary: 'Log in at the cashier POS',
          body: posLoginRequest,
          response: { 200: posLoginResponse },
        },
      },
      async (request, reply) => {
        const slug = posTenantHeader(request) ?? request.body.tenantSlug ?? null;
        const result = await deps.posAuth.login(request.body, slug, request.ip);
        setSessionCookie(reply, deps.env, result.token);
        return result;
      },
    );

    // The admin already logged in: the same session serves the POS (cookie or bearer).
    app.post(
      '/auth/sso',
      {
        config: { access: { kind: 'pos' } },
        schema: {
          summary: "Open the POS with the back office's session",
          response: { 200: posSessionResponse },
        },
      },
      async (request) => ({ user: presentPosUser(guardedUser(request), guardedTenant(request)) }),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: { kind: 'public' } },
        schema: { summary: 'Log out of the POS', response: { 200: okResponse } },
      },
      async (request, reply) => {
        const token = sessionTokenOf(request);
        if (token) await deps.auth.logout(token);
        clearSessionCookie(reply);
        return { ok: true as const };
      },
    );
  };
}
