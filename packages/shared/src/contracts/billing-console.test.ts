import { describe, expect, it } from 'vitest';
import { createInvoiceForm, createInvoiceRequest, invoiceRequestOf } from './billing';

describe("the console's invoice form", () => {
  it('sends only what was filled in, the due date at the end of its Jakarta day', () => {
    const filled = createInvoiceForm.parse({
      tenantSlug: ' resto-a ',
      amount: '249000',
      dueDate: '2026-12-01',
      description: '',
      plan: '',
      cycle: 'monthly',
    });
    const request = invoiceRequestOf(filled);
    expect(request).toEqual({
      tenantSlug: 'resto-a',
      amount: 249_000,
      dueAt: '2026-12-01T23:59:59+07:00',
      cycle: 'monthly',
    });
    expect(createInvoiceRequest.parse(request).dueAt).toBe('2026-12-01T23:59:59+07:00');
  });

  it('refuses an amount of 0, with separators or a fraction', () => {
    for (const amount of ['0', '249.000', '1,5', '', 'abc']) {
      const parsed = createInvoiceForm.safeParse({
        tenantSlug: 'a',
        amount,
        dueDate: '',
        description: '',
        plan: '',
        cycle: 'monthly',
      });
      expect(parsed.success, amount).toBe(false);
    }
  });
});
