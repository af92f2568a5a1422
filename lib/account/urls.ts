/** The account's URLs (docs/behaviour.md §2), in one place for its pages, links and tests. */
export const accountUrls = {
  account: () => '/my-account',
  tab: (tab: string) => `/my-account?tab=${encodeURIComponent(tab)}`,
  lostPassword: () => '/my-account/lost-password',
  orderSummary: (orderId: number) => `/order-summary/${orderId}`,
} as const;

/**
 * Where a shopper lands after logging out (docs/behaviour.md §2): back on /my-account when they
 * were on an account page (now showing the login), otherwise the home page.
 */
export function afterLogoutPath(pathname: string): string {
  return pathname === '/my-account' || pathname.startsWith('/my-account/') ? '/my-account' : '/';
}
