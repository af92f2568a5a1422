'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { registerAction } from '@/lib/account/actions';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

/**
 * A new account, signed in at once; the account page then says it was created. `askUsername`:
 * the store does not make usernames from e-mails (lib/account/registration-settings.ts), so the
 * form asks for one; otherwise e-mail and password are all it takes, as on a WooCommerce store.
 */
export function RegisterForm({ askUsername }: { askUsername: boolean }) {
  const t = useTranslations('account');
  const router = useRouter();
  const shopper = useShopperState();
  // The cart is another one once signed in or out (the customer's, or a fresh guest's).
  const cart = useCart();
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    run(
      () => registerAction(fields),
      async () => {
        router.replace('/my-account?registered=1');
        router.refresh();
        await Promise.all([shopper.refresh(), cart.reload()]);
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby="register-title" className="space-y-4">
      <h2 id="register-title" className="font-display text-2xl">
        {t('registerTitle')}
      </h2>
      {askUsername ? <Field label={t('username')} name="username" id="register-username" autoComplete="username" required /> : null}
      <Field label={t('email')} name="email" id="register-email" type="email" autoComplete="email" required />
      <Field label={t('password')} name="password" id="register-password" type="password" autoComplete="new-password" required />
      <SubmitButton pending={pending} idle={t('register')} busy={t('registering')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
