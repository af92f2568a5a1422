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
