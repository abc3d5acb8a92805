import { waOptinRequest } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { optinPlan } from './wa-optin-request';

const ORDER = { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3fab12', token: 'tok_123' };

describe('optinPlan', () => {
  it("on the menu: the consent only, remembered per restaurant under SPEC §3's keys", () => {
    const plan = optinPlan('warung-demo', null);
    expect(plan.submittedKey).toBe('waOptinSubmitted:warung-demo');
    expect(plan.dismissedKey).toBe('waStickyDismissed:warung-demo');
    expect(plan.body('0812')).toEqual({ phone: '0812', source: 'menu_banner' });
  });

  it("on a tracking page: the order's id and token too, remembered for that order only", () => {
    const plan = optinPlan('warung-demo', ORDER);
    expect(plan.submittedKey).toBe(`waOptinSubmitted:warung-demo:${ORDER.id}`);
    expect(plan.dismissedKey).toBe(`waStickyDismissed:warung-demo:${ORDER.id}`);
    const body = plan.body('081234567890');
    expect(body).toEqual({
      phone: '081234567890',
      source: 'order_tracking',
      orderId: ORDER.id,
      token: 'tok_123',
    });
    // What the API takes.
    expect(waOptinRequest.strict().parse(body)).toEqual(body);
    expect(optinPlan('warung-demo', { ...ORDER, id: 'another' }).submittedKey).not.toBe(plan.submittedKey);
  });
});
