import type { SafeHtml } from '@/lib/commerce/types';

/**
 * Shop copy (descriptions) as HTML. Only SafeHtml is accepted: it comes out of
 * lib/browse/sanitize-html, which keeps a small allow-list of tags and no scripts.
 */
export function RichText({ html, className = '' }: { html: SafeHtml; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`space-y-3 leading-relaxed [&_a]:underline [&_h2]:font-display [&_h2]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
