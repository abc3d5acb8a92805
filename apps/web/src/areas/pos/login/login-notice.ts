/** What the login page of another restaurant is told when a login is sent there (router state). */
export interface LoginNotice {
  notice: string;
  email: string;
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  if (!('notice' in state) || !('email' in state)) return null;
  const { notice, email } = state;
  return typeof notice === 'string' && typeof email === 'string' ? { notice, email } : null;
}
