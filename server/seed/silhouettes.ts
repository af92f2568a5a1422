import { APPAREL } from './shapes-apparel';
import { ACCESSORIES } from './shapes-accessories';

/** A drawn outline: the filled body, the contrasting details, and where a close-up zooms in. */
export interface Shape {
  body: string;
  details: string;
  focus: readonly [number, number];
}

export type Silhouette =
  | 'dress' | 'skirt' | 'blouse' | 'shirt' | 'tshirt' | 'knit' | 'trousers' | 'jeans' | 'suit' | 'jacket' | 'coat'
  | 'vest' | 'shoe' | 'boot' | 'bag' | 'scarf' | 'tie' | 'belt' | 'hat' | 'beanie' | 'gloves' | 'sunglasses'
  | 'umbrella' | 'socks' | 'voucher' | 'book';

export type View = 'front' | 'detail' | 'back';

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1000;

const SHAPES: Record<string, Shape> = { ...APPAREL, ...ACCESSORIES };

/** Name keywords that pick a more specific outline than the category's default one. */
const KEYWORDS: readonly (readonly [RegExp, Silhouette])[] = [
  // German compounds put the garment last ("Daunenjacke"), hence case-insensitive patterns.
  [/mantel|trench|parka|caban|cape/i, 'coat'],
  [/weste/i, 'vest'],
  [/sakko|blazer|jacke/i, 'jacket'],
  [/anzug|smoking/i, 'suit'],
  [/boots\b|stiefel/i, 'boot'],
  [/tasche|shopper|weekender|rucksack/i, 'bag'],
  [/krawatte/i, 'tie'],
  [/tuch|schal/i, 'scarf'],
  [/gürtel/i, 'belt'],
  [/beanie|wollmütze/i, 'beanie'],
  [/hut|mütze/i, 'hat'],
  [/handschuh/i, 'gloves'],
  [/sonnenbrille/i, 'sunglasses'],
  [/regenschirm/i, 'umbrella'],
  [/socken/i, 'socks'],
];

/** Only these categories mix outlines; elsewhere a keyword misleads ("Anzughose" is trousers). */
const MIXED: ReadonlySet<Silhouette> = new Set(['coat', 'suit', 'shoe', 'bag']);

export function silhouetteFor(productName: string, categoryDefault: Silhouette): Silhouette {
  if (!MIXED.has(categoryDefault)) return categoryDefault;
  for (const [pattern, silhouette] of KEYWORDS) if (pattern.test(productName)) return silhouette;
  return categoryDefault;
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The whole picture as SVG: a soft backdrop tinted by the garment colour, a floor shadow, and the
 * outline. A close-up zooms on the shape's focus; the back view mirrors it without the details.
 */
export function garmentSvg(silhouette: Silhouette, fill: string, view: View): string {
  const shape = SHAPES[silhouette];
  if (!shape) throw new Error(`No outline for ${silhouette}`);
  const dark = luminance(fill) < 0.3;
  const detail = dark ? mix(fill, '#ffffff', 0.35) : mix(fill, '#000000', 0.3);
  const outline = dark ? mix(fill, '#ffffff', 0.2) : mix(fill, '#000000', 0.22);
  const backdrop = mix(fill, '#f5f2ec', view === 'back' ? 0.93 : 0.86);
  const [fx, fy] = shape.focus;
  const transform =
    view === 'detail'
      ? `translate(400 500) scale(1.9) translate(${-fx} ${-fy})`
      : view === 'back'
        ? 'translate(800 0) scale(-1 1)'
        : '';
  const parts = (view === 'back' ? shape.body : shape.body + shape.details)
    .replaceAll('{detail}', detail)
    .replaceAll('{fill}', fill);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 800 1000">` +
    `<rect width="800" height="1000" fill="${backdrop}"/>` +
    (view === 'detail' ? '' : `<ellipse cx="400" cy="925" rx="260" ry="26" fill="#000000" fill-opacity="0.07"/>`) +
    `<g transform="${transform}" fill="${fill}" stroke="${outline}" stroke-width="4" stroke-linejoin="round">${parts}</g>` +
    `</svg>`
  );
}
