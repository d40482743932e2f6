import { parseEnv } from './env';
import { startServer } from './server';

/** Entry point: `npm start` (after the build) or `npm run serve`. SIGTERM/SIGINT stop it cleanly. */
async function main() {
  const env = parseEnv();
  const running = await startServer(env);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.deps.logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'failed to start', error: String(error) })}\n`);
  process.exit(1);
});
