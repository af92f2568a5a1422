import { color } from './data/colors';
import { FALLBACK_MATERIAL, FIT, INTROS, MATERIALS, type MaterialInfo, ORIGINS, SHORT, STYLING } from './data/copy';
import type { Rng } from './random';
import { germanList } from './text';

export function materialInfo(material: string): MaterialInfo {
  return MATERIALS.find((m) => m.match.test(material)) ?? FALLBACK_MATERIAL;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export interface Copy {
  description: string;
  shortDescription: string;
}

/** A merchant-style description in HTML paragraphs and a one-sentence teaser. */
export function productCopy(
  rng: Rng,
  input: { name: string; category: string; material: string; colors: readonly string[]; sized: boolean },
): Copy {
  const values = {
    name: input.name,
    material: input.material,
    colors: germanList(input.colors.map((slug) => color(slug).name)),
  };
  const info = materialInfo(input.material);
  const intro = fill(rng.pick(INTROS[input.category] ?? INTROS.accessoires ?? ['{name}']), values);
  const styling = [fill(STYLING[0] ?? '', values), rng.pick(STYLING.slice(1))];
  if (input.sized) styling.push(rng.pick(FIT));
  const description = [
    `<p>${intro} ${info.text}</p>`,
    `<p>${styling.join(' ')}</p>`,
    `<p><strong>Material:</strong> ${input.material}<br><strong>Pflege:</strong> ${info.care}</p>`,
  ].join('\n');
  return { description, shortDescription: fill(rng.pick(SHORT), values) };
}

export function pickOrigin(rng: Rng): string {
  return rng.pick(ORIGINS);
}
