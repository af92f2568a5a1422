import { existsSync } from 'node:fs';
import path from 'node:path';

/** Loads the .env files of a production run, with `next start`'s precedence; variables already set win. */
export function loadProductionEnvFiles(root: string): void {
  for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    if (existsSync(path.join(root, file))) process.loadEnvFile(path.join(root, file));
  }
}
