'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { Link } from '@/components/ui/link';
import { logInAction } from '@/lib/account/actions';
import { accountUrls } from '@/lib/account/urls';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { fieldsOf, useAccountAction } from './use-account-action';

/** Username or e-mail and password; on success the page re-renders signed in and the header follows. */
export function LoginForm() {
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
      () => logInAction(fields),
      async () => {
        router.refresh();
        await Promise.all([shopper.refresh(), cart.reload()]);
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby="login-title" className="space-y-4">
      <h2 id="login-title" className="font-display text-2xl">
        {t('signInTitle')}
      </h2>
      <Field label={t('usernameOrEmail')} name="username" autoComplete="username" required />
      <div>
        <Field label={t('password')} name="password" type="password" autoComplete="current-password" required />
        {/* Where a shopper looks when the password fails them: right under it, as shops do. */}
        <p className="mt-2 text-sm">
          <Link href={accountUrls.lostPassword()} className="underline underline-offset-2">
            {t('forgotPassword')}
          </Link>
        </p>
      </div>
      <SubmitButton pending={pending} idle={t('signIn')} busy={t('signingIn')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
