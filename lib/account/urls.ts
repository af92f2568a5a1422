/** The account's URLs (docs/behaviour.md §2), in one place for its pages, links and tests. */
export const accountUrls = {
  account: () => '/my-account',
  tab: (tab: string) => `/my-account?tab=${encodeURIComponent(tab)}`,
  lostPassword: () => '/my-account/lost-password',
  orderSummary: (orderId: number) => `/order-summary/${orderId}`,
  /**
   * Starts a third-party sign-in (app/[locale]/oauth/start): `link` links it to the signed-in
   * account; `sentOn` marks a start forwarded to the callback's host, which forwards no further;
   * `uiLocale` carries the shopper's language there (that host may have no locale cookie yet).
   */
  oauthStart: (provider: string, link = false, { sentOn = false, uiLocale = '' } = {}) => {
    const query = new URLSearchParams({ ...(link ? { link: '1' } : {}), ...(sentOn ? { sent: '1' } : {}), ...(uiLocale ? { ui_locales: uiLocale } : {}) }).toString();
    return `/oauth/start/${provider.toLowerCase()}${query ? `?${query}` : ''}`;
  },
  /** Where a third-party sign-in that could not start says so. */
  oauthUnavailable: (link: boolean) => (link ? '/my-account?tab=details&signin=unavailable' : '/my-account?signin=unavailable'),
} as const;

/**
 * Where a shopper lands after logging out (docs/behaviour.md §2): back on /my-account when they
 * were on an account page (now showing the login), otherwise the home page.
 */
export function afterLogoutPath(pathname: string): string {
  return pathname === '/my-account' || pathname.startsWith('/my-account/') ? '/my-account' : '/';
}
