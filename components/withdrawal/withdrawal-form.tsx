'use client';

import { useActionState, useEffect, useRef } from 'react';
import { FormField } from '@/components/ui/form-field';
import { storeConfig } from '@/lib/config/store';
import { useLocale, useTranslations } from '@/lib/i18n/client-translations';
import { submitWithdrawal, type WithdrawalState } from '@/lib/withdrawal/actions';
import type { WithdrawalField, WithdrawalValues } from '@/lib/withdrawal/form-input';
import { receiptDateTime } from '@/lib/withdrawal/receipt-time';

export type KnownLine = { id: number; name: string; quantity: number };

const inputClass = 'mt-1 block w-full rounded-md border border-clay bg-white px-3 py-2 aria-[invalid=true]:border-sale focus:border-ink';
const primaryButton = 'inline-flex rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper hover:bg-ink/90 disabled:opacity-60';
const secondaryButton = 'inline-flex rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-paper disabled:opacity-60';
const fieldOrder: WithdrawalField[] = ['name', 'orderNumber', 'email', 'scope', 'items', 'itemsText'];

/** The typed values, carried from one step to the next as hidden fields (so it works without JavaScript). */
function HiddenValues({ values }: { values: WithdrawalValues }) {
  return (
    <>
      <input type="hidden" name="name" value={values.name} />
      <input type="hidden" name="orderNumber" value={values.orderNumber} />
      <input type="hidden" name="email" value={values.email} />
      <input type="hidden" name="scope" value={values.scope} />
      {values.items.map((id) => (
        <input key={id} type="hidden" name="items" value={id} />
      ))}
      <input type="hidden" name="itemsText" value={values.itemsText} />
    </>
  );
}

/**
 * The electronic withdrawal function (§ 356a BGB): the shopper's details, then "Widerruf
 * bestätigen" showing the declaration word for word, then its receipt with date and time. One
 * server action serves all steps (lib/withdrawal/actions.ts), with and without JavaScript.
 * `lines` are the order's lines when this shopper may see the order (its page sent them here).
 */
