import type { AdminOptionGroup } from '@meja/shared/contracts/menu-options';
import { MAX_GROUP_OPTIONS, MAX_OPTION_PRICE } from '@meja/shared/limits';
import { describe, expect, it } from 'vitest';
import { emptyBomRow } from '../bom/bom-draft';
import {
  canAddOption,
  checkGroupDraft,
  draftFromGroup,
  emptyGroupDraft,
  emptyOptionDraft,
  groupErrorsOf,
  groupRequestOf,
  withoutField,
  withoutOptionFields,
  type GroupDraft,
  type OptionDraft,
} from './option-group-draft';

const EGG = '0190a1b2-0000-7000-8000-0000000000e1';
const OPTION_ID = '0190a1b2-0000-7000-8000-0000000000a1';

function option(name: string, priceDelta = '', changes: Partial<OptionDraft> = {}): OptionDraft {
  return { ...emptyOptionDraft(), name, priceDelta, ...changes };
}

function draft(changes: Partial<GroupDraft>): GroupDraft {
  return { ...emptyGroupDraft(), ...changes };
}

const stored: AdminOptionGroup = {
  id: 'g1',
  name: 'Tambahan',
  minChoices: 0,
  maxChoices: 3,
  menuItemIds: ['m1'],
  options: [
    {
      id: OPTION_ID,
      name: 'Telur',
      priceDelta: 4000,
      recipe: [{ inventoryItemId: EGG, qty: 1, name: 'Telur ayam', unit: 'butir', unitCost: 2000 }],
    },
    { id: 'o2', name: 'Kerupuk', priceDelta: 0, recipe: [] },
  ],
};

