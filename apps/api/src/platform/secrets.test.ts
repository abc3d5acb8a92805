import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SecretDecryptionError,
  decryptSecret,
  encryptSecret,
  loadOrCreateSecretsKeyFile,
  secretLast4,
  secretsKeyFrom,
} from './secrets';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret (AES-256-GCM)', () => {
  it('round-trips any text, including empty, long and non-ASCII text', () => {
    for (const plain of ['sk_live_abc123', '', 'x'.repeat(500), 'kunci-rahasia-ñ-🔑', 'a:b:c:d']) {
      expect(decryptSecret(encryptSecret(plain, key), key)).toBe(plain);
    }
  });

  it('stores v1:<iv>:<tag>:<ciphertext> in base64, without the plaintext', () => {
    const stored = encryptSecret('xnd_production_SECRET', key);
    const [version, iv = '', tag = '', ciphertext = '', ...rest] = stored.split(':');
    expect(version).toBe('v1');
    expect(rest).toEqual([]);
    expect(Buffer.from(iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag, 'base64')).toHaveLength(16);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength('xnd_production_SECRET'.length);
    expect(stored).not.toContain('SECRET');
  });

  it('uses a fresh IV for every value: the same secret twice gives different ciphertexts', () => {
    const first = encryptSecret('same-secret', key);
    const second = encryptSecret('same-secret', key);
    expect(first).not.toBe(second);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
    const ivs = new Set(Array.from({ length: 50 }, () => encryptSecret('s', key).split(':')[1]));
    expect(ivs.size).toBe(50);
  });

  it('fails loudly with another key', () => {
    const stored = encryptSecret('sk_live_abc123', key);
    expect(() => decryptSecret(stored, randomBytes(32))).toThrow(SecretDecryptionError);
  });

  it('fails loudly when the ciphertext, the tag or the IV was changed', () => {
    const stored = encryptSecret('sk_live_abc123', key);
    const [version = '', iv = '', tag = '', ciphertext = ''] = stored.split(':');
    const flip = (base64: string) => {
      const bytes = Buffer.from(base64, 'base64');
      bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
      return bytes.toString('base64');
    };
    for (const tampered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => decryptSecret(tampered.join(':'), key)).toThrow(SecretDecryptionError);
    }
  });

  it('refuses an unknown format or version, and a plaintext value', () => {
    const [, iv, tag, ciphertext] = encryptSecret('abc', key).split(':');
    for (const stored of [
      'sk_live_abc123',
      `v2:${iv}:${tag}:${ciphertext}`,
      `v1:${iv}:${tag}`,
      '',
      `v1:${iv}:AAAA:${ciphertext}`,
    ]) {
      expect(() => decryptSecret(stored, key)).toThrow(SecretDecryptionError);
    }
  });

  it('takes only a 32-byte key', () => {
    expect(secretsKeyFrom(key.toString('base64'))).toEqual(key);
    expect(() => secretsKeyFrom(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => encryptSecret('x', randomBytes(16))).toThrow();
  });
});

describe('secretLast4 (what a reply may show)', () => {
  it('shows the last 4 characters of a longer secret', () => {
    expect(secretLast4('sk_live_abc123')).toBe('c123');
    expect(secretLast4('12345')).toBe('2345');
  });

  it('shows nothing of a secret of 4 characters or fewer (its last 4 would be all of it)', () => {
    for (const short of ['abcd', 'abc', 'a']) expect(secretLast4(short)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(secretLast4('kunci🔑🔑🔑🔑')).toBe('🔑🔑🔑🔑');
  });

  it('is null when no secret is stored', () => {
    expect(secretLast4(null)).toBeNull();
    expect(secretLast4('')).toBeNull();
  });
});

describe('loadOrCreateSecretsKeyFile (npm start without SECRETS_KEY)', () => {
  it('makes a 32-byte key in DATA_DIR/secrets.key with mode 600, then reuses it', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'meja-key-')), 'data');
    const first = loadOrCreateSecretsKeyFile(dataDir);
    expect(first.created).toBe(true);
    expect(secretsKeyFrom(first.key)).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);

    const second = loadOrCreateSecretsKeyFile(dataDir);
    expect(second).toEqual({ key: first.key, created: false });
  });

  it('refuses a damaged key file rather than making a new key', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-key-'));
    writeFileSync(path.join(dataDir, 'secrets.key'), 'not-a-key\n');
    expect(() => loadOrCreateSecretsKeyFile(dataDir)).toThrow(/32 bytes/);
  });
});
