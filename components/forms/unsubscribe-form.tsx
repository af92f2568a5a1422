'use client';

import { useActionState } from 'react';

/** What an unsubscribe page's server action answers (newsletter, back-in-stock alerts). */
type UnsubscribeAnswer = { status: 'asking' | 'unsubscribed' | 'invalid' | 'unavailable' };

export type UnsubscribeTexts = Record<'intro' | 'submit' | 'done' | 'doneText' | 'invalid' | 'unavailable', string>;

/**
 * The button of an unsubscribe page (its list's server action, its texts from the page): a
 * server action's form, so it works without JavaScript. Opening the page changes nothing; the
 * button POSTs.
 */
export function UnsubscribeForm({
  token,
  action,
  initialState,
  texts,
}: {
  token: string;
  action: (previous: UnsubscribeAnswer, form: FormData) => Promise<UnsubscribeAnswer>;
  initialState: UnsubscribeAnswer;
  texts: UnsubscribeTexts;
}) {
  const [state, formAction, pending] = useActionState(action, initialState);

  if (state.status === 'unsubscribed') {
    return (
      <div role="status" className="mt-6 space-y-2">
        <h2 className="font-display text-2xl">{texts.done}</h2>
        <p className="text-lg">{texts.doneText}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className="mt-6 space-y-4">
      <p className="text-lg">{texts.intro}</p>
      <input type="hidden" name="token" value={token} />
      {(state.status === 'invalid' || state.status === 'unavailable') && (
        <p role="alert" className="text-sm font-medium text-sale">
          {texts[state.status]}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent disabled:opacity-60"
      >
        {texts.submit}
      </button>
    </form>
  );
}
