import type { ProductRecord } from '../../server/search/indexer/products';

/** A small deterministic generator (mulberry32), so every run indexes the same catalogue. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const ADJECTIVES = ['', '', '', 'Basic-', 'Leinen', 'Woll', 'Samt', 'Cord', 'Denim', 'Strick', 'Seiden', 'Sommer', 'Winter', 'Jersey', 'Oversize-', 'Slim-'];

/**
 * `count` synthetic products in the shape the indexer writes, recombined from the seeded shop's
 * records: compound names from its garment words and first names, descriptions from its
 * sentences, its categories, colours and sizes, prices and dates spread around the originals.
 * The vocabulary stays German and realistic; only the number of records grows.
 */
export function syntheticProducts(templates: ProductRecord[], count: number, seed = 42): ProductRecord[] {
  const random = randomSource(seed);
  const garments = [...new Set(templates.map((record) => record.name.split(' ')[0]!).filter(Boolean))];
  const firstNames = [...new Set(templates.map((record) => record.name.split(' ').at(-1)!).filter(Boolean))];
  const sentences = templates.flatMap((record) => record.description.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.length > 20);
  const colors = [...new Set(templates.flatMap((record) => record.colors))];
  const products: ProductRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = random.pick(templates);
    const garment = random.pick(garments);
    const adjective = random.pick(ADJECTIVES);
    const name = `${adjective}${adjective.endsWith('-') || adjective === '' ? garment : garment.toLowerCase()} ${random.pick(firstNames)}`;
    const price = template.price === null ? null : Math.round(template.price * (0.6 + random.next()) * 100) / 100;
    const onSale = random.next() < 0.2;
    products.push({
      ...template,
      objectID: `synthetic-${index}`,
      databaseId: 1_000_000 + index,
      name,
      slug: `synthetic-${index}`,
      sku: `SY-${index}`,
      shortDescription: random.pick(sentences),
      description: Array.from({ length: 4 }, () => random.pick(sentences)).join(' '),
      price,
      priceMax: price,
      regularPrice: price,
      salePrice: onSale && price !== null ? Math.round(price * 80) / 100 : null,
      onSale,
      colors: [random.pick(colors), random.pick(colors)].filter((color, position, all) => all.indexOf(color) === position),
      rating: Math.round(random.next() * 50) / 10,
      reviewCount: Math.floor(random.next() * 40),
      totalSales: Math.floor(random.next() * 1000),
      date: 1_600_000_000 + Math.floor(random.next() * 150_000_000),
    });
  }
  return products;
}
