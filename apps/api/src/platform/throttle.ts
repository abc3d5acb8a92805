import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

export interface ThrottleLimits {
  /**
   * Failed logins allowed per account from one address (the email and IP pair), then that pair is
   * held for the window: an attacker elsewhere cannot lock the owner out (issue 12).
   */
  loginFailuresPerPair: number;
  /** Failed logins per account from every address together: a slower ceiling on spread-out guessing. */
  loginFailuresPerAccount: number;
  /** Failed logins allowed per IP address in the window. */
  loginFailuresPerIp: number;
  /** Registrations allowed per IP address per hour. */
  registrationsPerIp: number;
  /** Mails to the owner of an email someone tried to register again, per email per hour. */
  registrationNoticesPerEmail: number;
  /** Password-reset requests per IP address per hour (known and unknown emails alike). */
  resetRequestsPerIp: number;
  /** Password-reset requests per email per hour (known and unknown emails alike). */
  resetRequestsPerEmail: number;
  /** Attempts to set a new password with a reset link, per IP address per hour. */
  resetConfirmsPerIp: number;
  /** Diner orders per IP address (a restaurant's Wi-Fi is one address: generous) per 10 minutes. */
  ordersPerIp: number;
  /**
   * Diner orders per table of a restaurant from one IP address per 10 minutes. Counted per address,
   * so one address sending junk for a table never blocks the next diner at that table elsewhere.
   */
  ordersPerTable: number;
  /** Plan checkouts (each makes an invoice) per IP address per hour. */
  checkoutsPerIp: number;
  /** WhatsApp test messages per restaurant per hour (they go out from the platform's number). */
  waTestSendsPerTenant: number;
  /** Wrong discount PINs per restaurant in the window (issue 20): a 6-digit PIN cannot be walked. */
  discountPinFailuresPerTenant: number;
  windowSeconds: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  loginFailuresPerPair: 5,
  loginFailuresPerAccount: 50,
  loginFailuresPerIp: 30,
  registrationsPerIp: 10,
  registrationNoticesPerEmail: 3,
  resetRequestsPerIp: 10,
  resetRequestsPerEmail: 3,
  resetConfirmsPerIp: 20,
  ordersPerIp: 60,
  ordersPerTable: 20,
  checkoutsPerIp: 20,
  waTestSendsPerTenant: 20,
  discountPinFailuresPerTenant: 10,
  windowSeconds: 15 * 60,
};

