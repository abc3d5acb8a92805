import {
  PLATFORM_SECRET_FIELDS,
  type MaskedSecret,
  type PlatformSecretField,
  type PlatformSettingsUpdate,
  type PlatformSettingsView,
} from '@meja/shared/contracts/platform';
import { waTemplateProblems } from '@meja/shared/whatsapp-templates';
import type { PlatformSettingsRow } from '../../db/schema/platform';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { decryptSecret, encryptSecret, secretLast4, secretsKeyFrom } from '../../platform/secrets';
import * as settingsRepo from './settings.repo';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';

/** The settings as an audit record shows them: flat, each secret only as whether it changed. */
function auditView(settings: PlatformSettingsView): Record<string, unknown> {
  const { secrets, ...plain } = settings;
  const masked = Object.fromEntries(
    Object.entries(secrets).map(([field, secret]) => [field, secret.set ? `••••${secret.last4}` : '']),
  );
  return { ...plain, ...masked, reminderDays: plain.reminderDays.join(',') };
}

/**
 * The platform's settings (plan prices, trial days, the bank details of an invoice) inside the
 * caller's transaction: what registration, billing and the demo seed read.
 */
export function readPlatformSettings(tx: Tx): Promise<PlatformSettingsRow> {
  return settingsRepo.readPlatformSettings(tx);
}

/**
 * The approved templates must be what the provider names them by (Twilio's Content SID, Meta's
 * template name): checked on the settings as they will be once a change that touches the provider
 * or a template is saved, so switching the provider cannot leave the other's names behind unseen.
 */
function checkTemplates(before: PlatformSettingsRow, input: PlatformSettingsUpdate): void {
  const touched =
    input.waProvider !== undefined ||
    input.waBroadcastTemplate !== undefined ||
    input.waReadyTemplate !== undefined;
  if (!touched) return;
  const fields = waTemplateProblems({
    waProvider: input.waProvider ?? before.waProvider,
    waBroadcastTemplate: input.waBroadcastTemplate ?? before.waBroadcastTemplate,
    waReadyTemplate: input.waReadyTemplate ?? before.waReadyTemplate,
  });
  const [first] = Object.values(fields);
  if (first !== undefined) throw new AppError('VALIDATION', first, { fields });
}

/**
 * How long an instance reuses the grace days it read: the access guard needs them on every request.
 * A change made on this instance is seen at once, on another within this time.
 */
const GRACE_DAYS_TTL_MS = 5000;

/** The row's column holding each secret's ciphertext. */
const SECRET_COLUMNS = {
  waAccessToken: 'waAccessTokenEnc',
  waVerifyToken: 'waVerifyTokenEnc',
  waAppSecret: 'waAppSecretEnc',
  twilioAuthToken: 'twilioAuthTokenEnc',
  xenditApiKey: 'xenditApiKeyEnc',
  xenditCallbackToken: 'xenditCallbackTokenEnc',
  midtransServerKey: 'midtransServerKeyEnc',
  stripeSecretKey: 'stripeSecretKeyEnc',
  stripeWebhookSecret: 'stripeWebhookSecretEnc',
} as const satisfies Record<PlatformSecretField, keyof PlatformSettingsRow>;

/**
 * A secret of a settings row read inside the caller's transaction, in plain text (null when none):
 * for code that calls a gateway or WhatsApp, never for a reply. Throws without SECRETS_KEY or when
 * the key does not open it.
 */
export function revealPlatformSecret(
  row: PlatformSettingsRow,
  field: PlatformSecretField,
  keyText: string | undefined,
): string | null {
  const stored = row[SECRET_COLUMNS[field]];
  if (stored === null) return null;
  if (!keyText) throw new Error('SECRETS_KEY is not set (main sets it from DATA_DIR/secrets.key)');
  return decryptSecret(stored, secretsKeyFrom(keyText));
}

/**
 * The super admin's platform settings (issue 15). Secrets are encrypted with SECRETS_KEY before
 * they reach the database, never leave in full (last 4 characters only), and a blank one on save
 * keeps the stored value.
 */
