import { z } from 'zod';

/** GET /api/v1/public/settings */
export const publicSettings = z.object({
  data: z.object({
    priceBasic: z.number(),
    pricePOS: z.number(),
    pricePro: z.number(),
    priceEnterprise: z.number(),
    whatsappNumber: z.string(),
    trialDays: z.number().int(),
    /** The login pages may list (and prefill) the demo accounts: SEED_DEMO on, not production. */
    demoLogins: z.boolean(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettings>;
