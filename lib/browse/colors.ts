/**
 * Swatch colours for the shop's `pa_color` terms. Presentation only: the backend knows
 * names, not colours. Unknown slugs get a neutral swatch (the name is always shown next
 * to it, so no colour is ever the only cue).
 */
const SWATCHES: Record<string, string> = {
  schwarz: '#1c1c1c',
  black: '#1c1c1c',
  weiss: '#ffffff',
  white: '#ffffff',
  creme: '#f3ead8',
  beige: '#d9c7a7',
  camel: '#b8864b',
  braun: '#6b4a2e',
  brown: '#6b4a2e',
  grau: '#8c8c8c',
  grey: '#8c8c8c',
  gray: '#8c8c8c',
  anthrazit: '#3b3e42',
  marine: '#1f2f4d',
  navy: '#1f2f4d',
  blau: '#2f5fa8',
  blue: '#2f5fa8',
  hellblau: '#9cc3e6',
  petrol: '#1f6f78',
  gruen: '#3f7a4a',
  green: '#3f7a4a',
  oliv: '#6b6b3a',
  senf: '#d4a52a',
  rot: '#b8322a',
  red: '#b8322a',
  bordeaux: '#6d1f2f',
  rosa: '#eab6c2',
  pink: '#eab6c2',
};

export const NEUTRAL_SWATCH = '#d6d3ce';

export function swatchColor(slug: string): string {
  return SWATCHES[slug.trim().toLowerCase()] ?? NEUTRAL_SWATCH;
}

/** Light swatches need a visible border on a light page. */
export function isLightSwatch(color: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return true;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 200;
}
