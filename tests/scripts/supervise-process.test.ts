import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { superviseProcess, typescriptServer, type Supervised } from '../../scripts/supervise';

/**
 * Real processes (issue 23): the pid the supervisor holds is the server's, so `kill -9` of it
 * frees the port and the restart can listen there. Started through the `tsx` command, the
 * supervised pid was a wrapper: killing it left its server holding the port.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tinyServer = 'tests/scripts/fixtures/tiny-server.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function pidOn(port: number): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return ((await response.json()) as { pid: number }).pid;
  } catch {
    return null;
  }
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${String(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let running: Supervised | null = null;
const spawned: ChildProcess[] = [];
afterEach(async () => {
  await running?.stop();
  running = null;
  // A failed assertion leaves nothing running.
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('a supervised TypeScript server is the supervised process', () => {
  it('runs as one process: node with tsx’s loader; exit codes and signals are the server’s own', async () => {
    const { command, args } = typescriptServer(tinyServer);
    const failing = spawn(command, args, { cwd: root, env: { ...process.env, EXIT_CODE: '7' } });
    spawned.push(failing);
    expect(await new Promise((resolve) => failing.once('exit', (code) => resolve(code)))).toBe(7);

    const port = await freePort();
    const server = spawn(command, args, { cwd: root, env: { ...process.env, PORT: String(port) } });
    spawned.push(server);
    expect(await until('the server on its port', () => pidOn(port), (pid) => pid !== null)).toBe(server.pid);
    server.kill('SIGTERM');
    expect(await new Promise((resolve) => server.once('exit', (_code, signal) => resolve(signal)))).toBe('SIGTERM');
    expect(await pidOn(port)).toBeNull();
  }, 30_000);

  it('a kill -9 of the supervised pid frees the port, and the restart answers there', async () => {
    const port = await freePort();
    const lines: string[] = [];
    running = superviseProcess({
      name: 'tiny server',
      ...typescriptServer(tinyServer),
      cwd: root,
      env: { PORT: String(port) },
      onLog: (line) => lines.push(line),
      isReady: async (child) => (await pidOn(port)) === child.pid,
      policy: { firstDelayMs: 100, readyPollMs: 100 },
    });
    await running.firstReady;
    const first = running.child?.pid;
    expect(first).toEqual(expect.any(Number));
    // The pid that answers on the port is the one the supervisor holds.
    expect(await pidOn(port)).toBe(first);

    process.kill(first!, 'SIGKILL');
    const second = await until('the restarted server on the port', () => pidOn(port), (pid) => pid !== null && pid !== first);
    expect(second).toBe(running.child?.pid);
    expect(lines[0]).toMatch(/^the tiny server stopped unexpectedly \(signal SIGKILL\)/);
    // The restart listens: nothing failed on a port in use.
    expect(lines).toHaveLength(1);
  }, 40_000);

  it('with a log file (the cluster’s instances), every run’s output is appended to it', async () => {
    const port = await freePort();
    const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervise-')), 'tiny.log');
    running = superviseProcess({
      name: 'tiny server',
      ...typescriptServer(tinyServer),
      cwd: root,
      env: { PORT: String(port) },
      logFile,
      isReady: async (child) => (await pidOn(port)) === child.pid,
      policy: { firstDelayMs: 100, readyPollMs: 100 },
    });
    await running.firstReady;
    const first = running.child?.pid;
    process.kill(first!, 'SIGKILL');
    const second = await until('the restarted server on the port', () => pidOn(port), (pid) => pid !== null && pid !== first);
    await running.stop();
    running = null;
    expect(readFileSync(logFile, 'utf8')).toBe(`tiny server ${first} listening\ntiny server ${second} listening\n`);
  }, 40_000);
});
