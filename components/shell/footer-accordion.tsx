'use client';

import { useId, useState } from 'react';

export type FooterSection = { id: string; title: string; content: React.ReactNode };

type FooterAccordionProps = {
  sections: FooterSection[];
  /** Let several sections be open at once; by default opening one closes the others (docs/behaviour.md §4). */
  allowMultiple?: boolean;
  /** The buttons' chevron, rendered on the server (site-footer.tsx); an open section's button turns it. */
  icon?: React.ReactNode;
};

/** Which sections are open after the one with `id` is toggled. */
export function toggleSection(open: readonly string[], id: string, allowMultiple: boolean): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return allowMultiple ? [...open, id] : [id];
}

/**
 * The footer's columns: side by side from the `md` breakpoint, an accordion below it. The
 * accordion buttons exist only on small screens; wide screens show plain headings.
 */
export function FooterAccordion({ sections, allowMultiple = false, icon }: FooterAccordionProps) {
  const [open, setOpen] = useState<string[]>([]);
  const baseId = useId();

  return (
    <div className="grid md:grid-cols-4 md:gap-8">
      {sections.map((section) => {
        const isOpen = open.includes(section.id);
        const panelId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className="border-b border-clay md:border-0">
            <h2 className="text-sm font-semibold uppercase tracking-wider">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleSection(current, section.id, allowMultiple))}
                className="flex w-full items-center justify-between py-4 text-left uppercase aria-expanded:[&>svg]:rotate-180 md:hidden"
              >
                {section.title}
                {icon}
              </button>
              <span className="hidden md:block">{section.title}</span>
            </h2>
            <div id={panelId} className={`${isOpen ? 'block' : 'hidden'} pb-5 md:block md:pt-4`}>
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
