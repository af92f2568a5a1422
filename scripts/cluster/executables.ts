import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a program from Debian's packages is: on PATH, or in the sbin folders a normal user's
 * PATH often lacks (haproxy is /usr/sbin/haproxy). Throws with the package to install.
 */
export function findExecutable(name: string, debianPackage: string): string {
  // The search path is the system's, not a setting of the shop's (so no row in the README's table).
  const { PATH: searchPath = '' } = process.env;
  const folders = [...searchPath.split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  throw new Error(`${name} is not installed: the cluster needs it (Debian: apt-get install ${debianPackage})`);
}

/** The newest PostgreSQL server's programs (Debian keeps each version in /usr/lib/postgresql/<v>/bin). */
export function postgresBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(path.join(base, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (newest) return path.join(base, newest, 'bin');
  return path.dirname(findExecutable('initdb', 'postgresql'));
}
