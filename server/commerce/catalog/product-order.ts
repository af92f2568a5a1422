import type { ProductWhereArgs } from './product-filters';
import { searchWords } from './product-filters';
import type { SqlParams } from './sql-builder';

/** One sort key as an expression over a product alias, so the cursor row can use it too. */
export interface SortKey {
  expression: (alias: string) => string;
}

export interface ProductOrder {
  keys: SortKey[];
  /** Applies to every key and to the id tie-break, so a row comparison can resume after a cursor. */
  direction: 'ASC' | 'DESC';
}

const column = (name: string): SortKey => ({ expression: (a) => `${a}.${name}` });

/**
 * The name lower-cased with German umlauts and accents folded, compared byte-wise, so "Ärmel"
 * sorts with "Armel" and PGlite and every Postgres server agree whatever their locale.
 */
export const foldedName = (alias: string) =>
  // Letters are folded before lower(), which only knows ASCII under the C locale.
  `(lower(replace(translate(${alias}.name, 'ÄÖÜÀÁÂÉÈÊÍÓÔÚÇäöüàáâéèêíóôúç', 'AOUAAAEEEIOOUCaouaaaeeeioouc'), 'ß', 'ss')) COLLATE "C")`;

const FIELDS: Record<string, SortKey> = {
  DATE: column('created_at'),
  MODIFIED: column('modified_at'),
  NAME: { expression: foldedName },
  SLUG: column('slug'),
  PRICE: { expression: (a) => `COALESCE(${a}.price, 0)` },
  POPULARITY: column('total_sales'),
  TOTAL_SALES: column('total_sales'),
  RATING: column('average_rating'),
  REVIEW_COUNT: column('review_count'),
  MENU_ORDER: column('menu_order'),
};
/** WooCommerce sorts by the highest price when the dearest come first, by the lowest otherwise. */
const PRICE_DESC: SortKey = { expression: (a) => `COALESCE(${a}.price_max, ${a}.price, 0)` };
/** WooCommerce sorts these best-first whatever order is asked (docs/woographql-contract.md §8.3). */
const ALWAYS_DESC = new Set(['POPULARITY', 'RATING']);

/**
 * Only the first orderby entry counts, as in WooGraphQL. Without one: relevance for a search,
 * otherwise the catalogue order (menu order, then name).
 */
export function productOrder(where: ProductWhereArgs, params: SqlParams): ProductOrder {
  const requested = where.orderby?.find((entry) => entry !== null) ?? null;
  if (requested?.field === 'IN' && where.include?.length) {
    const ids = params.add(where.include.filter((id): id is number => id !== null));
    return { keys: [{ expression: (a) => `array_position(${ids}::int[], ${a}.id)` }], direction: 'ASC' };
  }
  const field = requested ? FIELDS[requested.field] : undefined;
  if (requested && field) {
    const direction = ALWAYS_DESC.has(requested.field) ? 'DESC' : (requested.order ?? 'DESC');
    return { keys: [requested.field === 'PRICE' && direction === 'DESC' ? PRICE_DESC : field], direction };
  }
  const words = searchWords(where.search ?? '');
  if (words.length) return { keys: [relevance(words, params), column('created_at')], direction: 'DESC' };
  return { keys: [column('menu_order'), { expression: foldedName }], direction: 'ASC' };
}

/** Name hits outweigh hits in the descriptions; the whole phrase in the name counts most. */
function relevance(words: string[], params: SqlParams): SortKey {
  const phrase = params.add(`%${words.join(' ')}%`);
  const wordParams = words.map((word) => params.add(`%${word}%`));
  return {
    expression: (a) =>
      `((CASE WHEN ${foldedName(a)} LIKE ${phrase} THEN 10 ELSE 0 END) + ${wordParams
        .map((word) => `(CASE WHEN ${foldedName(a)} LIKE ${word} THEN 3 ELSE 0 END)`)
        .join(' + ')})`,
  };
}
