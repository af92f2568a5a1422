/**
 * Message namespaces: one JSON file each per locale (messages/<locale>/<namespace>.json),
 * merged into one object keyed by namespace, so `getTranslations('catalog')` reads
 * messages/<locale>/catalog.json.
 */
export const namespaces = ['common', 'shell', 'errors', 'pages', 'home', 'catalog', 'product', 'seo', 'search', 'cart', 'account', 'refusals', 'checkout', 'wishlist', 'storeText', 'withdrawal', 'legal'] as const;
export type Namespace = (typeof namespaces)[number];
