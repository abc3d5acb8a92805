import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
export const TEMP_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const TEMP_PASSWORD_LENGTH = 12;

/**
 * A temporary password (issue 14) from the CSPRNG: 12 characters of 56, about 70 bits. `randomInt`
 * draws without modulo bias. Only its argon2id hash is stored.
 */
export function newTempPassword(): string {
  let password = '';
  for (let i = 0; i < TEMP_PASSWORD_LENGTH; i += 1) {
    password += TEMP_PASSWORD_ALPHABET.charAt(randomInt(TEMP_PASSWORD_ALPHABET.length));
  }
  return password;
}
