import { InvalidConfigError, parseEnv } from '../src/env';

/** What parseEnv says when it refuses these settings, or null when it takes them. */
export function configRefusal(source: Record<string, string>): string | null {
  try {
    parseEnv(source);
    return null;
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.message;
    throw error;
  }
}
