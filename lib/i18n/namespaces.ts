/**
 * Message namespaces: one JSON file each per locale (messages/<locale>/<namespace>.json),
 * merged into one object keyed by namespace, so `getTranslations('catalog')` reads
 * messages/<locale>/catalog.json.
 */
export const namespaces = ['common', 'shell', 'errors', 'pages', 'home', 'catalog', 'product', 'seo', 'search', 'cart', 'account', 'refusals', 'checkout', 'wishlist', 'storeText', 'withdrawal', 'legal'] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The namespaces every page sends to client components (small, and needed by the shell and
 * the error boundary; `cart` for the cart drawer, which every page has; `wishlist` for the hearts on
 * every product card). Other client components get theirs through <ClientMessages>.
 */
export const clientNamespaces = ['common', 'shell', 'errors', 'cart', 'wishlist'] as const satisfies readonly Namespace[];
