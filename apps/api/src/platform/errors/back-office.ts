import type { ErrorArea } from './entry';

/** The restaurant's back office: the menu, the stock and the payroll. */
export const BACK_OFFICE_ERRORS = {
  SKU_TAKEN: {
    status: 409,
    message: 'SKU sudah digunakan.',
    meaning: 'Another ingredient of the tenant has this SKU.',
  },
  INGREDIENT_IN_USE: {
    status: 409,
    message: 'Bahan ini masih dipakai di BOM menu. Hapus dari BOM terlebih dahulu.',
    meaning: "Deleting an ingredient that a dish's recipe (BOM) still uses; the message names the dishes.",
  },
  MENU_ITEM_ID_TAKEN: {
    status: 409,
    message: 'Menu dengan id ini sudah ada.',
    meaning: 'A client-made menu item id that another dish already has.',
  },
  PAYROLL_PERIOD_POSTED: {
    status: 409,
    message: 'Periode gaji ini sudah pernah diposting. Posting lagi akan mencatat pengeluaran gaji baru.',
    meaning:
      'Posting a payroll period whose dates were posted before, without `confirmRepost` (the admin confirms first).',
  },
} as const satisfies ErrorArea;
