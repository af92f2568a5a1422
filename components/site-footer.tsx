import { storeConfig } from '@/lib/config/store';
import { fillPlaceholders, getMessages } from '@/lib/i18n/messages';

export function SiteFooter() {
  const { site } = getMessages();
  return (
    <footer className="mt-16 border-t border-sand bg-sand/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-10 text-sm text-muted sm:px-6 lg:px-8">
        <p className="font-display text-lg text-ink">{storeConfig.name}</p>
        <p>{site.description}</p>
        <p>{fillPlaceholders(site.copyright, { year: new Date().getFullYear(), shop: storeConfig.name })}</p>
      </div>
    </footer>
  );
}
