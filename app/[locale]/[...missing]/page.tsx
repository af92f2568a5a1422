import { notFound } from 'next/navigation';

/** Any other path (two or more segments; one segment is /[gender]) is the shop's 404 page. */
export function generateStaticParams(): Array<{ missing: string[] }> {
  return [];
}

export default function MissingPage(): never {
  notFound();
}
