import { Link } from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/icons';
import { FillImage } from '@/components/ui/fill-image';
import type { ImageRef } from '@/lib/commerce/types';

type HeroProps = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  /** A background picture; it is darkened so the white text and header icons stay readable. */
  image?: ImageRef | null;
  actions?: { href: string; label: string }[];
};

/**
 * A page's dark opening section. On / and /{gender} the header lies over it, transparent
 * with white icons, hence the dark ground and the room at the top.
 */
export function Hero({ id, eyebrow, title, text, image, actions = [] }: HeroProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-ink text-paper">
      {image && (
        // Decorative: the heading says what the section is about.
        <FillImage src={image.url} alt="" priority sizes="100vw" className="-z-10 object-cover opacity-40" />
      )}
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_20%,rgba(140,59,31,0.45),transparent_60%)]" />
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-32 sm:px-6 sm:pb-28 sm:pt-40 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-clay">{eyebrow}</p>
        <h1 id={headingId} className="mt-4 max-w-2xl font-display text-4xl leading-tight sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-base text-sand sm:text-lg">{text}</p>
        {actions.length > 0 && (
          <div className="mt-10 flex flex-wrap gap-3">
            {actions.map((action, index) => (
              <Link
                key={action.href}
                href={action.href}
                className={
                  index === 0
                    ? 'inline-flex items-center gap-2 rounded-full bg-paper px-6 py-3 text-sm font-medium text-ink transition-colors hover:bg-clay'
                    : 'inline-flex items-center gap-2 rounded-full border border-paper px-6 py-3 text-sm font-medium transition-colors hover:bg-paper hover:text-ink'
                }
              >
                {action.label}
                <ArrowRightIcon className="size-4" />
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
