import { savableBomLines } from '@meja/shared/bom';
import { MAX_GROUP_OPTIONS } from '@meja/shared/limits';
import {
  optionGroupInput,
  type AdminOptionGroup,
  type OptionGroupInput,
} from '@meja/shared/contracts/menu-options';
import { draftFromBom, type BomDraftRow } from '../bom/bom-draft';

/* The option group form (issue 20) as typed: numbers stay text until the shared schema reads them. */

export interface OptionDraft {
  key: string;
  /** The stored option's id (kept by the PUT); absent for a new one. */
  id?: string;
  name: string;
  priceDelta: string;
  recipe: BomDraftRow[];
}

export interface GroupDraft {
  name: string;
  minChoices: string;
  maxChoices: string;
  options: OptionDraft[];
}

let nextKey = 0;

export function emptyOptionDraft(): OptionDraft {
  nextKey += 1;
  return { key: `option-${nextKey}`, name: '', priceDelta: '', recipe: [] };
}

/** A new group: optional, at most one, with one blank option to fill. */
export function emptyGroupDraft(): GroupDraft {
  return { name: '', minChoices: '0', maxChoices: '1', options: [emptyOptionDraft()] };
}

export function draftFromGroup(group: AdminOptionGroup): GroupDraft {
  return {
    name: group.name,
    minChoices: String(group.minChoices),
    maxChoices: String(group.maxChoices),
    options: group.options.map((option) => ({
      ...emptyOptionDraft(),
      id: option.id,
      name: option.name,
      priceDelta: option.priceDelta > 0 ? String(option.priceDelta) : '',
      recipe: draftFromBom(option.recipe),
    })),
  };
}

export function canAddOption(draft: GroupDraft): boolean {
  return draft.options.length < MAX_GROUP_OPTIONS;
}

/** What the form sends: the options in their order, each with its complete recipe lines only. */
export function groupRequestOf(draft: GroupDraft): OptionGroupInput {
  return {
    name: draft.name,
    minChoices: draft.minChoices,
    maxChoices: draft.maxChoices,
    options: draft.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name,
      priceDelta: option.priceDelta,
      recipe: savableBomLines(option.recipe),
    })),
  };
}

export type GroupBody = ReturnType<typeof optionGroupInput.parse>;

/** A field's path as the API names it in a VALIDATION answer: 'options.0.name'. */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * The draft read by the shared schema, as the server will read it: the body to send, or the
 * messages per field (the first one of each), named as the API names them.
 */
export function checkGroupDraft(
  draft: GroupDraft,
): { ok: true; body: GroupBody } | { ok: false; fields: FieldMessages } {
  const parsed = optionGroupInput.safeParse(groupRequestOf(draft));
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

export type GroupField = 'name' | 'minChoices' | 'maxChoices' | 'options';
export type OptionField = 'name' | 'priceDelta' | 'recipe';

export interface GroupErrors {
  group: Partial<Record<GroupField, string>>;
  /** Per option, by its place in the form. */
  options: Partial<Record<number, Partial<Record<OptionField, string>>>>;
  /** Messages no field of the form shows. */
  other: string[];
}

const GROUP_FIELDS: readonly string[] = ['name', 'minChoices', 'maxChoices', 'options'];

function isGroupField(key: string): key is GroupField {
  return GROUP_FIELDS.includes(key);
}

function optionFieldOf(key: string): OptionField | null {
  if (key === 'name' || key === 'priceDelta') return key;
  // A recipe's lines ('recipe', 'recipe.0.qty') are shown under the option's recipe.
  if (key === 'recipe' || key.startsWith('recipe.')) return 'recipe';
  return null;
}

/** Puts each field's message (the form's own check or the API's VALIDATION `fields`) where it shows. */
export function groupErrorsOf(fields: FieldMessages): GroupErrors {
  const errors: GroupErrors = { group: {}, options: {}, other: [] };
  for (const [key, message] of Object.entries(fields)) {
    if (isGroupField(key)) {
      errors.group[key] ??= message;
      continue;
    }
    const match = /^options\.(\d+)\.(.+)$/.exec(key);
    const field = match?.[2] ? optionFieldOf(match[2]) : null;
    if (match && field) {
      const index = Number(match[1]);
      const option = errors.options[index] ?? {};
      option[field] ??= message;
      errors.options[index] = option;
      continue;
    }
    if (!errors.other.includes(message)) errors.other.push(message);
  }
  return errors;
}

/** The fields' messages without the ones `key` names (itself and what is under it). */
export function withoutField(fields: FieldMessages, key: string): FieldMessages {
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => name !== key && !name.startsWith(`${key}.`)),
  );
}

/** The fields' messages without any option's: the options moved, so their places changed. */
export function withoutOptionFields(fields: FieldMessages): FieldMessages {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/^options\.\d+\./.test(name)));
}
