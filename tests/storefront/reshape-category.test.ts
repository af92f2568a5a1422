import { describe, expect, it } from 'vitest';
import type { CategorySummaryFragment } from '@/graphql/generated/graphql';
import { reshapeCategorySummaries, reshapeCategorySummary } from '@/lib/commerce/reshape/category';

const damen: CategorySummaryFragment = {
  id: 'dGVybToxNQ==',
  databaseId: 15,
  name: 'Damen',
  slug: 'damen',
  count: 42,
  image: {
    databaseId: 3,
    sourceUrl: 'http://127.0.0.1:4000/wp-content/uploads/2026/10/damen.webp',
    altText: '',
    mediaDetails: null,
  },
};

describe('reshapeCategorySummary', () => {
  it('turns a category into a summary', () => {
    expect(reshapeCategorySummary(damen)).toEqual({
      id: 'dGVybToxNQ==',
      databaseId: 15,
      name: 'Damen',
      slug: 'damen',
      productCount: 42,
      image: { url: damen.image?.sourceUrl, alt: 'Damen', width: null, height: null },
    });
  });

  it('reads a missing count as zero', () => {
    expect(reshapeCategorySummary({ ...damen, count: null })?.productCount).toBe(0);
  });

  it('allows categories without an image', () => {
    expect(reshapeCategorySummary({ ...damen, image: null })?.image).toBeNull();
  });

  it('skips categories without slug or name', () => {
    expect(reshapeCategorySummaries([damen, { ...damen, id: 'x', slug: null }, { ...damen, id: 'y', name: null }])).toHaveLength(1);
  });
});
