import type { ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STOREFRONT_IMAGE_OPTIONS } from '../../lib/commerce/image-options';
import { commerceImageConfig } from '../../lib/commerce/media';
import { run, startService, stopService } from './process';

/**
 * What the framework alone costs: a bare App Router app built and served with this repo's own
 * Next.js and React. Its `/` is an empty page (a layout and an <h1>): the floor under any page
 * of the shop, so a JS budget or a main-thread time below it cannot be met with this stack.
 * Its `/picture` adds one product picture served as the shop serves its product page's main
 * picture (next/image, the shop's widths and formats, the same `sizes`, preloaded at high
 * priority, from the shop's own media URL through the optimiser): the floor under the product
 * page's LCP.
 */
const APP_DIR = path.resolve('.bench-floor');

/** The picture the bare picture page shows: the shop's LCP picture on its product page. */
export interface BarePicture {
  /** The original upload URL (the optimiser fetches it from the shop's backend). */
  url: string;
  /** The product page's main-picture `sizes`. */
  sizes: string;
  /** The shop's GraphQL endpoint: its media origin decides the optimiser's allowed hosts. */
  commerceGraphqlUrl: string;
}

export interface BarePages {
  origin: string;
  /** The empty page and the picture page. */
  emptyPath: '/';
  picturePath: '/picture';
  process: ChildProcess;
}

function files(picture: BarePicture): Record<string, string> {
  const media = commerceImageConfig({ COMMERCE_GRAPHQL_URL: picture.commerceGraphqlUrl });
  const images = {
    ...STOREFRONT_IMAGE_OPTIONS,
    remotePatterns: media.remotePatterns,
    dangerouslyAllowLocalIP: media.dangerouslyAllowLocalIP,
  };
  return {
    'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="de"><body>{children}</body></html>);
}
`,
    'app/page.tsx': `export default function Page() {
  return <h1>Leere Seite</h1>;
}
`,
    // The product page's frame: full width on a phone, 4:5, the picture filling it.
    'app/picture/page.tsx': `import Image from 'next/image';

export default function Page() {
  return (
    <main>
      <h1>Ein Bild</h1>
      <div style={{ position: 'relative', aspectRatio: '4 / 5', overflow: 'hidden' }}>
        <Image src=${JSON.stringify(picture.url)} alt="Produktbild" fill sizes=${JSON.stringify(picture.sizes)} preload fetchPriority="high" style={{ objectFit: 'cover' }} />
      </div>
    </main>
  );
}
`,
    // With the repo as Turbopack's root, Next would otherwise take the shop's own proxy.ts; this
    // one matches nothing, so the empty page stays a plain page.
    'proxy.ts': `export function proxy() {}
export const config = { matcher: '/__framework-floor-none' };
`,
    // Turbopack only compiles files under its root; node_modules is the repo's own.
    'next.config.mjs': `export default ${JSON.stringify({ turbopack: { root: path.resolve('.') }, images }, null, 2)};
`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
    'package.json': JSON.stringify({ name: 'vitrine-framework-floor', private: true }),
  };
}

/** Builds the bare app (`next build`, Turbopack) and serves it with `next start` on `port`. */
export async function startBarePages(port: number, picture: BarePicture): Promise<BarePages> {
  await rm(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files(picture))) {
    await mkdir(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    await writeFile(path.join(APP_DIR, file), text);
  }
  const next = path.resolve('node_modules/next/dist/bin/next');
  await run(process.execPath, [next, 'build', APP_DIR], { NEXT_TELEMETRY_DISABLED: '1' });
  const origin = `http://127.0.0.1:${port}`;
  const child = await startService(process.execPath, [next, 'start', APP_DIR, '-H', '127.0.0.1', '-p', String(port)], { NEXT_TELEMETRY_DISABLED: '1' }, `${origin}/`);
  return { origin, emptyPath: '/', picturePath: '/picture', process: child };
}

export async function stopBarePages(pages: BarePages): Promise<void> {
  await stopService(pages.process);
  await rm(APP_DIR, { recursive: true, force: true });
}