export function createPlatformSettingsService(deps: Pick<ServiceDeps, 'db' | 'env' | 'now'>) {
  const keyText = deps.env.SECRETS_KEY;
  function key(): Buffer {
    if (!keyText) throw new Error('SECRETS_KEY is not set (main sets it from DATA_DIR/secrets.key)');
    return secretsKeyFrom(keyText);
  }

  /** A stored secret in plain text (null when none): for the code that calls a gateway, never a reply. */
  function revealSecret(row: PlatformSettingsRow, field: PlatformSecretField): string | null {
    const stored = row[SECRET_COLUMNS[field]];
    return stored === null ? null : decryptSecret(stored, key());
  }

  function mask(row: PlatformSettingsRow, field: PlatformSecretField): MaskedSecret {
    const plain = revealSecret(row, field);
    return { set: plain !== null, last4: secretLast4(plain) };
  }

  function view(row: PlatformSettingsRow): PlatformSettingsView {
    const secrets: PlatformSettingsView['secrets'] = {
      waAccessToken: mask(row, 'waAccessToken'),
      waVerifyToken: mask(row, 'waVerifyToken'),
      waAppSecret: mask(row, 'waAppSecret'),
      twilioAuthToken: mask(row, 'twilioAuthToken'),
      xenditApiKey: mask(row, 'xenditApiKey'),
      xenditCallbackToken: mask(row, 'xenditCallbackToken'),
      midtransServerKey: mask(row, 'midtransServerKey'),
      stripeSecretKey: mask(row, 'stripeSecretKey'),
      stripeWebhookSecret: mask(row, 'stripeWebhookSecret'),
    };
    return {
      billingProvider: row.billingProvider,
      priceBasic: row.priceBasic,
      pricePOS: row.pricePOS,
      pricePro: row.pricePro,
      priceEnterprise: row.priceEnterprise,
      whatsappNumber: row.whatsappNumber,
      trialDays: row.trialDays,
      reminderDays: row.reminderDays,
      graceDays: row.graceDays,
      bankName: row.bankName,
      bankAccountNumber: row.bankAccountNumber,
      bankAccountName: row.bankAccountName,
      bankTransferNote: row.bankTransferNote,
      broadcastPricePerRecipient: row.broadcastPricePerRecipient,
      waProvider: row.waProvider,
      waPhoneNumberId: row.waPhoneNumberId,
      waBusinessNumber: row.waBusinessNumber,
      twilioAccountSid: row.twilioAccountSid,
      twilioFromNumber: row.twilioFromNumber,
      waBroadcastTemplate: row.waBroadcastTemplate,
      waReadyTemplate: row.waReadyTemplate,
      waTemplateLanguage: row.waTemplateLanguage,
      midtransClientKey: row.midtransClientKey,
      midtransIsProduction: row.midtransIsProduction,
      secrets,
    };
  }

  let graceCache: { value: number; until: number } | null = null;

  return {
    /** The grace days after a trial or paid period (cached for GRACE_DAYS_TTL_MS): the standing rule's. */
    async graceDays(): Promise<number> {
      const now = Date.now();
      if (graceCache && graceCache.until > now) return graceCache.value;
      const row = await inAppTx(deps.db, settingsRepo.readPlatformSettings);
      graceCache = { value: row.graceDays, until: now + GRACE_DAYS_TTL_MS };
      return row.graceDays;
    },

    async get(): Promise<PlatformSettingsView> {
      return view(await inAppTx(deps.db, settingsRepo.readPlatformSettings));
    },

    async update(input: PlatformSettingsUpdate, actor: AuditActor): Promise<PlatformSettingsView> {
      const {
        waAccessToken,
        waVerifyToken,
        waAppSecret,
        twilioAuthToken,
        xenditApiKey,
        xenditCallbackToken,
        midtransServerKey,
        stripeSecretKey,
        stripeWebhookSecret,
        ...plain
      } = input;
      const typed: Record<PlatformSecretField, string | undefined> = {
        waAccessToken,
        waVerifyToken,
        waAppSecret,
        twilioAuthToken,
        xenditApiKey,
        xenditCallbackToken,
        midtransServerKey,
        stripeSecretKey,
        stripeWebhookSecret,
      };
      const changes: settingsRepo.PlatformSettingsChanges = { ...plain };
      for (const field of PLATFORM_SECRET_FIELDS) {
        const value = typed[field];
        // A blank (or absent) secret keeps the stored one: the form never holds it to send it back.
        if (value) changes[SECRET_COLUMNS[field]] = encryptSecret(value, key());
      }
      const updated = await inAppTx(deps.db, async (tx) => {
        const before = await settingsRepo.readPlatformSettings(tx);
        checkTemplates(before, input);
        const after = await settingsRepo.updatePlatformSettings(tx, changes);
        const diff = changedFields(auditView(view(before)), auditView(view(after)));
        if (diff) {
          await recordAudit(
            tx,
            actor,
            { action: 'settings.update', targetType: 'settings', targetId: 'platform', ...diff },
            deps.now(),
          );
        }
        return after;
      });
      graceCache = null;
      return view(updated);
    },

    /** A stored secret in plain text, for a gateway or WhatsApp call (and the tests); null when none. */
    async secret(field: PlatformSecretField): Promise<string | null> {
      return revealSecret(await inAppTx(deps.db, settingsRepo.readPlatformSettings), field);
    },
  };
}

export type PlatformSettingsService = ReturnType<typeof createPlatformSettingsService>;
