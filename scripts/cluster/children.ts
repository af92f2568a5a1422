import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

/** Where a child's output goes: this terminal (`npm run start:cluster`) or a log file per child (tests, bench). */
export type Output = 'inherit' | { logDir: string };

export interface Child {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (1 for a signal) once the process has ended. */
  exited: Promise<number>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has ended. */
  stop(graceMs?: number): Promise<void>;
}

export function startChild(name: string, command: string, args: string[], env: Record<string, string>, output: Output): Child {
  const logFile = output === 'inherit' ? null : createWriteStream(path.join(output.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    child.stdout?.pipe(logFile);
    child.stderr?.pipe(logFile);
  }
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`[cluster] ${name}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return {
    name,
    process: child,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(kill);
    },
  };
}

/** Polls `url` until `isReady(response)`; fails early when `child` ends meanwhile. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number, isReady: (response: Response) => boolean = (response) => response.ok): Promise<void> {
  let ended = false;
  void child.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${child.name} exited before ${url} answered`);
    const ready = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.body?.cancel();
        return isReady(response);
      },
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${child.name}: no answer from ${url} within ${timeoutMs / 1000} s`);
}