describe('option group draft', () => {
  it('starts optional, at most one, with one blank option', () => {
    const empty = emptyGroupDraft();
    expect(empty).toMatchObject({ name: '', minChoices: '0', maxChoices: '1' });
    expect(empty.options).toHaveLength(1);
    expect(empty.options[0]).toMatchObject({ name: '', priceDelta: '', recipe: [] });
  });

  it('gives every option its own key', () => {
    expect(emptyOptionDraft().key).not.toBe(emptyOptionDraft().key);
  });

  it('fills the form from a stored group, leaving no delta blank and keeping ids and recipes', () => {
    const filled = draftFromGroup(stored);
    expect(filled).toMatchObject({ name: 'Tambahan', minChoices: '0', maxChoices: '3' });
    expect(filled.options.map((o) => [o.id, o.name, o.priceDelta])).toEqual([
      [OPTION_ID, 'Telur', '4000'],
      ['o2', 'Kerupuk', ''],
    ]);
    expect(filled.options[0]?.recipe.map((row) => [row.inventoryItemId, row.qty])).toEqual([[EGG, '1']]);
  });

  it('sends the options in order with their ids and only complete recipe lines', () => {
    const request = groupRequestOf(
      draft({
        name: 'Tambahan',
        maxChoices: '3',
        options: [
          option('Telur', '4000', {
            id: OPTION_ID,
            recipe: [
              { ...emptyBomRow(), inventoryItemId: EGG, qty: '1' },
              { ...emptyBomRow(), inventoryItemId: '', qty: '' },
            ],
          }),
          option('Kerupuk'),
        ],
      }),
    );
    expect(request).toEqual({
      name: 'Tambahan',
      minChoices: '0',
      maxChoices: '3',
      options: [
        { id: OPTION_ID, name: 'Telur', priceDelta: '4000', recipe: [{ inventoryItemId: EGG, qty: 1 }] },
        { name: 'Kerupuk', priceDelta: '', recipe: [] },
      ],
    });
  });

  it('reads a valid draft into the body the API takes', () => {
    const checked = checkGroupDraft(
      draft({
        name: ' Level pedas ',
        minChoices: '1',
        maxChoices: '1',
        options: [option('Level 0'), option('Level 1', '0')],
      }),
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        name: 'Level pedas',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: 'Level 0', priceDelta: 0, recipe: [] },
          { name: 'Level 1', priceDelta: 0, recipe: [] },
        ],
      },
    });
  });

  it('names what is wrong the way the API does', () => {
    const checked = checkGroupDraft(
      draft({
        name: '',
        minChoices: '3',
        maxChoices: '2',
        options: [option(''), option('Telur', '-5')],
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields).toEqual({
      name: 'Nama grup pilihan wajib diisi',
      minChoices: 'Minimal pilihan tidak boleh melebihi maksimal',
      'options.0.name': 'Nama pilihan wajib diisi',
      'options.1.priceDelta': 'Tambahan harga harus angka bulat ≥ 0',
    });
  });

  it('refuses a minimum above the maximum, and a maximum above the options', () => {
    const minAbove = checkGroupDraft(
      draft({ name: 'Level', minChoices: '2', maxChoices: '1', options: [option('A'), option('B')] }),
    );
    expect(minAbove.ok ? {} : minAbove.fields).toEqual({
      minChoices: 'Minimal pilihan tidak boleh melebihi maksimal',
    });
    const maxAbove = checkGroupDraft(
      draft({ name: 'Level', minChoices: '0', maxChoices: '3', options: [option('A')] }),
    );
    expect(maxAbove.ok ? {} : maxAbove.fields).toEqual({
      maxChoices: 'Maksimal pilihan tidak boleh melebihi jumlah pilihan',
    });
    const same = checkGroupDraft(
      draft({ name: 'Level', maxChoices: '1', options: [option('Telur'), option('telur')] }),
    );
    expect(same.ok ? {} : same.fields).toEqual({ options: 'Nama pilihan tidak boleh sama dalam satu grup' });
    const tooDear = checkGroupDraft(
      draft({ name: 'X', options: [option('A', String(MAX_OPTION_PRICE + 1))] }),
    );
    expect(tooDear.ok ? {} : tooDear.fields).toEqual({
      'options.0.priceDelta': 'Tambahan harga maksimal Rp 100.000.000',
    });
  });

  it('puts each message under its field, a recipe line under its option, the rest apart', () => {
    expect(
      groupErrorsOf({
        name: 'Nama grup pilihan wajib diisi',
        minChoices: 'Minimal pilihan tidak boleh melebihi maksimal',
        options: 'Tambahkan minimal satu pilihan',
        'options.1.name': 'Nama pilihan wajib diisi',
        'options.1.priceDelta': 'Tambahan harga harus angka bulat ≥ 0',
        'options.2.recipe.0.qty': 'Qty BOM harus angka',
        'options.2.recipe.1.inventoryItemId': 'Bahan tidak valid',
        '(body)': 'Data tidak valid',
        'options.3.id': 'Invalid UUID',
      }),
    ).toEqual({
      group: {
        name: 'Nama grup pilihan wajib diisi',
        minChoices: 'Minimal pilihan tidak boleh melebihi maksimal',
        options: 'Tambahkan minimal satu pilihan',
      },
      options: {
        1: { name: 'Nama pilihan wajib diisi', priceDelta: 'Tambahan harga harus angka bulat ≥ 0' },
        2: { recipe: 'Qty BOM harus angka' },
      },
      other: ['Data tidak valid', 'Invalid UUID'],
    });
  });

  it('drops a field’s messages when it is typed in, and every option’s when options move', () => {
    const fields = {
      name: 'x',
      options: 'y',
      'options.0.name': 'z',
      'options.0.recipe.0.qty': 'q',
      'options.10.name': 'w',
    };
    expect(withoutField(fields, 'name')).toEqual({
      options: 'y',
      'options.0.name': 'z',
      'options.0.recipe.0.qty': 'q',
      'options.10.name': 'w',
    });
    expect(withoutField(fields, 'options.0.recipe')).toEqual({
      name: 'x',
      options: 'y',
      'options.0.name': 'z',
      'options.10.name': 'w',
    });
    expect(withoutOptionFields(fields)).toEqual({ name: 'x', options: 'y' });
  });

  it('allows options up to the limit', () => {
    const options = Array.from({ length: MAX_GROUP_OPTIONS }, (_, i) => option(`O${i}`));
    expect(canAddOption(draft({ options }))).toBe(false);
    expect(canAddOption(draft({ options: options.slice(1) }))).toBe(true);
  });
});
