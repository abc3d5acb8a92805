import { describe, expect, it } from 'vitest';
import { InvalidConfigError, parseEnv } from './env';

/** A valid SECRETS_KEY (production requires one). */
const SECRETS_KEY = Buffer.alloc(32, 1).toString('base64');

/** The error parseEnv throws for this environment (fails the test if it does not throw). */
function configErrorOf(source: Record<string, string>): InvalidConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error;
    throw error;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv defaults', () => {
  it('runs with an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: './data',
      SESSION_TTL_HOURS: 720,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SEED_DEMO: false,
      TEST_CLOCK_HOOK: false,
      TEST_MAIL_HOOK: false,
      TEST_SEED_HOOK: false,
      PGLITE_SYNC: 'full',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('keeps an explicit PUBLIC_URL without its trailing slashes', () => {
    expect(parseEnv({ PORT: '8080', PUBLIC_URL: 'https://meja.example.id//' }).PUBLIC_URL).toBe(
      'https://meja.example.id',
    );
  });

  it('reads numbers and flags', () => {
    const env = parseEnv({ PORT: '4000', SESSION_TTL_HOURS: '12', TRUST_PROXY: '1', SEED_DEMO: 'true' });
    expect(env).toMatchObject({ PORT: 4000, SESSION_TTL_HOURS: 12, TRUST_PROXY: true, SEED_DEMO: true });
  });

  it('accepts the URLs it knows', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgresql://u:p@db:5432/meja',
      REDIS_URL: 'rediss://cache:6380',
      SMTP_URL: 'smtps://user:pass@mail.example.id:465',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgresql://u:p@db:5432/meja',
      REDIS_URL: 'rediss://cache:6380',
      SMTP_URL: 'smtps://user:pass@mail.example.id:465',
    });
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({
      PORT: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      DATA_DIR: '',
      SESSION_TTL_HOURS: '',
      NODE_ENV: '',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SESSION_TTL_HOURS: 720,
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('syncs the embedded database unless PGLITE_SYNC=off, and refuses other values', () => {
    expect(parseEnv({ PGLITE_SYNC: 'off' }).PGLITE_SYNC).toBe('off');
    expect(parseEnv({ PGLITE_SYNC: 'full' }).PGLITE_SYNC).toBe('full');
    expect(() => parseEnv({ PGLITE_SYNC: 'normal' })).toThrow(/PGLITE_SYNC/);
  });

  it('ignores unrelated variables', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root' }).PORT).toBe(3000);
  });
});

describe('parseEnv refuses bad values, naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/meja'],
    ['DATABASE_URL', 'localhost:5432'],
    ['REDIS_URL', 'http://cache:6379'],
    ['SMTP_URL', 'mail.example.id:25'],
    ['PUBLIC_URL', 'not a url'],
    ['SESSION_TTL_HOURS', '0'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'yes'],
  ])('%s=%j', (name, value) => {
    const error = configErrorOf({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('lists every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'x', DATABASE_URL: 'mysql://db', REDIS_URL: 'x', SMTP_URL: 'x' });
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL'])
      expect(error.message).toContain(`${name}:`);
  });

  it('does not echo the rejected value (it may hold a password)', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://root:s3cret-pw@db/meja' });
    expect(error.message).not.toContain('s3cret-pw');
  });
});

describe('the background jobs', () => {
  it('run every 5 minutes by default', () => {
    expect(parseEnv({})).toMatchObject({ JOBS_ENABLED: true, JOBS_INTERVAL_MS: 300_000 });
  });

  it('are turned off by JOBS_ENABLED=false or 0, and run at the interval given', () => {
    expect(parseEnv({ JOBS_ENABLED: 'false' }).JOBS_ENABLED).toBe(false);
    expect(parseEnv({ JOBS_ENABLED: '0' }).JOBS_ENABLED).toBe(false);
    expect(parseEnv({ JOBS_ENABLED: '' }).JOBS_ENABLED).toBe(true);
    expect(parseEnv({ JOBS_INTERVAL_MS: '60000' }).JOBS_INTERVAL_MS).toBe(60_000);
  });

  it('refuse an interval under a second or a flag that is not a boolean', () => {
    expect(configErrorOf({ JOBS_INTERVAL_MS: '10' }).message).toMatch(/JOBS_INTERVAL_MS/);
    expect(configErrorOf({ JOBS_ENABLED: 'yes' }).message).toMatch(/JOBS_ENABLED/);
  });
});

describe('TEST_CLOCK_HOOK (browser tests move the server clock)', () => {
  it('is off unless asked for, and allowed outside production', () => {
    expect(parseEnv({}).TEST_CLOCK_HOOK).toBe(false);
    expect(parseEnv({ TEST_CLOCK_HOOK: 'true', NODE_ENV: 'development' }).TEST_CLOCK_HOOK).toBe(true);
    expect(parseEnv({ TEST_CLOCK_HOOK: '1', NODE_ENV: 'test' }).TEST_CLOCK_HOOK).toBe(true);
  });

  it('stops a production start with a message naming it', () => {
    const error = configErrorOf({ TEST_CLOCK_HOOK: 'true', NODE_ENV: 'production', SECRETS_KEY });
    expect(error.message).toMatch(/^\s+TEST_CLOCK_HOOK: must not be set when NODE_ENV=production/m);
  });

  it('is harmless when off in production', () => {
    expect(parseEnv({ TEST_CLOCK_HOOK: 'false', NODE_ENV: 'production', SECRETS_KEY }).TEST_CLOCK_HOOK).toBe(
      false,
    );
  });
});

