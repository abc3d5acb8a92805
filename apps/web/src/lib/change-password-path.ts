/** '/change-password?returnTo=%2Fwarung-demo%2Fadmin': the forced change, then the page it was on the way to. */
export function changePasswordPath(returnTo: string): string {
  return `/change-password?${new URLSearchParams({ returnTo }).toString()}`;
}
