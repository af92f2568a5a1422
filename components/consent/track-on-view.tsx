'use client';

import { useEffect } from 'react';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import { hasStatisticsConsent } from '@/lib/consent/consent-choice';

/**
 * Sends one analytics event once the page shows (a list, a product, an order): server
 * components build the event and render this. Once per event content, not per re-render.
 * Without statistics consent track() would send nothing, so its code is loaded only when there
 * is consent to send with: a first visit (the banner still open) loads none of it.
 */
export function TrackOnView({ event }: { event: AnalyticsEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    if (!hasStatisticsConsent()) return;
    // A chunk that fails to load loses this one event, as an offline browser would.
    void import('@/lib/analytics/track').then(({ track }) => track(JSON.parse(key) as AnalyticsEvent), () => undefined);
  }, [key]);
  return null;
}
