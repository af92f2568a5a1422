'use client';

import { useEffect } from 'react';
import type { AnalyticsEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';

/**
 * Sends one analytics event once the page shows (a list, a product, an order): server
 * components build the event and render this. Once per event content, not per re-render.
 */
export function TrackOnView({ event }: { event: AnalyticsEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    track(JSON.parse(key) as AnalyticsEvent);
  }, [key]);
  return null;
}
