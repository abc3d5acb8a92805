import type { z } from 'zod';
import { TEST_SEND_MESSAGES, type testSendRequest } from '@meja/shared/contracts/marketing';
import { chatPhone } from '@meja/shared/phone';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, tooManyAttempts } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { WhatsAppSendError } from '../../providers/whatsapp/whatsapp-provider';
import type { WhatsAppService } from '../whatsapp/whatsapp.service';
import { isOptedOut } from './leads.repo';

function invalidTo(message: string): AppError {
  return new AppError('VALIDATION', message, { fields: { to: message } });
}

/**
 * POST /marketing/test-send (SPEC §7, issue 18): one free-form WhatsApp message from the
 * platform's number, so the admin sees how a broadcast reads. Never to a number that opted out at
 * this restaurant; at most `waTestSendsPerTenant` an hour (it is the platform's number at stake).
 */
export function createTestSendService(
  deps: Pick<ServiceDeps, 'db' | 'throttle' | 'log'> & {
    whatsapp: Pick<WhatsAppService, 'status' | 'provider'>;
  },
) {
  async function send(scope: Scope, input: z.output<typeof testSendRequest>) {
    const to = chatPhone(input.to);
    if (to.length < 8 || to.length > 15) throw invalidTo(TEST_SEND_MESSAGES.toInvalid);
    if (await inTenantTx(deps.db, scope.tenantId, (tx) => isOptedOut(tx, scope.tenantId, to))) {
      throw invalidTo(TEST_SEND_MESSAGES.optedOut);
    }
    if (!(await deps.whatsapp.status()).ready) throw new AppError('WHATSAPP_NOT_READY');
    const wait = await deps.throttle.waTestSendWait(scope.tenantId);
    if (wait > 0) throw tooManyAttempts(wait, 'pesan uji');
    const provider = await deps.whatsapp.provider();
    try {
      const { messageId } = await provider.sendText({ to, body: input.message });
      return { messageId, to };
    } catch (error) {
      if (!(error instanceof WhatsAppSendError)) throw error;
      deps.log.warn(
        { tenantId: scope.tenantId, failure: error.failure, providerCode: error.providerCode },
        'WhatsApp test message refused',
      );
      if (error.failure === 'not_configured') throw new AppError('WHATSAPP_NOT_READY');
      throw new AppError(error.retryable ? 'WHATSAPP_UNAVAILABLE' : 'WHATSAPP_REJECTED');
    }
  }

  return { send };
}

export type TestSendService = ReturnType<typeof createTestSendService>;
