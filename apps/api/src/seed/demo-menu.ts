import type { DishLook } from './demo-images';

export interface DemoDish {
  name: string;
  description?: string;
  category: 'UTAMA' | 'MINUMAN' | 'CAMILAN';
  price: number;
  isSpecialToday?: boolean;
  isFavorite?: boolean;
  discountPercent?: number;
  discountFixed?: number;
  bom: [ingredientKey: string, qty: number][];
  look: DishLook;
}

const plate = (food: string, accent: string, background: string): DishLook => ({
  shape: 'plate',
  food,
  accent,
  background,
});
const bowl = (food: string, accent: string, background: string): DishLook => ({
  shape: 'bowl',
  food,
  accent,
  background,
});
const glass = (food: string, accent: string, background: string): DishLook => ({
  shape: 'glass',
  food,
  accent,
  background,
});
const cup = (food: string, accent: string, background: string): DishLook => ({
  shape: 'cup',
  food,
  accent,
  background,
});
const snack = (food: string, accent: string, background: string): DishLook => ({
  shape: 'snack',
  food,
  accent,
  background,
});

export const DEMO_DISHES: DemoDish[] = [
  {
    name: 'Nasi Goreng Spesial',
    description: 'Nasi goreng bumbu rumahan dengan telur mata sapi, ayam suwir, dan kerupuk.',
    category: 'UTAMA',
    price: 28000,
    isFavorite: true,
    bom: [
      ['beras', 0.15],
      ['telur', 1],
      ['minyak', 0.02],
      ['kecap', 0.015],
    ],
    look: plate('#c8843a', '#e74c3c', '#f4d03f'),
  },
  {
    name: 'Mie Goreng Jawa',
    description: 'Mie kuning dimasak di atas arang dengan kecap, kol, dan telur orak-arik.',
    category: 'UTAMA',
    price: 25000,
    bom: [
      ['mie', 0.1],
      ['telur', 1],
      ['minyak', 0.02],
      ['kecap', 0.01],
    ],
    look: plate('#d9a441', '#27ae60', '#f0b27a'),
  },
  {
    name: 'Ayam Geprek Sambal Bawang',
    description: 'Ayam goreng tepung digeprek dengan sambal bawang pedas, disajikan dengan nasi putih.',
    category: 'UTAMA',
    price: 27000,
    isSpecialToday: true,
    discountPercent: 10,
    bom: [
      ['ayam', 0.25],
      ['cabai', 0.03],
      ['beras', 0.15],
      ['minyak', 0.05],
    ],
    look: plate('#e0a458', '#c0392b', '#f5b041'),
  },
  {
    name: 'Soto Ayam Lamongan',
    description: 'Kuah kuning gurih dengan suwiran ayam, soun, telur, dan taburan koya.',
    category: 'UTAMA',
    price: 24000,
    bom: [
      ['ayam', 0.15],
      ['beras', 0.15],
      ['telur', 1],
    ],
    look: bowl('#f7dc6f', '#58d68d', '#82e0aa'),
  },
  {
    name: 'Nasi Uduk Komplit',
    category: 'UTAMA',
    price: 30000,
    isFavorite: true,
    bom: [
      ['beras', 0.15],
      ['ayam', 0.15],
      ['telur', 1],
      ['tahu', 0.05],
    ],
    look: plate('#fdfefe', '#d35400', '#a3e4d7'),
  },
  {
    name: 'Sate Ayam Madura (10 Tusuk)',
    category: 'UTAMA',
    price: 32000,
    isFavorite: true,
    bom: [
      ['ayam', 0.3],
      ['kecap', 0.03],
    ],
    look: plate('#a04000', '#f5cba7', '#f8c471'),
  },
  {
    name: 'Gado-Gado Jakarta',
    category: 'UTAMA',
    price: 22000,
    bom: [
      ['sayur', 0.2],
      ['tahu', 0.1],
      ['telur', 1],
    ],
    look: plate('#52be80', '#f0b27a', '#d5f5e3'),
  },
  {
    name: 'Rendang Sapi',
    category: 'UTAMA',
    price: 38000,
    isSpecialToday: true,
    discountFixed: 3000,
    bom: [
      ['sapi', 0.15],
      ['cabai', 0.02],
      ['beras', 0.15],
    ],
    look: plate('#6e2c00', '#fdfefe', '#e59866'),
  },
  {
    name: 'Es Teh Manis',
    description: 'Teh melati seduh segar dengan gula dan es batu.',
    category: 'MINUMAN',
    price: 6000,
    isFavorite: true,
    bom: [
      ['teh', 0.005],
      ['gula', 0.02],
    ],
    look: glass('#b9770e', '#e74c3c', '#fad7a0'),
  },
  {
    name: 'Es Jeruk Peras',
    category: 'MINUMAN',
    price: 9000,
    bom: [
      ['jeruk', 0.3],
      ['gula', 0.015],
    ],
    look: glass('#f39c12', '#27ae60', '#fdebd0'),
  },
  {
    name: 'Kopi Susu Gula Aren',
    description: 'Espresso, susu segar, dan gula aren asli.',
    category: 'MINUMAN',
    price: 18000,
    isSpecialToday: true,
    bom: [
      ['kopi', 0.018],
      ['susu', 0.15],
      ['aren', 0.02],
    ],
    look: glass('#a67c52', '#6e2c00', '#e8daef'),
  },
  {
    name: 'Jus Alpukat',
    category: 'MINUMAN',
    price: 16000,
    discountPercent: 15,
    bom: [
      ['alpukat', 0.25],
      ['susu', 0.05],
      ['gula', 0.02],
    ],
    look: glass('#9acd32', '#5d4037', '#d4efdf'),
  },
  {
    name: 'Teh Tarik',
    category: 'MINUMAN',
    price: 12000,
    bom: [
      ['teh', 0.006],
      ['susu', 0.1],
      ['gula', 0.015],
    ],
    look: cup('#c68e5a', '#fdfefe', '#f6ddcc'),
  },
  {
    name: 'Kopi Tubruk',
    category: 'MINUMAN',
    price: 8000,
    bom: [
      ['kopi', 0.015],
      ['gula', 0.015],
    ],
    look: cup('#3e2723', '#a1887f', '#d7ccc8'),
  },
  {
    name: 'Pisang Goreng Keju',
    description: 'Pisang raja goreng renyah dengan parutan keju dan susu kental manis.',
    category: 'CAMILAN',
    price: 12000,
    isFavorite: true,
    bom: [
      ['pisang', 0.3],
      ['terigu', 0.05],
      ['minyak', 0.05],
    ],
    look: snack('#e6a23c', '#f7dc6f', '#fcf3cf'),
  },
  {
    name: 'Tahu Isi Sayur',
    category: 'CAMILAN',
    price: 10000,
    bom: [
      ['tahu', 0.2],
      ['sayur', 0.05],
      ['terigu', 0.05],
      ['minyak', 0.04],
    ],
    look: snack('#d4ac0d', '#58d68d', '#fef9e7'),
  },
  {
    name: 'Cireng Bumbu Rujak',
    category: 'CAMILAN',
    price: 10000,
    discountPercent: 20,
    bom: [
      ['tapioka', 0.1],
      ['minyak', 0.04],
      ['cabai', 0.005],
    ],
    look: snack('#f5eef8', '#c0392b', '#fadbd8'),
  },
  {
    name: 'Kerupuk Udang',
    category: 'CAMILAN',
    price: 5000,
    bom: [
      ['kerupuk', 0.03],
      ['minyak', 0.02],
    ],
    look: snack('#fae5d3', '#f5b7b1', '#fdedec'),
  },
];

