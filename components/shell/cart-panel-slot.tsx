'use client';

import { lazy, Suspense } from 'react';
import { DrawerSlot } from './drawer-slot';
import { cartPanelId } from './panel-ids';

/** The drawer's content, loaded with the drawer itself (it renders nothing until first opened). */
const CartPanelBody = lazy(() => import('./cart-panel-body').then((module) => ({ default: module.CartPanelBody })));

type CartPanelSlotProps = { title: string; closeLabel: string; showMoveToWishlist: boolean };

/** The side cart's place in the shell: the drawer and its content come when a shopper reaches for it. */
export function CartPanelSlot({ title, closeLabel, showMoveToWishlist }: CartPanelSlotProps) {
  return (
    <DrawerSlot id={cartPanelId} panel="cart" side="right" title={title} closeLabel={closeLabel}>
      <Suspense fallback={null}>
        <CartPanelBody showMoveToWishlist={showMoveToWishlist} />
      </Suspense>
    </DrawerSlot>
  );
}
