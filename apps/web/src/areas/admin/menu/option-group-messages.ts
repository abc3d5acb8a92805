import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import type { ChoiceRule } from './option-group-rules';

/* Texts of the option groups on the admin menu screen (issue 20). */
export const optionGroupMessages = i18n('admin/menu/option-groups', {
  title: 'Grup pilihan',
  description:
    'Yang dipilih pelanggan saat memesan, mis. Level pedas (wajib pilih 1) atau Tambahan (opsional). Satu grup bisa dipasang di banyak menu.',
  add: '+ Grup pilihan',
  empty: 'Belum ada grup pilihan. Buat grup seperti Level pedas atau Tambahan, lalu pasang di menu.',
  loadFailed: 'Gagal memuat grup pilihan.',
  ruleOptional: params('Opsional, maks {max}'),
  ruleExactly: params('Wajib pilih {count}'),
  ruleRange: params('Wajib pilih {min}–{max}'),
  usedBy: params('Dipakai di {count} menu'),
  unused: 'Belum dipasang di menu',
  recipeOf: params('{name}:'),
  recipeTitle: 'Resep tambahan',
  edit: 'Edit',
  remove: 'Hapus',
  groupOf: params('grup {name}'),
  // The form.
  createTitle: 'Grup pilihan baru',
  editTitle: params('Edit grup {name}'),
  groupName: 'Nama grup',
  groupNameHint: 'mis. Level pedas, Tambahan',
  minChoices: 'Minimal dipilih',
  minChoicesHint: '0 = opsional, 1 atau lebih = wajib',
  maxChoices: 'Maksimal dipilih',
  maxChoicesHint: 'Paling banyak yang boleh dipilih',
  preview: 'Pelanggan melihat:',
  options: 'Pilihan',
  option: params('Pilihan {n}'),
  optionName: 'Nama pilihan',
  priceDelta: 'Tambahan harga (Rp)',
  removeOption: params('Hapus pilihan {n}'),
  addOption: '+ Tambah pilihan',
  optionCount: params('{count}/{max} pilihan'),
  recipe: 'Resep tambahan per porsi (opsional)',
  recipeHint: 'Bahan yang terpakai bila pilihan ini dipilih, mis. Tambah telur: 1 telur.',
  addRecipe: '+ Resep bahan',
  addRecipeFor: params('untuk pilihan {n}'),
  cancel: 'Batal',
  discard: 'Tutup tanpa menyimpan perubahan?',
  save: 'Simpan grup',
  create: 'Buat grup',
  saveFailed: 'Gagal menyimpan grup pilihan',
  created: params('Tersimpan: grup {name} dibuat.'),
  saved: params('Tersimpan: grup {name}.'),
  // Deleting.
  deleteTitle: params('Hapus grup {name}?'),
  deleteUsed: params(
    'Grup ini akan dilepas dari {count} menu yang memakainya. Pesanan yang sudah tercatat tidak berubah.',
  ),
  deleteUnused: 'Grup ini belum dipasang di menu mana pun.',
  keep: 'Batal',
  confirmDelete: 'Hapus grup',
  deleting: 'Menghapus...',
  deleted: params('Grup {name} dihapus.'),
  deleteFailed: 'Gagal menghapus grup pilihan',
  // On a dish.
  fieldLegend: 'Grup pilihan',
  fieldHint: 'Centang grup yang ditanyakan untuk menu ini. Urutannya = urutan tampil ke pelanggan.',
  noGroups: 'Belum ada grup pilihan. Buat dulu di bagian Grup pilihan di atas daftar menu.',
  groupsLoading: 'Memuat grup pilihan...',
  order: 'Urutan tampil',
  moveUp: params('Naikkan {name}'),
  moveDown: params('Turunkan {name}'),
  maxGroups: params('Maksimal {max} grup per menu.'),
  rowGroups: 'Pilihan:',
});

type OptionGroupTexts = ReturnType<typeof optionGroupMessages.get>;

/** A rule in words: 'Wajib pilih 1', 'Wajib pilih 1–2', 'Opsional, maks 3'. */
export function choiceRuleText(t: OptionGroupTexts, rule: ChoiceRule): string {
  if (rule.kind === 'optional') return t.ruleOptional({ max: rule.max });
  if (rule.kind === 'exactly') return t.ruleExactly({ count: rule.count });
  return t.ruleRange({ min: rule.min, max: rule.max });
}
