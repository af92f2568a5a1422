import Link from 'next/link';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { ArrowRightIcon } from './icons';

export function Hero() {
  const { home } = getMessages();
  const ctas = [
    { href: routes.gender('damen'), label: home.shopWomen, primary: true },
    { href: routes.gender('herren'), label: home.shopMen, primary: false },
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(circle_at_80%_20%,var(--color-clay),transparent_55%),linear-gradient(135deg,var(--color-sand),var(--color-paper))]"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{home.heroEyebrow}</p>
        <h1 id="hero-title" className="mt-4 max-w-2xl font-display text-4xl leading-tight sm:text-6xl">
          {home.heroTitle}
        </h1>
        <p className="mt-6 max-w-xl text-base text-muted sm:text-lg">{home.heroText}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          {ctas.map((cta) => (
            <Link
              key={cta.href}
              href={cta.href}
              className={
                cta.primary
                  ? 'inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper transition-colors hover:bg-accent'
                  : 'inline-flex items-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-medium transition-colors hover:bg-ink hover:text-paper'
              }
            >
              {cta.label}
              <ArrowRightIcon className="size-4" />
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