/** kopi-demo (KASIR_SAJA) sells from the POS: a short drinks list, no recipes. */
export const KOPI_DEMO_DISHES: Omit<DemoDish, 'bom'>[] = [
  { name: 'Espresso', category: 'MINUMAN', price: 15000, look: cup('#3e2723', '#795548', '#d7ccc8') },
  {
    name: 'Cappuccino',
    category: 'MINUMAN',
    price: 25000,
    isFavorite: true,
    look: cup('#c8a27a', '#fdfefe', '#efebe9'),
  },
  {
    name: 'Es Kopi Susu',
    category: 'MINUMAN',
    price: 20000,
    isFavorite: true,
    look: glass('#a67c52', '#3e2723', '#ede7f6'),
  },
  { name: 'Matcha Latte', category: 'MINUMAN', price: 27000, look: glass('#7cb342', '#33691e', '#f1f8e9') },
  {
    name: 'Croissant Mentega',
    category: 'CAMILAN',
    price: 22000,
    look: snack('#d4a056', '#f0c987', '#fff8e1'),
  },
  {
    name: 'Roti Bakar Cokelat',
    category: 'CAMILAN',
    price: 18000,
    discountPercent: 10,
    look: snack('#8d6e63', '#4e342e', '#fbe9e7'),
  },
];
