import { addHours, SEED_ANCHOR } from './clock';
import { FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS } from './data/people';
import { OPENINGS, REMARKS } from './data/reviews';
import type { ReviewPlan } from './model';
import type { Rng } from './random';
import { slugify } from './text';

type Stars = 1 | 2 | 3 | 4 | 5;

/** Shop reviews lean positive, as real ones do: most are four or five stars. */
function drawRating(rng: Rng): Stars {
  return rng.weighted<Stars>([5, 4, 3, 2, 1], [46, 30, 12, 7, 5]);
}

/** Reviews for one product, written between its launch and the anchor. */
export function buildReviews(rng: Rng, count: number, productCreatedAt: string): ReviewPlan[] {
  const hoursAvailable = Math.max(1, Math.floor((SEED_ANCHOR - Date.parse(productCreatedAt)) / 3_600_000));
  const reviews: ReviewPlan[] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const rating = drawRating(rng);
    const content = rng.chance(0.55) ? `${rng.pick(OPENINGS[rating])} ${rng.pick(REMARKS)}` : rng.pick(OPENINGS[rating]);
    reviews.push({
      // Some people only give a first name and an initial, as in real shops.
      authorName: rng.chance(0.3) ? `${first} ${last.charAt(0)}.` : `${first} ${last}`,
      authorEmail: `${slugify(first)}.${slugify(last)}${rng.int(1, 99)}@${rng.pick(MAIL_DOMAINS)}`.replace(/-/g, ''),
      content,
      rating,
      status: rng.weighted(['approved', 'hold', 'spam'] as const, [94, 4, 2]),
      createdAt: addHours(productCreatedAt, rng.int(1, hoursAvailable)),
    });
  }
  return reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
