import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (issue 15): the platform's gateway and WhatsApp credentials are stored as
 * AES-256-GCM ciphertext `v1:<iv>:<tag>:<ciphertext>` (base64 parts; the prefix lets the format
 * change later), under the key of SECRETS_KEY (or DATA_DIR/secrets.key outside production).
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/** A stored secret that cannot be read: another key, a changed ciphertext, or an unknown format. */
export class SecretDecryptionError extends Error {}

export function secretsKeyFrom(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== SECRETS_KEY_BYTES) throw new Error('SECRETS_KEY must be 32 bytes in base64');
  return key;
}

export function encryptSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, ivText, tagText, ciphertextText, ...rest] = stored.split(':');
  if (
    version !== VERSION ||
    ivText === undefined ||
    tagText === undefined ||
    ciphertextText === undefined ||
    rest.length > 0
  ) {
    throw new SecretDecryptionError('stored secret: unknown format');
  }
  const iv = Buffer.from(ivText, 'base64');
  const tag = Buffer.from(tagText, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new SecretDecryptionError('stored secret: bad IV or tag');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretDecryptionError('stored secret: wrong key or changed ciphertext');
  }
}

/**
 * What a screen may see of a secret: its last 4 characters, and nothing of one of 4 characters or
 * fewer (showing its "last 4" would show all of it). Null when no secret is stored.
 */
export function secretLast4(plaintext: string | null): string | null {
  if (plaintext === null || plaintext === '') return null;
  const characters = Array.from(plaintext);
  return characters.length <= 4 ? '' : characters.slice(-4).join('');
}

/**
 * The key `npm start` uses when SECRETS_KEY is unset (never in production, see env.ts): read from
 * DATA_DIR/secrets.key, or made there (mode 600) on the first start and reused on the next.
 */
export function loadOrCreateSecretsKeyFile(dataDir: string): { key: string; created: boolean } {
  const file = path.resolve(dataDir, 'secrets.key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    secretsKeyFrom(key);
    return { key, created: false };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(SECRETS_KEY_BYTES).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { key, created: true };
}
