/**
 * The balancers: one HAProxy (Debian's package) with a frontend for the storefronts and one for
 * the backends, from a generated config. Each instance is checked on its health route every
 * second and taken out after three failures; a request whose connection is refused is sent to
 * another instance (`option redispatch`), so a crashed process costs no shopper an error page;
 * when every instance fails its checks at once (a rush), HAProxy keeps sending them requests.
 * The admin socket lets the bench take an instance out of rotation and put it back.
 */
import { connect } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startChild, type Child, type Output } from './children';
import { findExecutable } from './executables';

export interface Tier {
  /** The section's name: `storefronts` or `backends`. */
  name: string;
  /** The port shoppers (or the storefronts) connect to. */
  port: number;
  /** One per instance: its name and port on 127.0.0.1. */
  servers: { name: string; port: number }[];
  healthPath: string;
}

export function haproxyConfig(tiers: Tier[], adminSocket: string): string {
  const lines = [
    'global',
    '  maxconn 4096',
    // To its standard output (the cluster's haproxy.log or terminal): only failed requests, see dontlog-normal.
    '  log stdout format raw local0',
    `  stats socket ${adminSocket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    // The client's address for the shop's abuse limits (the instances trust loopback proxies).
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // A check waits this long for an answer: on a machine busy with a load run, a second is not enough.
    '  timeout check 5s',
    '',
  ];
  for (const tier of tiers) {
    lines.push(
      `frontend ${tier.name}`,
      `  bind 127.0.0.1:${tier.port}`,
      `  default_backend ${tier.name}`,
      '',
      `backend ${tier.name}`,
      '  balance roundrobin',
      `  option httpchk GET ${tier.healthPath}`,
      '  http-check expect status 200',
      // No on-marked-down shutdown-sessions: a slow instance's requests in progress should finish, not fail.
      '  default-server inter 1s fall 3 rise 2',
      ...tier.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
      // Fail open: when every instance fails its checks — all of them busy under a rush, their
      // answers late — requests still go to them (unchecked backups) instead of HAProxy answering
      // 503 itself. A dead one refuses the connection, and the request is sent to another.
      '  option allbackups',
      ...tier.servers.map((server) => `  server ${server.name}-fallback 127.0.0.1:${server.port} backup`),
      '',
    );
  }
  return lines.join('\n');
}

export interface ServerState {
  name: string;
  /** "UP", "DOWN", "UP 1/2" (coming back), "MAINT" … */
  status: string;
  /** Health checks that failed while it counted as up: how HAProxy notices a dead instance. */
  failedChecks: number;
  /** How many times its checks took it out of rotation. */
  wentDown: number;
}

export interface RunningHaproxy {
  /** Sends one command to the admin socket (`disable server storefronts/storefront2`) and returns its answer. */
  admin(command: string): Promise<string>;
  /** Names of the servers HAProxy counts as up in a tier. */
  serversUp(tier: string): Promise<string[]>;
  /** Each server of a tier as HAProxy's statistics show it. */
  servers(tier: string): Promise<ServerState[]>;
  stop(): Promise<void>;
}

export async function startHaproxy(options: { clusterDir: string; tiers: Tier[]; output: Output }): Promise<RunningHaproxy> {
  const executable = findExecutable('haproxy', 'haproxy');
  const dir = path.join(options.clusterDir, 'haproxy');
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'haproxy.cfg');
  const adminSocket = path.join(dir, 'admin.sock');
  writeFileSync(configFile, haproxyConfig(options.tiers, adminSocket));
  // -db: stay in the foreground, so Ctrl-C and the cluster's stop end it.
  const child: Child = startChild('haproxy', executable, ['-db', '-f', configFile], {}, options.output);
  const admin = (command: string) => adminCommand(adminSocket, command);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await admin('show info').then(() => true, () => false)) break;
    if (child.process.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start (config: ${configFile})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const servers = async (tier: string): Promise<ServerState[]> => {
    // `show stat` is CSV: pxname,svname,…,status (column 18), chkfail (22), chkdown (23).
    const csv = await admin('show stat');
    return csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((fields) => fields[0] === tier && fields[1] !== 'FRONTEND' && fields[1] !== 'BACKEND')
      .map((fields) => ({ name: fields[1] ?? '', status: fields[17] ?? '', failedChecks: Number(fields[21] || 0), wentDown: Number(fields[22] || 0) }));
  };
  return {
    admin,
    servers,
    async serversUp(tier) {
      return (await servers(tier)).filter((server) => server.status.startsWith('UP')).map((server) => server.name);
    },
    stop: () => child.stop(),
  };
}

function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}
