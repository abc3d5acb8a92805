/** One path segment, safely encoded (the zod-free twin of http-client's `segment`). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
