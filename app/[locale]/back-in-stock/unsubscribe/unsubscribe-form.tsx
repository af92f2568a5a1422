'use client';

import { useActionState } from 'react';
import { useTranslations } from '@/lib/i18n/client-translations';
import { unsubscribeBackInStockAction } from '@/lib/forms/back-in-stock-action';
import { initialAlertUnsubscribeState } from '@/lib/forms/back-in-stock-state';

/** An alert's unsubscribe button: a server action's form, so it works without JavaScript. */
export function AlertUnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('pages.backInStock.unsubscribe');
  const [state, formAction, pending] = useActionState(unsubscribeBackInStockAction, initialAlertUnsubscribeState);

  if (state.status === 'unsubscribed') {
    return (
      <div role="status" className="mt-6 space-y-2">
        <h2 className="font-display text-2xl">{t('done')}</h2>
        <p className="text-lg">{t('doneText')}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="mt-6 space-y-4">
      <p className="text-lg">{t('intro')}</p>
      <input type="hidden" name="token" value={token} />
      {(state.status === 'invalid' || state.status === 'unavailable') && (
        <p role="alert" className="text-sm font-medium text-sale">
          {t(state.status)}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent disabled:opacity-60"
      >
        {t('submit')}
      </button>
    </form>
  );
}
