import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

const REPORT = 'docs/benchmarks.md';

/**
 * Replaces one section of docs/benchmarks.md (between its BEGIN/END markers) so each
 * benchmark updates its own figures and leaves the others' alone.
 */
export async function writeReportSection(name: string, markdown: string): Promise<void> {
  const begin = `<!-- BEGIN ${name} -->`;
  const end = `<!-- END ${name} -->`;
  const current = await readFile(REPORT, 'utf8').catch(() => '# Benchmarks\n\nWritten by `npm run bench`; each section is replaced when its benchmark runs.\n');
  const section = `${begin}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(REPORT, next);
}

export function machineLine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
