import { uploadFolder } from './clock';
import { color } from './data/colors';
import type { MediaPlan } from './model';
import type { Silhouette, View } from './silhouettes';

/** The parts of a product an image needs. */
export interface ImageSubject {
  slug: string;
  name: string;
  silhouette: Silhouette;
  colors: readonly string[];
  createdAt: string;
  category: string;
  categoryName: string;
}

/** Hands out image files for products and records a media row for each distinct file. */
export interface ImageSource {
  /** The product in one of its colours, seen from the front. */
  colorImage(subject: ImageSubject, colorSlug: string): string;
  /** More pictures for the gallery when the colours alone are too few. */
  extraImages(subject: ImageSubject, count: number): string[];
}

export class MediaRegistry {
  private readonly byPath = new Map<string, MediaPlan>();

  add(plan: MediaPlan): string {
    if (!this.byPath.has(plan.filePath)) this.byPath.set(plan.filePath, plan);
    return plan.filePath;
  }

  list(): MediaPlan[] {
    return [...this.byPath.values()];
  }
}

const VIEW_SUFFIX: Record<View, string> = { front: '', detail: '-detail', back: '-rueckansicht' };
const VIEW_ALT: Record<View, string> = { front: '', detail: ', Detailansicht', back: ', Rückansicht' };

/** The hand-designed shop: every product gets its own pictures, filed under its upload month. */
export class ProductImages implements ImageSource {
  constructor(private readonly registry: MediaRegistry) {}

  colorImage(subject: ImageSubject, colorSlug: string): string {
    return this.render(subject, colorSlug, 'front');
  }

  extraImages(subject: ImageSubject, count: number): string[] {
    const views: View[] = ['detail', 'back'];
    return views.slice(0, count).map((view) => this.render(subject, subject.colors[0] ?? 'schwarz', view));
  }

  private render(subject: ImageSubject, colorSlug: string, view: View): string {
    const c = color(colorSlug);
    return this.registry.add({
      filePath: `${uploadFolder(subject.createdAt)}/${subject.slug}-${colorSlug}${VIEW_SUFFIX[view]}.webp`,
      title: `${subject.name} – ${c.name}`,
      altText: `${subject.name} in ${c.name}${VIEW_ALT[view]}`,
      createdAt: subject.createdAt,
      art: { silhouette: subject.silhouette, color: c.hex, view },
    });
  }
}

/**
 * The synthetic benchmark catalogue: a fixed pool of one picture per category and colour, shared
 * by all products, so 10 000 products cost a hundred renders rather than thirty thousand.
 */
export class PooledImages implements ImageSource {
  constructor(
    private readonly registry: MediaRegistry,
    private readonly palette: readonly string[],
    private readonly createdAt: string,
  ) {}

  colorImage(subject: ImageSubject, colorSlug: string): string {
    const c = color(colorSlug);
    return this.registry.add({
      filePath: `${uploadFolder(this.createdAt)}/katalog-${subject.category}-${colorSlug}.webp`,
      title: `${subject.categoryName} – ${c.name}`,
      altText: `${subject.categoryName} in ${c.name}`,
      createdAt: this.createdAt,
      art: { silhouette: subject.silhouette, color: c.hex, view: 'front' },
    });
  }

  extraImages(subject: ImageSubject, count: number): string[] {
    const others = this.palette.filter((slug) => !subject.colors.includes(slug));
    return others.slice(0, count).map((slug) => this.colorImage(subject, slug));
  }
}
