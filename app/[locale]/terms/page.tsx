import type { Metadata } from 'next';
import { LegalPage, legalPageMetadata, termsSections } from '@/components/legal/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata('terms');
}

/** The terms and conditions (AGB): the checkout's order button and the order mail link here. */
export default function TermsPage() {
  return <LegalPage page={{ kind: 'terms', sections: termsSections }} />;
}
