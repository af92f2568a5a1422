import { hasStatisticsConsent } from '@/lib/consent/consent-choice';
import type { AnalyticsEvent } from './events';

/**
 * The one place the shop's components send analytics through (the event bus): nothing leaves
 * the browser and nothing is pushed unless the shopper agreed to statistics (lib/consent/).
 * Then the event goes onto `window.dataLayer` (GA4's e-commerce shape, `ecommerce` cleared
 * first as Google recommends) and to the shop's own endpoint (/api/events, which forwards to
 * the backend's, or drops it against a store that has none).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const EVENTS_ENDPOINT = '/api/events';

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !hasStatisticsConsent()) return;
  const layer = (window.dataLayer ??= []);
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(structuredClone(event));
  send(JSON.stringify(event));
}

/** A beacon survives the page being left (the order button navigates at once); fetch with keepalive where there is none. */
function send(body: string): void {
  try {
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon they consider too large or blocked: fetch below.
  }
  void fetch(EVENTS_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}
