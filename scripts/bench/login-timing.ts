import path from 'node:path';
import { BENCH_CLIENT_ADDRESS_SECRET, benchAddress, signedAddressHeader } from './client-address';
import { createJsonClient } from './http-client';
import { startService, stopService, waitUntilIdle } from './process';
import { machineLine, writeReportSection } from './report';
import { summarize } from './stats';

/**
 * Issue 20: whether a login's timing tells an unknown account from a known one. Password logins
 * over HTTP, interleaved so the shared machine's noise falls on both kinds alike: an unknown
 * account (a new name each time), and a known one with a wrong password. Target: the unknown
 * account's p50 within 10 % of the wrong password's.
 *
 * The login limits would lock the known account after a few failures and the address after a
 * hundred: each request comes "from" its own documentation-range address (signed as the
 * storefront signs a shopper's address), and a right password after each wrong one clears the
 * account's failures, as an owner's login does.
 */
const PORT = Number(process.env.BENCH_BACKEND_PORT || 4111);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SAMPLES = 200;
const WARMUP = 20;
const TARGET_RATIO = 0.1;
const PASSWORD = 'Bench-Passwort-2026';

const postJson = createJsonClient(`${ORIGIN}/graphql`);
const LOGIN = `mutation L($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }`;


/** One login's time in ms; `expectSuccess` says whether it must sign in (a bench on a broken login measures nothing). */
async function timedLogin(username: string, password: string, expectSuccess: boolean): Promise<number> {
  const started = performance.now();
  const { status, json } = await postJson<{ data?: { login: { authToken: string } | null }; errors?: { message: string }[] }>(
    { query: LOGIN, variables: { u: username, p: password } },
    signedAddressHeader(benchAddress()),
  );
  const elapsed = performance.now() - started;
  const signedIn = Boolean(json.data?.login?.authToken);
  if (status >= 500 || signedIn !== expectSuccess || /Too many attempts/.test(json.errors?.[0]?.message ?? '')) {
    throw new Error(`login bench: unexpected answer (${status}): ${JSON.stringify(json.errors ?? json.data)}`);
  }
  return elapsed;
}

export async function benchLoginTiming(): Promise<void> {
  const dataDir = path.resolve('data/bench-login-timing');
  const server = await startService(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    { DATA_DIR: dataDir, BACKEND_PORT: String(PORT), DATABASE_URL: '', CLIENT_ADDRESS_SECRET: BENCH_CLIENT_ADDRESS_SECRET },
    `${ORIGIN}/health`,
  );
  try {
    await waitUntilIdle(ORIGIN);
    const username = `timing${Date.now().toString(36)}`;
    const registered = await postJson<{ errors?: unknown }>(
      { query: `mutation R($i: RegisterCustomerInput!) { registerCustomer(input: $i) { clientMutationId } }`, variables: { i: { username, email: `${username}@example.com`, password: PASSWORD } } },
      signedAddressHeader(benchAddress()),
    );
    if (registered.json.errors) throw new Error(`login bench: registration failed: ${JSON.stringify(registered.json.errors)}`);

    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const unknownMs = await timedLogin(`nobody${Date.now().toString(36)}${i}`, PASSWORD, false);
      const wrongMs = await timedLogin(username, `${PASSWORD}-falsch`, false);
      await timedLogin(username, PASSWORD, true);
      if (i >= WARMUP) {
        unknown.push(unknownMs);
        wrong.push(wrongMs);
      }
    }
    const unknownFigures = summarize(unknown);
    const wrongFigures = summarize(wrong);
    const difference = Math.abs(unknownFigures.p50 - wrongFigures.p50) / wrongFigures.p50;
    const percent = Math.round(difference * 1000) / 10;

    const markdown = `## Login timing (embedded backend, PGlite)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}: ${SAMPLES} password logins of each kind over HTTP on
loopback, interleaved (after ${WARMUP} rounds of warm-up), each from its own address so the login limits stay out of the
figures. Whether an account exists must not show in how long a failed login takes.

Target: the unknown account's p50 within ${TARGET_RATIO * 100} % of the wrong password's: ${percent} % apart, ${difference <= TARGET_RATIO ? 'met' : '**not met**'}.

| login | samples | p50 (ms) | p95 (ms) |
|---|---|---|---|
| unknown account | ${unknownFigures.samples} | ${unknownFigures.p50} | ${unknownFigures.p95} |
| known account, wrong password | ${wrongFigures.samples} | ${wrongFigures.p50} | ${wrongFigures.p95} |`;
    console.log(markdown);
    await writeReportSection('login-timing', markdown);
  } finally {
    await stopService(server);
  }
}