describe('TEST_MAIL_HOOK (browser tests read the mail the server sent)', () => {
  it('is off unless asked for, and allowed outside production', () => {
    expect(parseEnv({}).TEST_MAIL_HOOK).toBe(false);
    expect(parseEnv({ TEST_MAIL_HOOK: 'true', NODE_ENV: 'development' }).TEST_MAIL_HOOK).toBe(true);
  });

  it('stops a production start with a message naming it', () => {
    const error = configErrorOf({ TEST_MAIL_HOOK: 'true', NODE_ENV: 'production', SECRETS_KEY });
    expect(error.message).toMatch(/^\s+TEST_MAIL_HOOK: must not be set when NODE_ENV=production/m);
    expect(parseEnv({ TEST_MAIL_HOOK: 'false', NODE_ENV: 'production', SECRETS_KEY }).TEST_MAIL_HOOK).toBe(
      false,
    );
  });
});

describe('TEST_SEED_HOOK (browser tests make a fresh restaurant per spec)', () => {
  it('is off unless asked for, and allowed outside production', () => {
    expect(parseEnv({}).TEST_SEED_HOOK).toBe(false);
    expect(parseEnv({ TEST_SEED_HOOK: 'true', NODE_ENV: 'development' }).TEST_SEED_HOOK).toBe(true);
    expect(parseEnv({ TEST_SEED_HOOK: '1', NODE_ENV: 'test' }).TEST_SEED_HOOK).toBe(true);
  });

  it('stops a production start with a message naming it', () => {
    const error = configErrorOf({ TEST_SEED_HOOK: 'true', NODE_ENV: 'production', SECRETS_KEY });
    expect(error.message).toMatch(/^\s+TEST_SEED_HOOK: must not be set when NODE_ENV=production/m);
    expect(parseEnv({ TEST_SEED_HOOK: 'false', NODE_ENV: 'production', SECRETS_KEY }).TEST_SEED_HOOK).toBe(
      false,
    );
  });
});

describe('FAKE_GATEWAYS and the gateway addresses (issue 17)', () => {
  it("is off unless asked for, and takes the gateways' addresses as URLs", () => {
    expect(parseEnv({}).FAKE_GATEWAYS).toBe(false);
    expect(parseEnv({}).STRIPE_API_URL).toBeUndefined();
    const env = parseEnv({ FAKE_GATEWAYS: 'true', STRIPE_API_URL: 'http://127.0.0.1:4010' });
    expect(env).toMatchObject({ FAKE_GATEWAYS: true, STRIPE_API_URL: 'http://127.0.0.1:4010' });
    expect(configErrorOf({ XENDIT_API_URL: 'not a url' }).message).toMatch(/XENDIT_API_URL/);
  });

  it('stops a production start with fakes, with a message naming it', () => {
    const error = configErrorOf({ FAKE_GATEWAYS: 'true', NODE_ENV: 'production', SECRETS_KEY });
    expect(error.message).toMatch(/^\s+FAKE_GATEWAYS: must not be set when NODE_ENV=production/m);
  });
});

describe('FAKE_WHATSAPP (issue 18)', () => {
  it('is off unless asked for', () => {
    expect(parseEnv({}).FAKE_WHATSAPP).toBe(false);
    expect(parseEnv({ FAKE_WHATSAPP: 'true' }).FAKE_WHATSAPP).toBe(true);
    expect(configErrorOf({ FAKE_WHATSAPP: 'yes' }).message).toMatch(/FAKE_WHATSAPP/);
  });

  it('stops a production start with the WhatsApp fakes, with a message naming it', () => {
    const error = configErrorOf({ FAKE_WHATSAPP: 'true', NODE_ENV: 'production', SECRETS_KEY });
    expect(error.message).toMatch(/^\s+FAKE_WHATSAPP: must not be set when NODE_ENV=production/m);
  });
});

describe('SECRETS_KEY (the key of the stored gateway and WhatsApp credentials)', () => {
  it('may be unset outside production (npm start then keeps one in DATA_DIR/secrets.key)', () => {
    expect(parseEnv({}).SECRETS_KEY).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'development', SECRETS_KEY }).SECRETS_KEY).toBe(SECRETS_KEY);
  });

  it('stops a production start without it, with a message naming it', () => {
    const error = configErrorOf({ NODE_ENV: 'production' });
    expect(error.message).toMatch(/^\s+SECRETS_KEY: must be set when NODE_ENV=production/m);
    expect(parseEnv({ NODE_ENV: 'production', SECRETS_KEY }).SECRETS_KEY).toBe(SECRETS_KEY);
  });

  it('must be 32 bytes in base64, and the message does not echo it', () => {
    for (const bad of [Buffer.alloc(16, 1).toString('base64'), 'not base64!', 'x'.repeat(44)]) {
      const error = configErrorOf({ SECRETS_KEY: bad });
      expect(error.message).toContain('SECRETS_KEY: must be 32 random bytes in base64');
      expect(error.message).not.toContain(bad);
    }
  });
});
