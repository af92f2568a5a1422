import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project promises Node 20 without warnings (README, docs/toolchain.md): every installed
// package must accept the oldest release of each Node line the project accepts, or npm prints
// EBADENGINE there. Optional packages are left out: npm installs only the platform's own.
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('Node 20 runs the project without engine warnings', () => {
  const oldestOfEachLine = manifest.engines.node.split('||').map((range) => semver.minVersion(range)?.version ?? range);

  it.each(oldestOfEachLine)('every locked package accepts Node %s', (node) => {
    const refusing = Object.entries(lockfile.packages)
      .flatMap(([location, info]) =>
        location !== '' && !info.optional && !Array.isArray(info.engines) && info.engines?.node ? [{ location, info, wants: info.engines.node }] : [],
      )
      .filter(({ wants }) => !semver.satisfies(node, wants))
      .map(({ location, info, wants }) => `${location}@${info.version} wants Node ${wants}`);
    expect(refusing).toEqual([]);
  });

  it('the demo OpenID provider loads without an "unsupported runtime" notice on this Node', () => {
    const loading = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('oidc-provider')"], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(loading.status).toBe(0);
    expect(`${loading.stdout}${loading.stderr}`).not.toMatch(/unsupported runtime/i);
  });
});
