import { useTranslations } from 'next-intl';
import { CartPanelBody } from './cart-panel-body';
import { Drawer } from './drawer';
import { cartPanelId } from './panel-ids';

/** The side cart sliding in from the right; its content loads on the first opening. */
export function CartPanel({ showMoveToWishlist }: { showMoveToWishlist: boolean }) {
  const t = useTranslations('shell.cart');
  return (
    <Drawer id={cartPanelId} panel="cart" side="right" title={t('title')} closeLabel={t('close')}>
      <CartPanelBody showMoveToWishlist={showMoveToWishlist} />
    </Drawer>
  );
}
