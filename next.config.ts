import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { STOREFRONT_IMAGE_OPTIONS } from './lib/commerce/image-options';
import { commerceImageConfig } from './lib/commerce/media';
import { shortImageRewrite } from './lib/commerce/short-image-urls';

// Read when `next build` and `next start` load this file, so COMMERCE_GRAPHQL_URL /
// COMMERCE_MEDIA_URL decide where product images may come from.
const imageConfig = commerceImageConfig();

// One id per build: BUILD_ID from CI (e.g. the commit) or the build's start time. Browsers
// compare the id baked into their scripts with /api/build-id to notice a new deployment.
const buildId = process.env.BUILD_ID?.trim() || `build-${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The shop's own server (storefront-server/main.ts) compresses, keeping cached pages
  // compressed; under `next start` or `next dev`, Next compresses every answer itself.
  compress: process.env.VITRINE_STOREFRONT_SERVER !== '1',
  generateBuildId: () => buildId,
  // With REDIS_URL, the storefront server names its shared cache handler here at start
  // (storefront-server/main.ts); unset — `next build`, `next start`, `next dev` — Next keeps
  // its own in-process cache. The same build serves both ways.
  cacheHandler: process.env.VITRINE_CACHE_HANDLER || undefined,
  // The uploads URL is public (it is in every picture's address); pictures shorten it on the
  // server and in the browser alike (lib/commerce/short-image-urls.ts).
  env: { NEXT_PUBLIC_BUILD_ID: buildId, VITRINE_UPLOADS_URL: imageConfig.uploadsUrl },
  // ETags off: Next hashes the whole HTML in JavaScript on every answer, even a cached page's,
  // which took a sixth of the server's time under load (docs/benchmarks.md). Pages are not
  // kept by browsers (no max-age), so an ETag saved only the body of a repeated navigation.
  generateEtags: false,
  async rewrites() {
    // Before the app's routes: the short picture addresses go to the image optimiser.
    return { beforeFiles: [shortImageRewrite(imageConfig.uploadsUrl)], afterFiles: [], fallback: [] };
  },
  // The build type-checks the storefront only; the backend (server/) has its own checks and
  // its work in progress must not break the storefront build.
  typescript: { tsconfigPath: 'tsconfig.storefront.json' },
  images: {
    ...STOREFRONT_IMAGE_OPTIONS,
    remotePatterns: imageConfig.remotePatterns,
    dangerouslyAllowLocalIP: imageConfig.dangerouslyAllowLocalIP,
  },
};

// Locale from a cookie, no locale routing. Messages are compiled at build time, so browsers get
// a small formatter instead of the ICU parser (about 8 KB less gzipped JS on every page).
// Read them through t()/getTranslations only: the compiled form is not the JSON text.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
