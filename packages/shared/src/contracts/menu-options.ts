import { z } from 'zod';
import { MAX_GROUP_OPTIONS, MAX_ITEM_OPTION_GROUPS, MAX_LINE_OPTIONS, MAX_OPTION_PRICE } from '../limits';
import type { ChoiceProblem } from '../menu-options';
import { numberInputOr } from './input';
import { adminBomLine, bomInput } from './recipe';

/* Option groups (issue 20): what the back office sends and reads, the menu's copy, an order line's. */

export const OPTION_NAME_MAX = 60;

export const OPTION_MESSAGES = {
  groupName: 'Nama grup pilihan wajib diisi',
  groupNameTooLong: `Nama grup pilihan maksimal ${OPTION_NAME_MAX} karakter`,
  optionName: 'Nama pilihan wajib diisi',
  optionNameTooLong: `Nama pilihan maksimal ${OPTION_NAME_MAX} karakter`,
  noOptions: 'Tambahkan minimal satu pilihan',
  tooManyOptions: `Maksimal ${MAX_GROUP_OPTIONS} pilihan per grup`,
  sameName: 'Nama pilihan tidak boleh sama dalam satu grup',
  priceDelta: 'Tambahan harga harus angka bulat ≥ 0',
  priceDeltaMax: 'Tambahan harga maksimal Rp 100.000.000',
  choices: 'Jumlah pilihan harus bilangan bulat 0–12',
  minAboveMax: 'Minimal pilihan tidak boleh melebihi maksimal',
  maxAboveOptions: 'Maksimal pilihan tidak boleh melebihi jumlah pilihan',
  tooManyGroups: `Maksimal ${MAX_ITEM_OPTION_GROUPS} grup pilihan per menu`,
  sameGroup: 'Grup pilihan yang sama tidak boleh dipasang dua kali',
  groupMissing: 'Grup pilihan tidak ditemukan',
  /** A line's choices do not fit its dish (409/400 OPTION_CHOICE_INVALID). */
  choiceMissing: (group: string, item: string) => `Pilih ${group} untuk ${item}`,
  choiceTooMany: (group: string, item: string, max: number) =>
    `${group} untuk ${item} paling banyak ${max} pilihan`,
  choiceUnknown: (item: string) => `Pilihan untuk ${item} tidak tersedia lagi. Pilih ulang.`,
} as const;

/** The refusal of a line whose choices do not fit its dish, in words. */
export function choiceProblemMessage(problem: ChoiceProblem, item: string): string {
  if (problem.kind === 'missing') return OPTION_MESSAGES.choiceMissing(problem.group, item);
  if (problem.kind === 'tooMany') return OPTION_MESSAGES.choiceTooMany(problem.group, item, problem.max);
  return OPTION_MESSAGES.choiceUnknown(item);
}

const optionName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(OPTION_NAME_MAX, tooLong);

const choices = (fallback: number) =>
  numberInputOr(
    z
      .number({ error: OPTION_MESSAGES.choices })
      .int(OPTION_MESSAGES.choices)
      .min(0, OPTION_MESSAGES.choices)
      .max(MAX_GROUP_OPTIONS, OPTION_MESSAGES.choices),
    fallback,
  );

export const optionInput = z.object({
  /** An option kept from the group as it was (its id); absent for a new one. */
  id: z.uuid().optional(),
  name: optionName(OPTION_MESSAGES.optionName, OPTION_MESSAGES.optionNameTooLong),
  priceDelta: numberInputOr(
    z
      .number({ error: OPTION_MESSAGES.priceDelta })
      .int(OPTION_MESSAGES.priceDelta)
      .min(0, OPTION_MESSAGES.priceDelta)
      .max(MAX_OPTION_PRICE, OPTION_MESSAGES.priceDeltaMax),
    0,
  ),
  /** What one portion with this option consumes besides the dish ('tambah telur': 1 egg). */
  recipe: bomInput.optional().default([]),
});

/** POST and PUT …/menu/option-groups: a group and all its options (PUT replaces them). */
export const optionGroupInput = z
  .object({
    name: optionName(OPTION_MESSAGES.groupName, OPTION_MESSAGES.groupNameTooLong),
    /** Optional (0) unless said. */
    minChoices: choices(0),
    /** One unless said. */
    maxChoices: choices(1),
    options: z
      .array(optionInput, { error: OPTION_MESSAGES.noOptions })
      .min(1, OPTION_MESSAGES.noOptions)
      .max(MAX_GROUP_OPTIONS, OPTION_MESSAGES.tooManyOptions),
  })
  .superRefine((group, context) => {
    const names = group.options.map((option) => option.name.toLowerCase());
    if (new Set(names).size !== names.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: OPTION_MESSAGES.sameName });
    }
    if (group.maxChoices < 1) {
      context.addIssue({ code: 'custom', path: ['maxChoices'], message: OPTION_MESSAGES.choices });
    }
    if (group.minChoices > group.maxChoices) {
      context.addIssue({ code: 'custom', path: ['minChoices'], message: OPTION_MESSAGES.minAboveMax });
    }
    if (group.maxChoices > group.options.length) {
      context.addIssue({ code: 'custom', path: ['maxChoices'], message: OPTION_MESSAGES.maxAboveOptions });
    }
  });
export type OptionGroupInput = z.input<typeof optionGroupInput>;

/** A dish's groups, in the order they are shown (menu item create and update). */
export const optionGroupIds = z
  .array(z.uuid(OPTION_MESSAGES.groupMissing))
  .max(MAX_ITEM_OPTION_GROUPS, OPTION_MESSAGES.tooManyGroups)
  .refine((ids) => new Set(ids).size === ids.length, { message: OPTION_MESSAGES.sameGroup });

/** A group as the diner and the POS see it with a dish (no recipes). */
export const menuOptionGroup = z.object({
  id: z.string(),
  name: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(z.object({ id: z.string(), name: z.string(), priceDelta: z.number() })),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroup>;

/** A group as the back office edits it: each option's recipe, and the dishes it is on. */
export const adminOptionGroup = menuOptionGroup.extend({
  options: z.array(
    z.object({ id: z.string(), name: z.string(), priceDelta: z.number(), recipe: z.array(adminBomLine) }),
  ),
  menuItemIds: z.array(z.string()),
});
export type AdminOptionGroup = z.infer<typeof adminOptionGroup>;
export const adminOptionGroupList = z.object({ items: z.array(adminOptionGroup) });

/** The chosen options' ids on an order line's request (the server prices and names them). */
export const lineOptionIds = z
  .array(z.uuid(OPTION_MESSAGES.choiceUnknown('menu')))
  .max(MAX_LINE_OPTIONS)
  .optional()
  .default([]);

/** A chosen option as an order line keeps it (default: a line from before issue 20's options). */
export const orderLineOption = z.object({
  id: z.string(),
  group: z.string(),
  name: z.string(),
  priceDelta: z.number(),
});