/** Counters shared by every API instance when REDIS_URL is set; per process otherwise. */
export class Throttle {
  private readonly loginPair: RateLimiterAbstract;
  private readonly loginAccount: RateLimiterAbstract;
  private readonly loginIp: RateLimiterAbstract;
  private readonly register: RateLimiterAbstract;
  private readonly orderIp: RateLimiterAbstract;
  private readonly orderTable: RateLimiterAbstract;
  private readonly checkout: RateLimiterAbstract;
  private readonly waTestSend: RateLimiterAbstract;
  private readonly registrationNotice: RateLimiterAbstract;
  private readonly resetIp: RateLimiterAbstract;
  private readonly resetEmail: RateLimiterAbstract;
  private readonly resetConfirm: RateLimiterAbstract;
  private readonly discountPin: RateLimiterAbstract;

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly redis?: Redis,
  ) {
    this.loginPair = this.limiter('login_pair', limits.loginFailuresPerPair, limits.windowSeconds);
    this.loginAccount = this.limiter('login_acct', limits.loginFailuresPerAccount, limits.windowSeconds);
    this.loginIp = this.limiter('login_ip', limits.loginFailuresPerIp, limits.windowSeconds);
    this.register = this.limiter('register_ip', limits.registrationsPerIp, 60 * 60);
    this.orderIp = this.limiter('order_ip', limits.ordersPerIp, 10 * 60);
    this.orderTable = this.limiter('order_table', limits.ordersPerTable, 10 * 60);
    this.checkout = this.limiter('checkout_ip', limits.checkoutsPerIp, 60 * 60);
    this.waTestSend = this.limiter('wa_test_send', limits.waTestSendsPerTenant, 60 * 60);
    this.registrationNotice = this.limiter('register_notice', limits.registrationNoticesPerEmail, 60 * 60);
    this.resetIp = this.limiter('reset_ip', limits.resetRequestsPerIp, 60 * 60);
    this.resetEmail = this.limiter('reset_email', limits.resetRequestsPerEmail, 60 * 60);
    this.resetConfirm = this.limiter('reset_confirm_ip', limits.resetConfirmsPerIp, 60 * 60);
    this.discountPin = this.limiter(
      'discount_pin',
      limits.discountPinFailuresPerTenant,
      limits.windowSeconds,
    );
  }

  static fromUrl(
    redisUrl: string | undefined,
    limits: ThrottleLimits = DEFAULT_LIMITS,
    onRedisError: (error: unknown) => void = () => {},
  ): Throttle {
    return new Throttle(limits, redisUrl ? throttleRedis(redisUrl, onRedisError) : undefined);
  }

  private limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const options: IRateLimiterOptions = {
      keyPrefix: `meja_${keyPrefix}`,
      points,
      duration,
      blockDuration: duration,
    };
    // While Redis is away (or slow) each instance counts in memory instead: limits still hold per
    // process, and the shared counters take over again once Redis answers.
    return this.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /**
   * Seconds to wait before another login attempt may be made, or 0: the pair (this account from
   * this address), the account's slower ceiling, and the address.
   */
  async loginWait(ip: string, email: string): Promise<number> {
    const [pair, account, address] = await Promise.all([
      this.loginPair.get(pairKey(ip, email)),
      this.loginAccount.get(accountKey(email)),
      this.loginIp.get(ip),
    ]);
    return Math.max(
      waitSeconds(pair, this.limits.loginFailuresPerPair),
      waitSeconds(account, this.limits.loginFailuresPerAccount),
      waitSeconds(address, this.limits.loginFailuresPerIp),
    );
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    await Promise.all([
      swallowLimit(this.loginPair.consume(pairKey(ip, email))),
      swallowLimit(this.loginAccount.consume(accountKey(email))),
      swallowLimit(this.loginIp.consume(ip)),
    ]);
  }

  /**
   * The right password from this address forgets the pair's failures. The account's ceiling is
   * not forgotten: one good login must not buy an attacker elsewhere another round of guesses.
   */
  async loginSucceeded(ip: string, email: string): Promise<void> {
    await this.loginPair.delete(pairKey(ip, email));
  }

  /** A new password was set through a reset link from this address: the account starts afresh. */
  async passwordReset(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.loginPair.delete(pairKey(ip, email)),
      this.loginAccount.delete(accountKey(email)),
    ]);
  }

  /** Seconds to wait when this IP has registered too often, else 0 (and the attempt is counted). */
  registrationWait(ip: string): Promise<number> {
    return consumeOrWait(this.register, ip);
  }

  /**
   * Seconds to wait before this diner order, else 0; the attempt is counted. Per address, and per
   * table from that address: there is no table-wide budget, since one address could spend it for
   * every diner who sits there next.
   */
  async orderWait(ip: string, tenantId: string, table: string): Promise<number> {
    const byIp = await consumeOrWait(this.orderIp, ip);
    if (byIp > 0) return byIp;
    return consumeOrWait(this.orderTable, `${tenantId}:${table.trim().toUpperCase()}:${ip}`);
  }

  /** Seconds to wait when this IP has started too many plan checkouts, else 0 (and this one is counted). */
  checkoutWait(ip: string): Promise<number> {
    return consumeOrWait(this.checkout, ip);
  }

  /** Seconds to wait when this restaurant has sent too many WhatsApp test messages, else 0 (this one counted). */
  waTestSendWait(tenantId: string): Promise<number> {
    return consumeOrWait(this.waTestSend, tenantId);
  }

  /** Seconds to wait before another password-reset request (per address, then per email), else 0. */
  async resetRequestWait(ip: string, email: string): Promise<number> {
    const byIp = await consumeOrWait(this.resetIp, ip);
    if (byIp > 0) return byIp;
    return consumeOrWait(this.resetEmail, accountKey(email));
  }

  /** Seconds to wait before this address may try another reset link, else 0 (and this one is counted). */
  resetConfirmWait(ip: string): Promise<number> {
    return consumeOrWait(this.resetConfirm, ip);
  }

  /** Seconds to wait before this restaurant's next discount PIN is checked, else 0. */
  async discountPinWait(tenantId: string): Promise<number> {
    return waitSeconds(await this.discountPin.get(tenantId), this.limits.discountPinFailuresPerTenant);
  }

  async discountPinFailed(tenantId: string): Promise<void> {
    await swallowLimit(this.discountPin.consume(tenantId));
  }

  /** Whether the owner of this email may be told about one more registration attempt this hour. */
  async mayNotifyRegistrationAttempt(email: string): Promise<boolean> {
    return (await consumeOrWait(this.registrationNotice, accountKey(email))) === 0;
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (ip: string, email: string) => `${accountKey(email)} ${ip}`;

/**
 * The throttle's Redis: a command fails at once while disconnected (no offline queue) or after a
 * second without an answer, so a request falls back to the in-memory count instead of waiting;
 * errors are reported, never left unhandled; ioredis reconnects by itself.
 */
function throttleRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  redis.on('error', onError);
  return redis;
}

async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

function waitSeconds(res: RateLimiterRes | null, points: number): number {
  if (!res || res.consumedPoints < points) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Going over the limit rejects consume(); that is the outcome we want recorded, not an error. */
async function swallowLimit(consumed: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
