import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerResponse, type RegisterRequest } from '@meja/shared/contracts/auth';
import { errorBody, type ErrorBody } from '@meja/shared/contracts/common';

/** Helpers for the register / verify / login API tests. */

let lastIp = 0;
/** A client address no other test in this file uses, so the per-IP limits of one test stay its own. */
export function freshIp(): string {
  lastIp += 1;
  return `198.51.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export const REGISTER_PASSWORD = 'rahasia-daftar-1';

/** A valid registration with a name and email no other test uses. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = randomUUID().slice(0, 8);
  return {
    restaurantName: `Warung Uji ${id}`,
    email: `pemilik-${id}@meja.test`,
    password: REGISTER_PASSWORD,
    city: 'bandung',
    phone: '0812-3456-7890',
    ...overrides,
  };
}

export function postRegister(app: FastifyInstance, body: object, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/v1/public/register', payload: body, remoteAddress: ip });
}

export function postLogin(app: FastifyInstance, body: object, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/v1/public/login', payload: body, remoteAddress: ip });
}

/** The path and query of a verify link, to be injected into the app. */
export function verifyPath(verifyUrl: string): string {
  const url = new URL(verifyUrl);
  expect(url.pathname).toBe('/api/v1/public/verify-email');
  return `${url.pathname}${url.search}`;
}

/** Registers and returns the parsed 201 body (fails the test on any other answer). */
export async function registerOk(app: FastifyInstance, body: RegisterRequest, ip = freshIp()) {
  const response = await postRegister(app, body, ip);
  expect(response.statusCode, response.body).toBe(201);
  return registerResponse.parse(response.json());
}

/** Registers and follows the verify link: the account can log in afterwards. */
export async function registerVerified(app: FastifyInstance, body: RegisterRequest = registration()) {
  const { verifyUrl, tenantSlug } = await registerOk(app, body);
  if (!verifyUrl) throw new Error('no verifyUrl: the test app must not deliver mail');
  const verified = await app.inject({ method: 'GET', url: verifyPath(verifyUrl) });
  expect(verified.headers.location).toBe('/login?verified=1');
  return { ...body, tenantSlug };
}

/** The `{message, code, …}` body of an error response, checked against the shared contract. */
export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return errorBody.strict().parse(response.json());
}
