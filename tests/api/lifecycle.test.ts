import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../setup/server-process';

const dir = mkdtempSync(join(tmpdir(), 'mpa-lifecycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: './.no-static',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not healthy');
}

describe('server lifecycle', () => {
  it('stops cleanly on SIGTERM (exit 0, logged) and starts again on the same data folder', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(first.output()).toMatch(/"msg":"request".*"path":"\/api\/v1\/health".*"status":200/);

    const second = start(port);
    await waitHealthy(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json();
    expect(health.status).toBe(true);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses to start with an invalid environment and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT must be a port number');
  }, 60_000);
});
