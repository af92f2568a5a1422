'use client';

import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import { Link } from '@/components/ui/link';
import { useTranslations } from '@/lib/i18n/client-translations';
import { CloseIcon } from '@/components/icons';
import { FillImage } from '@/components/ui/fill-image';
import { MAX_QUANTITY } from '@/lib/cart/limits';
import type { CartLine } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';
import { routes } from '@/lib/routes';
import { CartChangeForm } from './cart-change-form';

type CartLineItemProps = {
  line: CartLine;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** Shown when the store setting showMoveToWishlist is on. */
  onMoveToWishlist?: (line: CartLine) => void;
};

/**
 * One cart line: picture, name, chosen options, low-stock hint, quantity ± and remove, price and
 * saving. Each control is a form of its own, so the line works without JavaScript too (on the
 * cart page; CartChangeForm); with it, the handlers below change the cart in place.
 */
export function CartLineItem({ line, onQuantity, onRemove, onMoveToWishlist }: CartLineItemProps) {
  const t = useTranslations('cart.line');
  const tWishlist = useTranslations('wishlist');
  const format = useFormat();
  const product = line.name;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-sand">
        <FillImage src={line.image?.url ?? PLACEHOLDER_IMAGE} alt={line.image?.alt ?? ''} sizes="80px" maxFileWidth={240} className="object-cover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          {line.slug ? (
            <Link href={routes.product(line.slug)} className="font-medium hover:underline">
              {product}
            </Link>
          ) : (
            <span className="font-medium">{product}</span>
          )}
          <CartChangeForm intent="remove" fields={{ key: line.key }} onChange={() => onRemove(line.key)}>
            <button
              type="submit"
              aria-label={t('remove', { product })}
              title={t('remove', { product })}
              className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
            >
              <CloseIcon className="size-4" />
            </button>
          </CartChangeForm>
        </div>
        {line.attributes.length > 0 && (
          <p className="text-xs text-muted">{line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</p>
        )}
        {line.lowStockQuantity !== null && <p className="text-xs text-sale">{t('lowStock', { count: line.lowStockQuantity })}</p>}
        {onMoveToWishlist && (
          <button type="button" onClick={() => onMoveToWishlist(line)} className="self-start text-xs text-muted underline hover:text-ink">
            {tWishlist('moveToWishlist')}
          </button>
        )}
        <div className="mt-1 flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full border border-clay">
            <CartChangeForm intent="quantity" fields={{ key: line.key, quantity: line.quantity - 1 }} onChange={() => onQuantity(line.key, line.quantity - 1)} className="contents">
              <button type="submit" aria-label={t('decrease', { product })} className="grid size-8 place-items-center rounded-full hover:bg-sand">
                −
              </button>
            </CartChangeForm>
            <CartChangeForm
              intent="quantity"
              fields={{ key: line.key }}
              onChange={(form) => {
                const next = Math.trunc(Number(form.get('quantity')));
                if (Number.isFinite(next) && next >= 1) onQuantity(line.key, next);
              }}
              className="contents"
            >
              <input
                type="number"
                name="quantity"
                inputMode="numeric"
                min={0}
                max={line.maxQuantity ?? MAX_QUANTITY}
                value={line.quantity}
                aria-label={t('quantity', { product })}
                onChange={(event) => {
                  const next = Math.trunc(Number(event.currentTarget.value));
                  if (Number.isFinite(next) && next >= 1) onQuantity(line.key, next);
                }}
                className="w-10 bg-transparent text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
              />
              {/* Without JavaScript a typed quantity needs a button to be sent. */}
              <noscript>
                <button type="submit" className="px-2 text-xs underline">
                  {t('update')}
                </button>
              </noscript>
            </CartChangeForm>
            <CartChangeForm intent="quantity" fields={{ key: line.key, quantity: line.quantity + 1 }} onChange={() => onQuantity(line.key, line.quantity + 1)} className="contents">
              <button
                type="submit"
                disabled={line.quantity >= (line.maxQuantity ?? MAX_QUANTITY)}
                aria-label={t('increase', { product })}
                className="grid size-8 place-items-center rounded-full hover:bg-sand disabled:opacity-40"
              >
                +
              </button>
            </CartChangeForm>
          </div>
          <div className="text-right text-sm">
            {line.savingsCents > 0 && (
              <s className="mr-2 text-muted" aria-label={t('regularPrice')}>
                {format.cents(line.subtotalCents + line.savingsCents)}
              </s>
            )}
            <span className="font-medium" data-testid="cart-line-price">
              {format.cents(line.subtotalCents)}
            </span>
            {line.savingsCents > 0 && <p className="text-xs text-sale">{t('savings', { amount: format.cents(line.savingsCents) })}</p>}
          </div>
        </div>
      </div>
    </li>
  );
}
