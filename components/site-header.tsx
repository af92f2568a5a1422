import Link from 'next/link';
import { storeConfig } from '@/lib/config/store';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { AccountIcon, SearchIcon } from './icons';

export function SiteHeader() {
  const { nav } = getMessages();
  const mainLinks = [
    { href: routes.gender('damen'), label: nav.women },
    { href: routes.gender('herren'), label: nav.men },
    { href: routes.products(), label: nav.products },
    { href: routes.categories(), label: nav.categories },
  ];
  // The cart icon arrives with the cart panel; a link to nowhere would only mislead.
  const iconLinks = [
    { href: routes.search(), label: nav.search, Icon: SearchIcon },
    { href: routes.account(), label: nav.account, Icon: AccountIcon },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-sand bg-paper/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-4 sm:px-6 lg:px-8">
        <Link href={routes.home()} className="font-display text-2xl tracking-wide">
          {storeConfig.name}
        </Link>
        <nav aria-label={nav.main} className="hidden md:block">
          <ul className="flex gap-6 text-sm font-medium">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-muted transition-colors hover:text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="ml-auto flex items-center gap-1">
          {iconLinks.map(({ href, label, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                aria-label={label}
                title={label}
                className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
              >
                <Icon className="size-5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {/* Small screens: the main links as a scrollable strip until the mobile menu exists. */}
      <nav aria-label={nav.main} className="border-t border-sand md:hidden">
        <ul className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 py-2 text-sm font-medium">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="whitespace-nowrap text-muted hover:text-ink">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
