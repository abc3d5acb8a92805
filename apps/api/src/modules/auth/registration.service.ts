import { z } from 'zod';
import type { RegisterResponse, registerRequest } from '@meja/shared/contracts/auth';
import { trialEndsAt } from '@meja/shared/plans';
import { RESERVED_SLUGS, slugify } from '@meja/shared/slug';
import { AppError } from '../../platform/errors';
import { inAppTx, type Tx } from '../../platform/db-scope';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { ServiceDeps } from '../../platform/deps';
import { readPlatformSettings } from '../platform-settings/settings.repo';
import { deleteTenant, insertTenant, slugInUse } from '../tenants/tenants.repo';
import { emailTaken, insertUser, insertVerificationToken } from './auth.repo';
import { tooManyAttempts } from './auth.service';

type RegisterInput = z.output<typeof registerRequest>;

const MAIL_FAILED =
  'Email verifikasi gagal dikirim, pendaftaran dibatalkan. Silakan coba lagi sebentar lagi.';
const EMAIL_TAKEN = 'Email sudah terdaftar. Silakan login atau gunakan email lain.';
const VERIFY_LINK_HOURS = 48;

/** The slug from the name, made unique with a numeric suffix (SPEC §5, issue 2 §4). */
export async function uniqueTenantSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'resto';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(candidate) && !(await slugInUse(tx, candidate))) return candidate;
  }
}

export function createRegistrationService(deps: ServiceDeps) {
  async function register(input: RegisterInput, ip: string): Promise<RegisterResponse> {
    const wait = await deps.throttle.registrationWait(ip);
    if (wait > 0) throw tooManyAttempts(wait, 'pendaftaran dari alamat ini');

    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const token = newSecretToken();
    const now = deps.now();

    const createTenantAndAdmin = () =>
      inAppTx(deps.db, async (tx) => {
        if (await emailTaken(tx, email)) throw new AppError(409, 'CONFLICT', EMAIL_TAKEN);
        const settings = await readPlatformSettings(tx);
        const name = input.restaurantName.trim().toUpperCase();
        const tenant = await insertTenant(tx, {
          slug: await uniqueTenantSlug(tx, name),
          name,
          city: input.city.trim().toUpperCase(),
          phone: input.phone.trim(),
          package: 'BASIC',
          trialEndsAt: trialEndsAt(now, settings.trialDays),
        });
        const userId = await insertUser(tx, {
          email,
          passwordHash,
          name: `ADMIN ${name}`,
          role: 'RESTAURANT_ADMIN',
          tenantId: tenant.id,
        });
        await insertVerificationToken(tx, {
          userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 60 * 60 * 1000),
        });
        return tenant;
      });

    // Two registrations racing: for the same email the loser is told; for the same slug it retries.
    let created;
    for (let attempt = 1; ; attempt += 1) {
      try {
        created = await createTenantAndAdmin();
        break;
      } catch (error) {
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'tenants_slug_unique' && attempt < 3) continue;
        if (constraint !== null) throw new AppError(409, 'CONFLICT', EMAIL_TAKEN);
        throw error;
      }
    }

    const verifyUrl = `${deps.env.PUBLIC_URL}/api/v1/public/verify-email?token=${token}`;
    try {
      await deps.mailer.send({
        to: email,
        subject: 'Verifikasi email Meja Anda',
        text: [
          `Halo, terima kasih telah mendaftarkan ${created.name} di Meja.`,
          '',
          `Buka link ini untuk memverifikasi email Anda (berlaku ${VERIFY_LINK_HOURS} jam):`,
          verifyUrl,
          '',
          'Jika Anda tidak mendaftar, abaikan email ini.',
        ].join('\n'),
      });
    } catch (error) {
      // Without the link the account could never be used, and the email would stay taken: undo it.
      deps.log.error({ err: error }, 'verification mail failed; registration undone');
      await inAppTx(deps.db, (tx) => deleteTenant(tx, created.id));
      throw new AppError(503, 'UNAVAILABLE', MAIL_FAILED);
    }
    const revealLink = !deps.mailer.delivers && deps.env.NODE_ENV !== 'production';
    return revealLink ? { tenantSlug: created.slug, verifyUrl } : { tenantSlug: created.slug };
  }

  return { register };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
