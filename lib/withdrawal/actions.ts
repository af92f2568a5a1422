'use server';

import { checkWithdrawal, withdrawalValuesFromForm, type WithdrawalErrors, type WithdrawalValues } from './form-input';
import { sendDeclaration } from './send-declaration';

/**
 * The withdrawal form's one server action, with and without JavaScript (the form posts here,
 * useActionState keeps the step). `intent` is the button pressed: "review" checks the fields and
 * shows what will be declared, "confirm" sends it, "edit" goes back with everything kept.
 */
export type WithdrawalState =
  | { step: 'form'; values: WithdrawalValues; errors: WithdrawalErrors; problem: 'tooMany' | 'failed' | null }
  | { step: 'confirm'; values: WithdrawalValues; problem: 'failed' | null }
  | { step: 'received'; values: WithdrawalValues; receivedAt: string }
  | { step: 'unsupported'; values: WithdrawalValues };

export async function submitWithdrawal(_previous: WithdrawalState, data: FormData): Promise<WithdrawalState> {
  const values = withdrawalValuesFromForm(data);
  const intent = data.get('intent');
  if (intent === 'edit') return { step: 'form', values, errors: {}, problem: null };
  const checked = checkWithdrawal(values);
  if (!checked.ok) return { step: 'form', values, errors: checked.errors, problem: null };
  if (intent !== 'confirm') return { step: 'confirm', values, problem: null };
  const outcome = await sendDeclaration(checked.declaration);
  switch (outcome.kind) {
    case 'received':
      return { step: 'received', values, receivedAt: outcome.receivedAt };
    case 'tooMany':
      return { step: 'form', values, errors: {}, problem: 'tooMany' };
    case 'unsupported':
      return { step: 'unsupported', values };
    case 'failed':
      return { step: 'confirm', values, problem: 'failed' };
  }
}
