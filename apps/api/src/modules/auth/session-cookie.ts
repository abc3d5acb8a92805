import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env';

export const SESSION_COOKIE = 'meja_session';

/** The session token from `Authorization: Bearer …` (API clients) or the httpOnly cookie (the web). */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.PUBLIC_URL.startsWith('https://'),
    path: '/',
    maxAge: env.SESSION_TTL_HOURS * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
