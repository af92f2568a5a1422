/**
 * The pa_size terms in display order (menu_order), and which run of sizes each garment family
 * is cut in for women and men.
 */
export interface SizeDef {
  slug: string;
  name: string;
}

const letters = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map((n) => ({ slug: n.toLowerCase(), name: n }));
const shoes = Array.from({ length: 11 }, (_, i) => String(36 + i)).map((n) => ({ slug: n, name: n }));
const jeans = ['W26', 'W27', 'W28', 'W29', 'W30', 'W31', 'W32', 'W33', 'W34', 'W36', 'W38'].map((n) => ({
  slug: n.toLowerCase(),
  name: n,
}));

export const SIZES: readonly SizeDef[] = [...letters, ...jeans, ...shoes];

export type SizeRun = 'letters' | 'shoes' | 'jeans' | 'none';

/** The sizes a product of this run and gender is offered in. */
export function sizesFor(run: SizeRun, gender: 'damen' | 'herren' | 'unisex'): string[] {
  const women = gender === 'damen';
  switch (run) {
    case 'letters':
      return women ? ['xs', 's', 'm', 'l', 'xl'] : ['s', 'm', 'l', 'xl', 'xxl'];
    case 'shoes':
      return women ? ['36', '37', '38', '39', '40', '41'] : ['40', '41', '42', '43', '44', '45', '46'];
    case 'jeans':
      return women ? ['w26', 'w27', 'w28', 'w29', 'w30', 'w31', 'w32'] : ['w29', 'w30', 'w31', 'w32', 'w33', 'w34', 'w36'];
    case 'none':
      return [];
  }
}

/** The whole letter run, for the one T-shirt cut in every size. */
export const ALL_LETTER_SIZES = letters.map((s) => s.slug);
