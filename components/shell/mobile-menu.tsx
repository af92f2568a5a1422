import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/lib/routes';
import { WishlistLink } from '@/components/wishlist/wishlist-link';
import packageJson from '@/package.json';
import { DrawerSlot } from './drawer-slot';
import { mobileMenuId } from './panel-ids';

/**
 * The menu sliding in from the left on small screens: the main menu plus wishlist and account.
 * Its content is rendered once a shopper reaches for the menu (drawer-slot.tsx), not served in
 * the page: every link of it is in the header too, for crawlers and browsers without scripts.
 */
export function MobileMenu() {
  const t = useTranslations('shell');
  const links = [
    { href: routes.products(), label: t('nav.products') },
    { href: routes.categories(), label: t('nav.categories') },
    { href: routes.wishlist(), label: t('nav.wishlist') },
    { href: routes.account(), label: t('nav.account') },
  ];
  return (
    <DrawerSlot id={mobileMenuId} panel="menu" side="left" title={t('menu.title')} closeLabel={t('menu.close')}>
      <nav aria-labelledby={`${mobileMenuId}-title`} className="px-5 py-4">
        <ul className="divide-y divide-sand">
          {links.map((link) => (
            <li key={link.href}>
              {link.href === routes.wishlist() ? (
                <WishlistLink className="block py-4 text-lg hover:text-accent">{link.label}</WishlistLink>
              ) : (
                <Link href={link.href} className="block py-4 text-lg hover:text-accent">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-auto px-5 py-4 text-xs text-muted">{t('menu.version', { version: packageJson.version })}</p>
    </DrawerSlot>
  );
}
