import { useTranslations } from 'next-intl';
import { CartPanelSlot } from './cart-panel-slot';

/** The side cart sliding in from the right; its code and content load when a shopper reaches for it. */
export function CartPanel({ showMoveToWishlist }: { showMoveToWishlist: boolean }) {
  const t = useTranslations('shell.cart');
  return <CartPanelSlot title={t('title')} closeLabel={t('close')} showMoveToWishlist={showMoveToWishlist} />;
}
