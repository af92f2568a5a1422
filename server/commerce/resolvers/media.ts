import path from 'node:path';
import type { CommerceContext } from '../context';
import { postDate } from '../dates';
import { toGlobalId } from '../ids';
import type { MediaRow } from '../catalog/rows';
import { mediaUrl } from './shared';

type Ctx = CommerceContext;

/**
 * Every size is the original file: the storefront resizes through next/image, so the backend
 * keeps one rendition per image instead of WordPress's intermediate sizes.
 */
export const mediaResolvers = {
  MediaItem: {
    id: (media: MediaRow) => toGlobalId('post', media.id),
    databaseId: (media: MediaRow) => media.id,
    altText: (media: MediaRow) => media.alt_text,
    title: (media: MediaRow) => media.title,
    slug: (media: MediaRow) => path.basename(media.file_path, path.extname(media.file_path)),
    date: (media: MediaRow, _: unknown, ctx: Ctx) => postDate(media.created_at, ctx.site.timeZone),
    sourceUrl: (media: MediaRow, _: unknown, ctx: Ctx) => mediaUrl(ctx, media.file_path),
    mediaItemUrl: (media: MediaRow, _: unknown, ctx: Ctx) => mediaUrl(ctx, media.file_path),
    srcSet: (media: MediaRow, _: unknown, ctx: Ctx) => `${mediaUrl(ctx, media.file_path)} ${media.width}w`,
    mediaDetails: (media: MediaRow) => media,
  },
  MediaDetails: {
    file: (media: MediaRow) => media.file_path,
    width: (media: MediaRow) => media.width,
    height: (media: MediaRow) => media.height,
    sizes: (media: MediaRow, _: unknown, ctx: Ctx) => [
      {
        name: 'full',
        file: path.basename(media.file_path),
        width: String(media.width),
        height: String(media.height),
        sourceUrl: mediaUrl(ctx, media.file_path),
      },
    ],
  },
};
