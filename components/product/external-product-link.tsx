import { useTranslations } from 'next-intl';
import { ArrowRightIcon } from '@/components/icons';
import type { ExternalLink } from '@/lib/commerce/types';

/** An external product is bought on the partner's site (docs/behaviour.md §3: externalUrl, buttonText). */
export function ExternalProductLink({ link }: { link: ExternalLink }) {
  const t = useTranslations('product');
  return (
    <div className="space-y-2">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper hover:bg-accent"
      >
        {link.buttonText ?? t('externalButton')}
        <ArrowRightIcon className="size-4" />
      </a>
      <p className="text-xs text-muted">{t('externalHint')}</p>
    </div>
  );
}
