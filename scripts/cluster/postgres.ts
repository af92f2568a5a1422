/**
 * A private PostgreSQL server for the cluster: its own data folder and port, made with initdb
 * on first start, run with pg_ctl, a database `vitrine` owned by the role `vitrine` (password
 * in the folder, never printed). PostgreSQL refuses to run as root: as root, the folder belongs
 * to the `postgres` user (Debian's package creates it) and sits in /var/tmp, which that user
 * can reach wherever the repository is; as anyone else, it is the cluster's data folder.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir } from './executables';

const run = promisify(execFile);
const ROLE = 'vitrine';
const DATABASE = 'vitrine';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when this is root. */
async function asOwner(program: string, args: string[]): Promise<string> {
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const { stdout } = await run(command, fullArgs, { maxBuffer: 4 * 1024 * 1024 });
  return stdout;
}

function postgresUserIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as (Debian: apt-get install postgresql)');
  return { uid: Number(uid), gid: Number(gid) };
}

/** The server's folder: `data/` (initdb's) and `password` (the role's). */
export function postgresFolder(clusterDir: string, port: number): string {
  return isRoot() ? path.join('/var/tmp', `vitrine-postgres-${port}`) : path.join(clusterDir, 'postgres');
}

async function initialise(folder: string, bin: string): Promise<void> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(folder, 'password');
  writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = postgresUserIds();
    chownSync(folder, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  await asOwner(path.join(bin, 'initdb'), [
    '-D', path.join(folder, 'data'),
    '-U', ROLE,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
}

async function isRunning(bin: string, dataDir: string): Promise<boolean> {
  return asOwner(path.join(bin, 'pg_ctl'), ['status', '-D', dataDir]).then(
    () => true,
    () => false,
  );
}

export async function startPostgres(options: { clusterDir: string; port: number; log: (line: string) => void }): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const folder = postgresFolder(options.clusterDir, options.port);
  const dataDir = path.join(folder, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    options.log(`creating a PostgreSQL server in ${folder} (first start only)…`);
    await initialise(folder, bin);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  if (await isRunning(bin, dataDir)) {
    options.log(`PostgreSQL in ${folder} is already running: using it`);
  } else {
    // The socket in the data folder: no need to write to /var/run/postgresql.
    const serverOptions = `-p ${options.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c max_connections=100`;
    await asOwner(pgCtl, ['start', '-w', '-t', '60', '-D', dataDir, '-l', path.join(folder, 'server.log'), '-o', serverOptions]);
  }
  const password = readFileSync(path.join(folder, 'password'), 'utf8').trim();
  const serverUrl = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  await createDatabase(`${serverUrl}/postgres`);
  return {
    url: `${serverUrl}/${DATABASE}`,
    async stop() {
      await asOwner(pgCtl, ['stop', '-m', 'fast', '-w', '-D', dataDir]).catch(() => undefined);
    },
  };
}

async function createDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE} OWNER ${ROLE}`);
  } finally {
    await client.end();
  }
}

