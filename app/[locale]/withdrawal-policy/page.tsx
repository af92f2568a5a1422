import type { Metadata } from 'next';
import { LegalPage, legalPageMetadata, withdrawalSections } from '@/components/legal/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata('withdrawal');
}

/** The withdrawal policy (Widerrufsbelehrung) with the model withdrawal form: linked from checkout, the order mail and the footer. */
export default function WithdrawalPolicyPage() {
  return <LegalPage page={{ kind: 'withdrawal', sections: withdrawalSections }} />;
}
