import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
    child.once('error', reject);
  });
}

/** Starts a long-running process and resolves once `readyUrl` answers 200. */
export async function startService(command: string, args: string[], env: Record<string, string>, readyUrl: string, timeoutMs = 300_000) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode} before it was ready`);
    const ok = await fetch(readyUrl).then((response) => response.ok, () => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${readyUrl} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Waits until the backend's /health reports no background work (a first search index, a
 * change-feed backlog after a re-seed), so figures measure requests, not indexing beside them.
 */
export async function waitUntilIdle(backendOrigin: string, timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await fetch(`${backendOrigin}/health`).then(
      (response) => response.json() as Promise<{ background?: string }>,
      () => ({ background: undefined }),
    );
    if (health.background === 'idle') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${backendOrigin} was still busy after ${timeoutMs / 1000} s`);
}

export function stopService(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Adds up `measure` over a process and its descendants (Linux /proc). */
async function sumOverTree(pid: number, measure: (id: number) => Promise<number>): Promise<number> {
  const children = async (id: number): Promise<number[]> => {
    const list = await readFile(`/proc/${id}/task/${id}/children`, 'utf8').catch(() => '');
    return list.split(/\s+/).filter(Boolean).map(Number);
  };
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const id = queue.shift() as number;
    total += await measure(id);
    queue.push(...(await children(id)));
  }
  return total;
}

/** Resident memory of a process and its descendants in MiB. */
export async function treeRssMiB(pid: number): Promise<number> {
  const rssKiB = async (id: number) => {
    const status = await readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  };
  return Math.round((await sumOverTree(pid, rssKiB)) / 1024);
}

/** /proc reports CPU time in USER_HZ ticks, which Linux fixes at 100 per second. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process and its living descendants have used so far, in seconds. */
export async function treeCpuSeconds(pid: number): Promise<number> {
  const cpuTicks = async (id: number) => {
    const stat = await readFile(`/proc/${id}/stat`, 'utf8').catch(() => '');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  };
  return (await sumOverTree(pid, cpuTicks)) / TICKS_PER_SECOND;
}
