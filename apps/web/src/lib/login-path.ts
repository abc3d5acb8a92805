/** '/login?returnTo=%2Fwarung-demo%2Fadmin' for the page the visitor wanted. */
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ returnTo: path }).toString()}`;
}
