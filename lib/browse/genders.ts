/**
 * The shop's two sections. They are product categories in the backend (slugs "damen" and
 * "herren") and the only valid /{gender} pages (docs/behaviour.md §5).
 */
export const genders = ['damen', 'herren'] as const;
export type Gender = (typeof genders)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (genders as readonly string[]).includes(value);
}