export function WithdrawalForm({ initial, lines, periodMayHaveExpired }: { initial: WithdrawalValues; lines: KnownLine[]; periodMayHaveExpired: boolean }) {
  const t = useTranslations('withdrawal');
  const locale = useLocale();
  const [state, formAction, pending] = useActionState<WithdrawalState, FormData>(submitWithdrawal, { step: 'form', values: initial, errors: {}, problem: null });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(true);

  // A new step is announced by moving focus to its heading; a refused form focuses its first problem.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const invalid = state.step === 'form' ? fieldOrder.find((field) => state.errors[field]) : undefined;
    // Without lines to tick, the items are described in the text field.
    const name = invalid === 'items' && lines.length === 0 ? 'itemsText' : invalid;
    const target = name ? formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`) : headingRef.current;
    target?.focus();
  }, [state, lines.length]);

  const values = state.values;
  const lineName = (id: string) => lines.find((line) => String(line.id) === id);
  const declaredLines = values.scope === 'some' ? values.items.flatMap((id) => lineName(id) ?? []) : [];
  const statement = values.scope === 'all' ? t('confirm.statementAll', { orderNumber: values.orderNumber.replace(/^#/, '') }) : t('confirm.statementSome', { orderNumber: values.orderNumber.replace(/^#/, '') });

  const summary = (
    <dl className="grid gap-3 rounded-lg border border-sand bg-white p-6 text-sm sm:grid-cols-[auto_1fr]" data-testid="withdrawal-summary">
      <dt className="font-medium">{t('summary.name')}</dt>
      <dd>{values.name}</dd>
      <dt className="font-medium">{t('summary.orderNumber')}</dt>
      <dd>{values.orderNumber}</dd>
      <dt className="font-medium">{t('summary.email')}</dt>
      <dd>{values.email}</dd>
      <dt className="font-medium">{t('summary.scope')}</dt>
      <dd>{values.scope === 'all' ? t('form.scopeAll') : t('form.scopeSome')}</dd>
      {declaredLines.length > 0 && (
        <>
          <dt className="font-medium">{t('summary.items')}</dt>
          <dd>
            <ul>
              {declaredLines.map((line) => (
                <li key={line.id}>{t('form.line', { name: line.name, quantity: line.quantity })}</li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {values.scope === 'some' && values.itemsText.trim() !== '' && (
        <>
          <dt className="font-medium">{t('summary.itemsText')}</dt>
          <dd className="whitespace-pre-line">{values.itemsText.trim()}</dd>
        </>
      )}
    </dl>
  );

  if (state.step === 'received') {
    return (
      <section aria-labelledby="withdrawal-step-title" className="space-y-6" data-testid="withdrawal-received">
        <h2 id="withdrawal-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl outline-none">
          {t('received.title')}
        </h2>
        <p role="status" className="text-lg font-medium" data-testid="withdrawal-received-at">
          {t('received.receivedAt', { date: receiptDateTime(state.receivedAt, locale) })}
        </p>
        <blockquote className="border-l-4 border-clay pl-4 italic">{statement}</blockquote>
        {summary}
        {periodMayHaveExpired && <p>{t('expired')}</p>}
        <p>{t('received.mail', { email: values.email, support: storeConfig.support.email })}</p>
        <p>{t('received.next')}</p>
      </section>
    );
  }

  if (state.step === 'unsupported') {
    const declared = [statement, ...declaredLines.map((line) => t('form.line', { name: line.name, quantity: line.quantity }))];
    if (values.scope === 'some' && values.itemsText.trim()) declared.push(values.itemsText.trim());
    const body = [...declared, '', values.name, values.email].join('\n');
    const mailto = `mailto:${storeConfig.support.email}?subject=${encodeURIComponent(t('unsupported.subject', { orderNumber: values.orderNumber }))}&body=${encodeURIComponent(body)}`;
    return (
      <section aria-labelledby="withdrawal-step-title" className="space-y-6">
        <h2 id="withdrawal-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl outline-none">
          {t('unsupported.title')}
        </h2>
        <p>{t('unsupported.text', { email: storeConfig.support.email })}</p>
        <blockquote className="whitespace-pre-line border-l-4 border-clay pl-4">{body}</blockquote>
        <a href={mailto} className={primaryButton}>
          {t('unsupported.mailLink', { email: storeConfig.support.email })}
        </a>
      </section>
    );
  }

  if (state.step === 'confirm') {
    return (
      <form action={formAction} aria-labelledby="withdrawal-step-title" aria-busy={pending} className="space-y-6" data-testid="withdrawal-confirm">
        <p className="text-sm text-muted">{t('page.steps', { current: 2 })}</p>
        <h2 id="withdrawal-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl outline-none">
          {t('confirm.title')}
        </h2>
        {state.problem && (
          <p role="alert" className="font-medium text-sale">
            {t(`errors.${state.problem}`)}
          </p>
        )}
        <p>{t('confirm.intro')}</p>
        <blockquote className="border-l-4 border-clay pl-4 text-lg" data-testid="withdrawal-statement">
          {statement}
        </blockquote>
        {summary}
        {periodMayHaveExpired && <p>{t('expired')}</p>}
        <HiddenValues values={values} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="confirm" disabled={pending} className={primaryButton}>
            {t('confirm.submit')}
          </button>
          <button type="submit" name="intent" value="edit" disabled={pending} className={secondaryButton}>
            {t('confirm.edit')}
          </button>
        </div>
      </form>
    );
  }

  const problem = (field: WithdrawalField) => {
    const key = state.errors[field];
    return key ? t(`errors.${key}`) : null;
  };
  const hasProblems = Object.keys(state.errors).length > 0;
  return (
    <form
      ref={formRef}
      // A new key per answer: the fields start again from the values the action kept.
      key={JSON.stringify(values)}
      action={formAction}
      noValidate
      aria-labelledby="withdrawal-step-title"
      aria-busy={pending}
      className="space-y-6"
      data-testid="withdrawal-form"
    >
      <p className="text-sm text-muted">{t('page.steps', { current: 1 })}</p>
      <h2 id="withdrawal-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl outline-none">
        {t('form.title')}
      </h2>
      {hasProblems && (
        <p role="alert" className="text-sm font-medium text-sale">
          {t('form.checkFields')}
        </p>
      )}
      {state.problem && (
        <p role="alert" className="font-medium text-sale">
          {t(`errors.${state.problem}`)}
        </p>
      )}
      {periodMayHaveExpired && <p>{t('expired')}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="withdrawal-name" label={t('form.name')} problem={problem('name')}>
          {(control) => <input {...control} name="name" defaultValue={values.name} autoComplete="name" required maxLength={200} className={inputClass} />}
        </FormField>
        <FormField id="withdrawal-order" label={t('form.orderNumber')} problem={problem('orderNumber')}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], 'withdrawal-order-hint'].filter(Boolean).join(' ')}
                name="orderNumber"
                defaultValue={values.orderNumber}
                inputMode="numeric"
                required
                maxLength={30}
                className={inputClass}
              />
              <p id="withdrawal-order-hint" className="mt-1 text-xs text-muted">
                {t('form.orderNumberHint')}
              </p>
            </>
          )}
        </FormField>
        <FormField id="withdrawal-email" label={t('form.email')} problem={problem('email')} className="sm:col-span-2">
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], 'withdrawal-email-hint'].filter(Boolean).join(' ')}
                type="email"
                name="email"
                defaultValue={values.email}
                autoComplete="email"
                required
                maxLength={200}
                className={inputClass}
              />
              <p id="withdrawal-email-hint" className="mt-1 text-xs text-muted">
                {t('form.emailHint')}
              </p>
            </>
          )}
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('form.scope')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="scope" value="all" defaultChecked={values.scope === 'all'} />
          {t('form.scopeAll')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="scope" value="some" defaultChecked={values.scope === 'some'} />
          {t('form.scopeSome')}
        </label>
      </fieldset>
      <fieldset className="space-y-3 rounded-lg border border-sand p-4" aria-describedby={problem('items') ? 'withdrawal-items-problem' : undefined}>
        <legend className="px-1 text-sm font-medium">{lines.length > 0 ? t('form.lines') : t('form.itemsText')}</legend>
        {lines.map((line) => (
          <label key={line.id} className="flex items-center gap-2">
            <input type="checkbox" name="items" value={line.id} defaultChecked={values.items.includes(String(line.id))} aria-invalid={Boolean(problem('items'))} />
            {t('form.line', { name: line.name, quantity: line.quantity })}
          </label>
        ))}
        <FormField id="withdrawal-items-text" label={lines.length > 0 ? t('form.itemsText') : t('form.itemsTextHint')} problem={problem('itemsText')}>
          {(control) => <textarea {...control} name="itemsText" defaultValue={values.itemsText} rows={3} maxLength={2000} className={inputClass} />}
        </FormField>
        {problem('items') && (
          <p id="withdrawal-items-problem" className="text-sm text-sale">
            {problem('items')}
          </p>
        )}
      </fieldset>
      <button type="submit" name="intent" value="review" disabled={pending} className={primaryButton}>
        {t('form.review')}
      </button>
    </form>
  );
}
