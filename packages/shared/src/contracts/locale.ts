import { z } from 'zod';

/**
 * Zod's own messages (for rules without a message of ours) in Indonesian, the interface language
 * (DESIGN §4). Called once at start-up by the API and by the web app.
 */
export function applyIndonesianValidationMessages(): void {
  z.config(z.locales.id());
}
