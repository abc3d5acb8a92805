/** Anything with zod's `safeParse` (every shared contract schema). */
export interface Contract<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}
