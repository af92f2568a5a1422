import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaPlan } from './model';
import { garmentSvg } from './silhouettes';

/** Renders one picture: the SVG outline to an 800×1000 WebP. */
export async function renderImage(plan: MediaPlan): Promise<Buffer> {
  const svg = garmentSvg(plan.art.silhouette, plan.art.color, plan.art.view);
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 4 }).toBuffer();
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes every planned picture under the uploads root that is not there yet, a few at a time
 * (sharp renders on its own thread pool; more in flight only queues). Files are written under a
 * temporary name and renamed, so an interrupted seed never leaves a half-written image that a
 * later run would skip. Returns how many were rendered.
 */
export async function renderImages(media: readonly MediaPlan[], uploadsDir: string, concurrency = 4): Promise<number> {
  let next = 0;
  let rendered = 0;
  const folders = new Set<string>();
  const worker = async (): Promise<void> => {
    while (next < media.length) {
      const plan = media[next++] as MediaPlan;
      const target = path.join(uploadsDir, plan.filePath);
      if (await exists(target)) continue;
      const folder = path.dirname(target);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        folders.add(folder);
      }
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, await renderImage(plan));
      await rename(temp, target);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rendered;
}
