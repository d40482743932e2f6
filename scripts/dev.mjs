#!/usr/bin/env node
// `npm run dev`: the API with restart on change (tsx watch) and Vite with hot reload, /api proxied.
import { spawn, spawnSync } from 'node:child_process';

spawnSync('npx', ['lingui', 'compile', '--typescript'], { stdio: 'inherit' });
const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort, STATIC_DIR: './.no-static' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
