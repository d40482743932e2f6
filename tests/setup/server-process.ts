import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { emptyPgliteDir } from './pglite-template';

export type ServerProcess = {
  url: string;
  /** The server's process id. */
  pid: number;
  /** Sends `signal` and resolves once the process has exited (the fault run uses SIGKILL). */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * Drops a test database and ends the sessions still on it. `with (force)` may only end sessions our role may
 * signal: an autovacuum worker busy in the database (after a test's many writes) makes it fail with 42501
 * until the worker is done, and another role's session with 42501 or 55006; both are tried again for a while.
 */
export async function dropDatabase(adminUrl: string, name: string, waitMs = 30_000): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== '42501' && code !== '55006') || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one run: a new PostgreSQL database when `adminUrl` is given, else a PGlite folder holding an
 * empty cluster (a copy: pglite-template.ts), or an empty folder with `emptyFolder` (the product's first start).
 */
export async function freshDatabase(
  adminUrl: string | undefined,
  { emptyFolder = false }: { emptyFolder?: boolean } = {},
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (adminUrl) {
    const name = `mpa_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: () => dropDatabase(adminUrl, name),
    };
  }
  const dir = emptyFolder ? mkdtempSync(join(tmpdir(), 'mpa-test-')) : await emptyPgliteDir('mpa-test-');
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `server/index.ts` as its own process on 127.0.0.1 and waits until /api/v1/health answers. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number; output?: string[] } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const timeoutMs = options.timeoutMs ?? 170_000;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    // `output` collects what the server writes (a test that reads its log), else it goes to the test's output.
    stdio: ['ignore', options.output ? 'pipe' : 'inherit', options.output ? 'pipe' : 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => options.output?.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => options.output?.push(chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error('the server did not become healthy in time');
  }
  const exitedNow = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
    });
  return {
    url,
    pid: child.pid as number,
    kill: (signal) => {
      const done = exitedNow();
      if (!exited) child.kill(signal);
      return done;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
