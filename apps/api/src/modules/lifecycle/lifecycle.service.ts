import { dueNotice, subscriptionPeriod } from '@meja/shared/lifecycle';
import { chatPhone } from '@meja/shared/phone';
import type { PlatformSettingsRow } from '../../db/schema/platform';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { renderMail } from '../../platform/mail-template';
import type { MailMessage } from '../../platform/mail';
import { PLATFORM_ACTOR, recordAudit } from '../audit/audit.service';
import type { WhatsAppTemplateMessage } from '../../providers/whatsapp/whatsapp-provider';
import type { WhatsAppSender, WhatsAppAccount } from '../../providers/whatsapp/whatsapp-sender';
import { readPlatformSettings, revealPlatformSecret } from '../platform-settings/settings.service';
import { lifecycleMail, payUrl } from './lifecycle-mail';
import {
  recordNotice,
  restaurantAdminEmails,
  setNoticeChannels,
  tenantsWithPeriods,
  type LifecycleTenant,
  type NoticeKey,
} from './lifecycle.repo';

export const LIFECYCLE_JOB = 'subscription-lifecycle';

/**
 * The WhatsApp template of a notice, to approve in Meta's console (UTILITY, Indonesian): body
 * parameters {{1}} the restaurant, {{2}} what happens (the mail's subject), {{3}} the pay link.
 */
export const WHATSAPP_NOTICE_TEMPLATE = { name: 'subscription_notice', language: 'id' } as const;

/** A notice recorded in the job's transaction, to send once it has committed. */
interface NoticeToSend {
  key: NoticeKey;
  messages: MailMessage[];
  whatsapp: { account: WhatsAppAccount; message: WhatsAppTemplateMessage } | null;
}

/**
 * The subscription lifecycle job (issue 15). For every active, not deleted tenant whose trial or
 * paid period ends: the one notice due now (`dueNotice`: a reminder of reminderDays, the end, the
 * block after graceDays), recorded once per (tenant, period kind, period end, day) in
 * `lifecycle_notices`, with an audit record by the platform, then mailed to the restaurant admins.
 *
 * At most once: the record is committed first and the mail goes after the commit, so a crash
 * between the two loses that mail rather than sending it twice (the record's `channels` stays
 * empty: it never went out). A reminder sent twice would look broken; one lost is followed by
 * the next reminder, the grace banner and the block screen.
 */
export function createLifecycleJob(
  deps: Pick<ServiceDeps, 'db' | 'env' | 'mailer' | 'log'> & { whatsapp: WhatsAppSender },
): Job {
  /** The platform's WhatsApp number when the settings configure Meta with its credentials; else null. */
  function whatsappAccount(settings: PlatformSettingsRow): WhatsAppAccount | null {
    if (settings.waProvider !== 'meta' || settings.waPhoneNumberId.trim() === '') return null;
    try {
      const accessToken = revealPlatformSecret(settings, 'waAccessToken', deps.env.SECRETS_KEY);
      return accessToken ? { phoneNumberId: settings.waPhoneNumberId.trim(), accessToken } : null;
    } catch (error) {
      deps.log.error({ err: error }, 'lifecycle notices: the WhatsApp access token cannot be read');
      return null;
    }
  }

  async function noticeFor(
    tx: Tx,
    tenant: LifecycleTenant,
    settings: PlatformSettingsRow,
    account: WhatsAppAccount | null,
    now: Date,
  ): Promise<NoticeToSend | null> {
    const period = subscriptionPeriod(tenant);
    if (!period) return null;
    const daysBefore = dueNotice(period.end, now, settings.reminderDays, settings.graceDays);
    if (daysBefore === null) return null;
    const key: NoticeKey = {
      tenantId: tenant.id,
      periodKind: period.kind,
      periodEnd: period.end,
      daysBefore,
    };
    if (!(await recordNotice(tx, key, now))) return null;
    const recipients = await restaurantAdminEmails(tx, tenant.id);
    await recordAudit(
      tx,
      PLATFORM_ACTOR,
      {
        action: 'tenant.lifecycle-notice',
        targetType: 'tenant',
        targetId: tenant.id,
        targetLabel: tenant.slug,
        after: {
          periodKind: period.kind,
          periodEnd: period.end.toISOString(),
          daysBefore,
          recipients: recipients.length,
        },
      },
      now,
    );
    const facts = {
      restaurantName: tenant.name,
      slug: tenant.slug,
      package: tenant.package,
      periodKind: period.kind,
      periodEnd: period.end,
      daysBefore,
      graceDays: settings.graceDays,
      timezone: tenant.timezone,
      now,
      publicUrl: deps.env.PUBLIC_URL,
    };
    const content = lifecycleMail(facts);
    const phone = chatPhone(tenant.phone);
    const whatsapp =
      account && phone !== ''
        ? {
            account,
            message: {
              to: phone,
              template: WHATSAPP_NOTICE_TEMPLATE.name,
              language: WHATSAPP_NOTICE_TEMPLATE.language,
              bodyParameters: [tenant.name, content.subject, payUrl(facts)],
            },
          }
        : null;
    return { key, messages: recipients.map((to) => renderMail(to, content)), whatsapp };
  }

  /** Mails one notice (and sends its WhatsApp); records the channels it went out on. */
  async function send(notice: NoticeToSend): Promise<void> {
    const channels: string[] = [];
    let mailed = 0;
    for (const message of notice.messages) {
      try {
        await deps.mailer.send(message);
        mailed += 1;
      } catch (error) {
        deps.log.error({ err: error, tenantId: notice.key.tenantId }, 'lifecycle notice: mail failed');
      }
    }
    if (mailed > 0) channels.push('email');
    if (notice.whatsapp) {
      try {
        await deps.whatsapp.sendTemplate(notice.whatsapp.account, notice.whatsapp.message);
        channels.push('whatsapp');
      } catch (error) {
        deps.log.error({ err: error, tenantId: notice.key.tenantId }, 'lifecycle notice: WhatsApp failed');
      }
    }
    if (channels.length > 0) await inAppTx(deps.db, (tx) => setNoticeChannels(tx, notice.key, channels));
  }

  return {
    name: LIFECYCLE_JOB,
    async run(tx, now) {
      const settings = await readPlatformSettings(tx);
      const account = whatsappAccount(settings);
      const toSend: NoticeToSend[] = [];
      for (const tenant of await tenantsWithPeriods(tx)) {
        try {
          // A savepoint per tenant: one that fails is logged and the others go on.
          const notice = await tx.transaction((tenantTx) =>
            noticeFor(tenantTx, tenant, settings, account, now),
          );
          if (notice) toSend.push(notice);
        } catch (error) {
          deps.log.error({ err: error, tenantId: tenant.id }, 'lifecycle notice failed for a tenant');
        }
      }
      if (toSend.length === 0) return undefined;
      return async () => {
        for (const notice of toSend) {
          await send(notice).catch((error: unknown) =>
            deps.log.error(
              { err: error, tenantId: notice.key.tenantId },
              'lifecycle notice: not recorded as sent',
            ),
          );
        }
      };
    },
  };
}
