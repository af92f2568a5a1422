'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { OPEN_CONSENT_EVENT, readConsent } from '@/lib/consent/consent-choice';
import { whenIdle } from '@/lib/client/when-idle';
import type { ConsentBannerProps } from './consent-banner';

/**
 * The consent banner's few hundred bytes on every page: the banner itself (consent-banner.tsx)
 * is imported only when this browser has no valid choice (lib/consent/consent-choice.ts), or
 * when the footer's "Cookie-Einstellungen" asks for it. It is fixed to the bottom of the
 * window, so showing it moves nothing (no layout shift), and it reads the choice in the
 * browser only: cached pages stay the same for everyone.
 */
export function ConsentBootstrap() {
  const [banner, setBanner] = useState<{ Banner: ComponentType<ConsentBannerProps>; asked: boolean; opener: HTMLElement | null } | null>(null);

  useEffect(() => {
    const show = (asked: boolean) => {
      const opener = asked && document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void import('./consent-banner').then(({ ConsentBanner }) => setBanner({ Banner: ConsentBanner, asked, opener }));
    };
    const onOpen = () => show(true);
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    // Once the page is idle, so the banner never competes with the page's own first paint and hydration.
    if (!readConsent()) whenIdle(() => show(false), 2000);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
  }, []);

  if (!banner) return null;
  const { Banner, asked, opener } = banner;
  return (
    <Banner
      asked={asked}
      onClose={() => {
        setBanner(null);
        opener?.focus();
      }}
    />
  );
}
