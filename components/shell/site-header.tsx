import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { AccountIcon, BagIcon, HeartIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import { storeConfig } from '@/lib/config/store';
import { routes } from '@/lib/routes';
import { HeaderFrame } from './header-frame';
import { PanelTrigger } from './panel-trigger';
import { cartPanelId, mobileMenuId } from './panel-ids';
import { AccountIndicator, CartTrigger } from './shopper-indicators';

const iconButton = 'grid size-10 place-items-center rounded-full transition-colors hover:bg-current/10';

/**
 * The sticky header (docs/behaviour.md §2). Server-rendered and the same for every shopper, so cached pages
 * can hold it; the account icon and the cart badge follow the shopper in the browser
 * (shopper-indicators.tsx). Only those, the panel buttons and the frame run in the browser.
 */
export function SiteHeader() {
  const t = useTranslations('shell');

  return (
    // `data-site-chrome`: hidden while the checkout's own header is shown (app/globals.css). On
    // a box-less wrapper here, not on the header itself, which is client code every page loads.
    <div data-site-chrome className="contents">
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:px-4 lg:px-8">
        <PanelTrigger panel="menu" controls={mobileMenuId} label={t('menu.open')} className={`${iconButton} md:hidden`}>
          <MenuIcon className="size-6" />
        </PanelTrigger>
        <Link href={routes.home()} className="px-2 font-display text-2xl tracking-wide">
          {storeConfig.name}
        </Link>
        <nav aria-label={t('nav.main')} className="ml-6 hidden md:block">
          <ul className="flex gap-6 text-sm font-medium">
            <li>
              <Link href={routes.products()} className="underline-offset-4 hover:underline">
                {t('nav.products')}
              </Link>
            </li>
            <li>
              <Link href={routes.categories()} className="underline-offset-4 hover:underline">
                {t('nav.categories')}
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="ml-auto flex items-center">
          <li>
            <Link href={routes.search()} aria-label={t('nav.search')} title={t('nav.search')} className={iconButton}>
              <SearchIcon className="size-5" />
            </Link>
          </li>
          <li>
            <Link href={routes.account()} aria-label={t('nav.account')} title={t('nav.account')} className={iconButton}>
              <AccountIndicator outline={<AccountIcon className="size-5" />} filled={<AccountIcon className="size-5" filled />} />
            </Link>
          </li>
          <li>
            <WishlistLink className={iconButton} icon={<HeartIcon className="size-5" />} />
          </li>
          <li>
            <CartTrigger controls={cartPanelId} className={`relative ${iconButton}`}>
              <BagIcon className="size-5" />
            </CartTrigger>
          </li>
        </ul>
      </div>
    </HeaderFrame>
    </div>
  );
}
