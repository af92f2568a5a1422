'use client';

import { useState, useTransition } from 'react';
import type { AccountNotice } from '@/lib/account/messages';
import type { AccountOutcome } from '@/lib/account/service';

/**
 * One account form's state: the in-progress flag while its server action runs (docs/behaviour.md
 * §4: buttons show their in-progress state) and the notice it answered with.
 */
export function useAccountAction() {
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  function run(action: () => Promise<AccountOutcome>, onSuccess?: (outcome: AccountOutcome) => void | Promise<void>) {
    setNotice(null);
    startTransition(async () => {
      const outcome = await action();
      setNotice(outcome.notice ?? null);
      if (outcome.ok) await onSuccess?.(outcome);
    });
  }

  return { pending, notice, setNotice, run };
}

/** A form's fields as strings (what the actions' zod schemas check). */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}
