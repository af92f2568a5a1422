'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import type { AccountNotice } from '@/lib/account/messages';

/** An account form's answer: read out at once (an error as an alert, a success as a status). */
export function NoticeLine({ notice }: { notice: AccountNotice | null }) {
  const t = useTranslations('account');
  if (!notice) return null;
  const text = 'values' in notice ? t(notice.key, notice.values) : t(notice.key);
  return notice.tone === 'error' ? (
    <p role="alert" className="mt-4 rounded-md border border-sale px-4 py-3 text-sm text-sale">
      {text}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-md border border-sand bg-white px-4 py-3 text-sm">
      {text}
    </p>
  );
}
