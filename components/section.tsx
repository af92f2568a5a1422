import Link from 'next/link';

type SectionProps = {
  id: string;
  title: string;
  action?: { href: string; label: string };
  children: React.ReactNode;
};

/** A titled page section; the heading labels the region for assistive tech and tests. */
export function Section({ id, title, action, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="mb-8 flex items-end justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl sm:text-3xl">
          {title}
        </h2>
        {action && (
          <Link href={action.href} className="text-sm font-medium text-accent hover:underline">
            {action.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
