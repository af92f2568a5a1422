import type { SizeRun } from './sizes';
import type { Silhouette } from '../silhouettes';

/** The two gender categories: every garment hangs under exactly one (accessories may take both). */
export const GENDERS = [
  {
    slug: 'damen',
    name: 'Damen',
    description:
      'Mode für Damen: fließende Kleider, klare Blusen, weiche Strickteile und Mäntel, die jede Saison überdauern.',
    silhouette: 'dress',
    color: 'rot',
  },
  {
    slug: 'herren',
    name: 'Herren',
    description:
      'Mode für Herren: gut geschnittene Hemden, robuste Jeans, Anzüge aus Schurwolle und Jacken für jedes Wetter.',
    silhouette: 'jacket',
    color: 'marine',
  },
] as const;

export type GenderSlug = (typeof GENDERS)[number]['slug'];
export type Gender = GenderSlug | 'unisex';

export interface GarmentCategory {
  slug: string;
  name: string;
  description: string;
  silhouette: Silhouette;
  /** Colour of the category tile. */
  color: string;
  sizeRun: SizeRun;
  /** Two letters that start the SKUs of this category. */
  skuCode: string;
  /** Weight range in kg and a typical packed size in cm (length × width × height). */
  weight: readonly [number, number];
  dimensions: readonly [number, number, number];
}

export const GARMENT_CATEGORIES: readonly GarmentCategory[] = [
  {
    slug: 'kleider', name: 'Kleider', silhouette: 'dress', color: 'bordeaux', sizeRun: 'letters', skuCode: 'KL',
    description: 'Kleider für Büro, Sommerfest und Abend: von Leinen bis Seide, von Midi bis Maxi.',
    weight: [0.3, 0.7], dimensions: [35, 28, 4],
  },
  {
    slug: 'roecke', name: 'Röcke', silhouette: 'skirt', color: 'camel', sizeRun: 'letters', skuCode: 'RO',
    description: 'Plissiert, gewickelt oder schmal geschnitten: Röcke, die sich mit Bluse und Strick kombinieren lassen.',
    weight: [0.25, 0.6], dimensions: [32, 25, 3],
  },
  {
    slug: 'blusen', name: 'Blusen', silhouette: 'blouse', color: 'creme', sizeRun: 'letters', skuCode: 'BL',
    description: 'Blusen aus Seide, Leinen und Baumwolle – zum Einstecken, Knoten oder offen Tragen.',
    weight: [0.15, 0.35], dimensions: [30, 25, 3],
  },
  {
    slug: 'hemden', name: 'Hemden', silhouette: 'shirt', color: 'hellblau', sizeRun: 'letters', skuCode: 'HE',
    description: 'Hemden für Anzug und Wochenende: Oxford, Popeline, Flanell und Leinen in sauberer Verarbeitung.',
    weight: [0.2, 0.4], dimensions: [35, 27, 4],
  },
  {
    slug: 'hosen', name: 'Hosen', silhouette: 'trousers', color: 'beige', sizeRun: 'letters', skuCode: 'HO',
    description: 'Chinos, Stoffhosen, Cord und Leinen: Hosen mit gutem Sitz für jeden Tag.',
    weight: [0.35, 0.8], dimensions: [38, 30, 4],
  },
  {
    slug: 'jeans', name: 'Jeans', silhouette: 'jeans', color: 'blau', sizeRun: 'jeans', skuCode: 'JE',
    description: 'Jeans aus festem Denim und Stretch – von Slim bis Wide Leg, in klaren Waschungen.',
    weight: [0.5, 0.9], dimensions: [38, 30, 5],
  },
  {
    slug: 'anzuege', name: 'Anzüge', silhouette: 'suit', color: 'anthrazit', sizeRun: 'letters', skuCode: 'AN',
    description: 'Anzüge, Sakkos und Westen aus Schurwolle, Tweed und Leinen – gefertigt in kleinen Serien.',
    weight: [0.6, 1.6], dimensions: [60, 40, 10],
  },
  {
    slug: 'jacken-maentel', name: 'Jacken & Mäntel', silhouette: 'coat', color: 'camel', sizeRun: 'letters', skuCode: 'JM',
    description: 'Mäntel aus Wolle, Trenchcoats, Daunen- und Regenjacken: warm, leicht und wetterfest.',
    weight: [0.6, 1.9], dimensions: [55, 40, 12],
  },
  {
    slug: 'strick', name: 'Strick', silhouette: 'knit', color: 'grau', sizeRun: 'letters', skuCode: 'ST',
    description: 'Pullover und Cardigans aus Merino, Kaschmir, Alpaka und Baumwolle – weich und langlebig.',
    weight: [0.3, 0.8], dimensions: [35, 30, 6],
  },
  {
    slug: 't-shirts', name: 'T-Shirts', silhouette: 'tshirt', color: 'weiss', sizeRun: 'letters', skuCode: 'TS',
    description: 'T-Shirts, Longsleeves und Polos aus Bio-Baumwolle und Leinen: die Basis jeder Garderobe.',
    weight: [0.12, 0.3], dimensions: [30, 25, 2],
  },
  {
    slug: 'schuhe', name: 'Schuhe', silhouette: 'shoe', color: 'braun', sizeRun: 'shoes', skuCode: 'SU',
    description: 'Sneaker, Boots, Loafer und Pumps aus Leder – rahmengenäht, gepolstert und gut zu tragen.',
    weight: [0.6, 1.5], dimensions: [34, 22, 13],
  },
  {
    slug: 'accessoires', name: 'Accessoires', silhouette: 'bag', color: 'schwarz', sizeRun: 'none', skuCode: 'AC',
    description: 'Taschen, Gürtel, Schals, Mützen und Tücher: die Details, die ein Outfit fertig machen.',
    weight: [0.05, 1.2], dimensions: [30, 20, 8],
  },
  {
    slug: 'gutscheine', name: 'Gutscheine', silhouette: 'voucher', color: 'senf', sizeRun: 'none', skuCode: 'GS',
    description: 'Geschenkgutscheine per E-Mail – einlösbar auf das gesamte Sortiment, ohne Versandkosten.',
    weight: [0, 0], dimensions: [0, 0, 0],
  },
  {
    slug: 'lookbooks', name: 'Lookbooks', silhouette: 'book', color: 'petrol', sizeRun: 'none', skuCode: 'LB',
    description: 'Unsere Lookbooks zum Herunterladen: die Kollektion der Saison, fotografiert und kombiniert.',
    weight: [0, 0], dimensions: [0, 0, 0],
  },
];

export function garmentCategory(slug: string): GarmentCategory {
  const found = GARMENT_CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown category ${slug}`);
  return found;
}
