import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load-js';
import { run, startService, stopService } from './process';

/**
 * What the framework alone costs: an empty App Router page (a layout and an <h1>), built and
 * served with this repo's own Next.js and React, measured like the shop's routes. It is the
 * floor under any page of the shop, so a JS budget below it cannot be met with this stack.
 */
const PORT = 3390;
const APP_DIR = path.resolve('.bench-floor');

const FILES: Record<string, string> = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="de"><body>{children}</body></html>);
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Leere Seite</h1>;
}
`,
  // With the repo as Turbopack's root, Next would otherwise take the shop's own proxy.ts; this
  // one matches nothing, so the empty page stays a plain page.
  'proxy.ts': `export function proxy() {}
export const config = { matcher: '/__framework-floor-none' };
`,
  // Turbopack only compiles files under its root; node_modules is the repo's own.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(path.resolve('.'))} } };
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

export async function measureFrameworkFloor(): Promise<FirstLoadJs> {
  await rm(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    await writeFile(path.join(APP_DIR, file), text);
  }
  const next = path.resolve('node_modules/next/dist/bin/next');
  try {
    await run(process.execPath, [next, 'build', APP_DIR], { NEXT_TELEMETRY_DISABLED: '1' });
    const server = await startService(
      process.execPath,
      [next, 'start', APP_DIR, '-H', '127.0.0.1', '-p', String(PORT)],
      { NEXT_TELEMETRY_DISABLED: '1' },
      `http://127.0.0.1:${PORT}/`,
    );
    try {
      const [page] = await measureFirstLoadJs(`http://127.0.0.1:${PORT}`, ['/']);
      if (!page) throw new Error('the empty page was not measured');
      return page;
    } finally {
      await stopService(server);
    }
  } finally {
    await rm(APP_DIR, { recursive: true, force: true });
  }
}
