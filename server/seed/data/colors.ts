/** The pa_color terms: German names, url slugs, and the swatch the storefront paints. */
export interface ColorDef {
  slug: string;
  name: string;
  hex: string;
}

export const COLORS = [
  { slug: 'schwarz', name: 'Schwarz', hex: '#1f1f22' },
  { slug: 'weiss', name: 'Weiß', hex: '#f7f6f2' },
  { slug: 'creme', name: 'Creme', hex: '#efe6d2' },
  { slug: 'beige', name: 'Beige', hex: '#d8c6a5' },
  { slug: 'camel', name: 'Camel', hex: '#b8864b' },
  { slug: 'braun', name: 'Braun', hex: '#6b4429' },
  { slug: 'grau', name: 'Grau', hex: '#9a9a9c' },
  { slug: 'anthrazit', name: 'Anthrazit', hex: '#3d4046' },
  { slug: 'marine', name: 'Marine', hex: '#1f2f52' },
  { slug: 'blau', name: 'Blau', hex: '#3a63a8' },
  { slug: 'hellblau', name: 'Hellblau', hex: '#a9c6e6' },
  { slug: 'petrol', name: 'Petrol', hex: '#1d6670' },
  { slug: 'gruen', name: 'Grün', hex: '#3f7a4c' },
  { slug: 'oliv', name: 'Oliv', hex: '#6f6b3a' },
  { slug: 'senf', name: 'Senf', hex: '#d3a227' },
  { slug: 'rot', name: 'Rot', hex: '#b8282f' },
  { slug: 'bordeaux', name: 'Bordeaux', hex: '#6a1f2e' },
  { slug: 'rosa', name: 'Rosa', hex: '#eab3c0' },
] as const satisfies readonly ColorDef[];

const BY_SLUG = new Map<string, ColorDef>(COLORS.map((c) => [c.slug, c]));

export function color(slug: string): ColorDef {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`Unknown colour ${slug}`);
  return found;
}
