import { z } from 'zod';
import type { RegisterResponse, registerRequest } from '@meja/shared/contracts/auth';
import { trialEndsAt } from '@meja/shared/plans';
import { RESERVED_SLUGS, slugify } from '@meja/shared/slug';
import { AppError, tooManyAttempts } from '../../platform/errors';
import { inAppTx, type Tx } from '../../platform/db-scope';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { ServiceDeps } from '../../platform/deps';
import { readPlatformSettings } from '../platform-settings/settings.service';
import type { TenantRow } from '../../db/schema/platform';
import { emailTaken, insertUser, insertVerificationToken } from './auth.repo';
import { deleteTenant, insertTenant, slugInUse } from './registration.repo';
import { registrationAttemptMail, verificationMail } from './auth-mails';

type RegisterInput = z.output<typeof registerRequest>;

const VERIFY_LINK_HOURS = 48;

/** The slug from the name, made unique with a numeric suffix (SPEC §5, issue 2 §4). */
export async function uniqueTenantSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'resto';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(candidate) && !(await slugInUse(tx, candidate))) return candidate;
  }
}

/** What a new restaurant starts with (registration and the console): BASIC on the platform's trial. */
export async function trialTenantValues(tx: Tx, now: Date): Promise<{ package: 'BASIC'; trialEndsAt: Date }> {
  const settings = await readPlatformSettings(tx);
  return { package: 'BASIC', trialEndsAt: trialEndsAt(now, settings.trialDays) };
}

export function createRegistrationService(deps: ServiceDeps) {
  const link = (path: string) => `${deps.env.PUBLIC_URL}${path}`;

  /**
   * A new BASIC tenant on trial and its unverified admin, or — when the email already has an
   * account — the slug such a tenant would get, with nothing created.
   */
  async function createOrFindTaken(
    input: RegisterInput,
    values: { email: string; passwordHash: string; token: string; checkoutToken: string; now: Date },
  ): Promise<{ created: TenantRow } | { taken: string }> {
    const name = input.restaurantName.trim().toUpperCase();
    const attempt = () =>
      inAppTx(deps.db, async (tx): Promise<{ created: TenantRow } | { taken: string }> => {
        if (await emailTaken(tx, values.email)) return { taken: await uniqueTenantSlug(tx, name) };
        const tenant = await insertTenant(tx, {
          slug: await uniqueTenantSlug(tx, name),
          name,
          city: input.city.trim().toUpperCase(),
          phone: input.phone.trim(),
          ...(await trialTenantValues(tx, values.now)),
          checkoutTokenHash: hashToken(values.checkoutToken),
        });
        const userId = await insertUser(tx, {
          email: values.email,
          passwordHash: values.passwordHash,
          name: `ADMIN ${name}`,
          role: 'RESTAURANT_ADMIN',
          tenantId: tenant.id,
        });
        await insertVerificationToken(tx, {
          userId,
          tokenHash: hashToken(values.token),
          expiresAt: new Date(values.now.getTime() + VERIFY_LINK_HOURS * 60 * 60 * 1000),
        });
        return { created: tenant };
      });

    // Two registrations racing: the same slug retries; the same email is the taken case.
    for (let n = 1; ; n += 1) {
      try {
        return await attempt();
      } catch (error) {
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'tenants_slug_unique' && n < 3) continue;
        if (constraint === 'users_email_lower_unique') {
          return { taken: await inAppTx(deps.db, (tx) => uniqueTenantSlug(tx, name)) };
        }
        if (constraint !== null) throw new AppError('REGISTRATION_RACE');
        throw error;
      }
    }
  }

  /** Mails the link, or undoes the registration: without the link the account could never be used. */
  async function sendVerification(email: string, tenant: TenantRow, verifyUrl: string): Promise<void> {
    try {
      await deps.mailer.send(
        verificationMail(email, { restaurantName: tenant.name, verifyUrl, validHours: VERIFY_LINK_HOURS }),
      );
    } catch (error) {
      deps.log.error({ err: error }, 'verification mail failed; registration undone');
      await inAppTx(deps.db, (tx) => deleteTenant(tx, tenant.id));
      throw new AppError('MAIL_UNAVAILABLE');
    }
  }

  /** Tells the owner of a taken email (a few times an hour at most); a failed mail fails like above. */
  async function notifyOwner(email: string): Promise<void> {
    if (!(await deps.throttle.mayNotifyRegistrationAttempt(email))) return;
    try {
      await deps.mailer.send(
        registrationAttemptMail(email, {
          loginUrl: link('/login'),
          forgotPasswordUrl: link('/forgot-password'),
        }),
      );
    } catch (error) {
      deps.log.error({ err: error }, 'registration notice mail failed');
      throw new AppError('MAIL_UNAVAILABLE');
    }
  }

  /**
   * SPEC §7 register. An email that already has an account gets the same answer as a new one (a
   * plausible slug that was not created, and a payment token that opens nothing), and its owner is
   * told by mail instead: the answer never says whether an email is registered (issue 12). Both
   * paths hash the password and send one mail, so they take about as long.
   */
  async function register(input: RegisterInput, ip: string): Promise<RegisterResponse> {
    const wait = await deps.throttle.registrationWait(ip);
    if (wait > 0) throw tooManyAttempts(wait, 'pendaftaran dari alamat ini');

    const email = input.email.trim().toLowerCase();
    const token = newSecretToken();
    const checkoutToken = newSecretToken();
    const passwordHash = await hashPassword(input.password);
    const outcome = await createOrFindTaken(input, {
      email,
      passwordHash,
      token,
      checkoutToken,
      now: deps.now(),
    });

    if ('taken' in outcome) {
      await notifyOwner(email);
      return { tenantSlug: outcome.taken, checkoutToken };
    }
    const verifyUrl = link(`/api/v1/public/verify-email?token=${token}`);
    await sendVerification(email, outcome.created, verifyUrl);
    // Only where mail is not delivered and never in production (DESIGN §4); a taken email has none.
    const revealLink = !deps.mailer.delivers && deps.env.NODE_ENV !== 'production';
    return { tenantSlug: outcome.created.slug, checkoutToken, ...(revealLink ? { verifyUrl } : {}) };
  }

  return { register };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
