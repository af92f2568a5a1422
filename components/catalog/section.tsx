import { Link } from '@/components/ui/link';

type SectionProps = {
  id: string;
  title: string;
  /** The heading level: 2 below a page's h1, 1 when the section title is the page title. */
  level?: 1 | 2;
  action?: { href: string; label: string };
  children: React.ReactNode;
};

/** A titled page section; the heading labels the region for assistive tech and tests. */
export function Section({ id, title, level = 2, action, children }: SectionProps) {
  const headingId = `${id}-title`;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-8 flex items-end justify-between gap-4">
        <Heading id={headingId} className="font-display text-2xl sm:text-3xl">
          {title}
        </Heading>
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
