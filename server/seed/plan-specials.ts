import { hoursBeforeAnchor } from './clock';
import { garmentCategory } from './data/categories';
import type { ImageSource } from './media';
import type { ProductPlan } from './model';
import type { Rng } from './random';

/** Where the lookbook PDF lives, relative to the uploads root (WooCommerce's protected folder). */
export const LOOKBOOK_PATH = 'woocommerce_uploads/lookbook-herbst-winter-2026.pdf';

const BOTH_GENDERS = [
  { taxonomy: 'product_cat', slug: 'damen' },
  { taxonomy: 'product_cat', slug: 'herren' },
];

function virtualProduct(
  images: ImageSource,
  fields: Pick<ProductPlan, 'slug' | 'name' | 'sku' | 'description' | 'shortDescription' | 'purchaseNote' | 'category'> & {
    cents: number;
    color: string;
    hoursAgo: number;
  },
): ProductPlan {
  const createdAt = hoursBeforeAnchor(fields.hoursAgo);
  const categoryDef = garmentCategory(fields.category);
  const subject = {
    slug: fields.slug,
    name: fields.name,
    silhouette: categoryDef.silhouette,
    colors: [fields.color],
    createdAt,
    category: fields.category,
    categoryName: categoryDef.name,
  };
  const image = images.colorImage(subject, fields.color);
  return {
    type: 'simple',
    slug: fields.slug,
    name: fields.name,
    sku: fields.sku,
    status: 'publish',
    visibility: 'visible',
    featured: false,
    description: fields.description,
    shortDescription: fields.shortDescription,
    createdAt,
    modifiedAt: createdAt,
    menuOrder: 0,
    regularPrice: fields.cents,
    salePrice: null,
    price: fields.cents,
    stock: { manageStock: false, quantity: null, status: 'instock', backorders: 'no', lowStockAmount: null },
    virtual: true,
    downloadable: false,
    downloadLimit: -1,
    downloadExpiry: -1,
    externalUrl: null,
    buttonText: null,
    imagePath: image,
    totalSales: 0,
    purchaseNote: fields.purchaseNote,
    category: fields.category,
    terms: [...BOTH_GENDERS, { taxonomy: 'product_cat', slug: fields.category }],
    attributes: [],
    defaults: [],
    variations: [],
    gallery: images.extraImages(subject, 2),
    related: [],
    downloads: [],
    meta: [],
    reviews: [],
    weight: null,
    length: null,
    width: null,
    height: null,
  };
}

/** The gift voucher (virtual) and the lookbook (virtual and downloadable). */
export function buildSpecials(rng: Rng, images: ImageSource): ProductPlan[] {
  const voucher = virtualProduct(images, {
    slug: 'geschenkgutschein',
    name: 'Geschenkgutschein',
    sku: 'GS-50',
    category: 'gutscheine',
    cents: 5000,
    color: 'senf',
    hoursAgo: 300 * 24,
    description:
      '<p>Mode schenken, ohne die Größe zu kennen: Der Geschenkgutschein über 50 € ist auf das gesamte Sortiment einlösbar – für Damen und Herren.</p>\n' +
      '<p>Sie erhalten den Gutscheincode direkt nach dem Kauf per E-Mail. Der Gutschein ist drei Jahre gültig und kann in mehreren Bestellungen eingelöst werden.</p>',
    shortDescription: 'Der Geschenkgutschein über 50 € kommt per E-Mail und ist drei Jahre gültig.',
    purchaseNote: 'Vielen Dank! Der Gutscheincode kommt in einer separaten E-Mail.',
  });
  voucher.totalSales = rng.int(150, 400);
  voucher.meta = [['gutscheinwert', '50']];

  const lookbook = virtualProduct(images, {
    slug: 'lookbook-herbst-winter-2026',
    name: 'Lookbook Herbst/Winter 2026',
    sku: 'LB-HW26',
    category: 'lookbooks',
    cents: 500,
    color: 'petrol',
    hoursAgo: 14 * 24,
    description:
      '<p>Unser Lookbook für Herbst und Winter 2026: 24 Seiten mit Outfits aus Wolle, Cord und Kaschmir, fotografiert an der Nordsee.</p>\n' +
      '<p>Das PDF steht nach dem Kauf unter „Mein Konto → Downloads“ bereit. Die Schutzgebühr von 5 € spenden wir vollständig an die Kleiderkammer Hamburg.</p>',
    shortDescription: 'Die neue Kollektion als PDF zum Herunterladen – mit Styling-Ideen für Damen und Herren.',
    purchaseNote: 'Ihr Lookbook finden Sie jetzt unter „Mein Konto → Downloads“.',
  });
  lookbook.downloadable = true;
  lookbook.downloadLimit = 5;
  lookbook.downloadExpiry = 30;
  lookbook.totalSales = rng.int(40, 120);
  lookbook.downloads = [{ id: rng.uuid(), name: 'Lookbook Herbst/Winter 2026 (PDF)', filePath: LOOKBOOK_PATH }];
  lookbook.terms.push({ taxonomy: 'product_tag', slug: 'neu' });
  return [voucher, lookbook];
}
