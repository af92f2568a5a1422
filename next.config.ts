import type { NextConfig } from 'next';
import { commerceImageConfig } from './lib/commerce/media';

// Read when `next build` and `next start` load this file, so COMMERCE_GRAPHQL_URL /
// COMMERCE_MEDIA_URL decide where product images may come from.
const imageConfig = commerceImageConfig();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The build type-checks the storefront only; the backend (server/) has its own checks and
  // its work in progress must not break the storefront build.
  typescript: { tsconfigPath: 'tsconfig.storefront.json' },
  images: {
    remotePatterns: imageConfig.remotePatterns,
    dangerouslyAllowLocalIP: imageConfig.dangerouslyAllowLocalIP,
  },
};

export default nextConfig;
