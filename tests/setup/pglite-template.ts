import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Test databases on PGlite start as a copy of one empty cluster instead of running `initdb` each time.
 *
 * Creating a PGlite cluster in an empty folder took ~6.5 s on a 2-core machine, and a full test run created dozens
 * (each server unit test file, each suite's server, the bench); copying the 73 MB folder of a closed, empty cluster
 * and opening it took ~1 s. The copy is the cluster as `initdb` leaves it, before any migration: every test database
 * still runs the real migrations. The product's own first start on an empty folder (what `npm start` does) stays
 * covered: this template is made that way, and the e2e servers start on empty folders.
 *
 * The template is made once per PGlite version, in the system's temporary folder, and shared by the processes of a
 * run: it is built in a folder of its own and renamed into place, so two processes making it at once both end with a
 * whole cluster (the one renamed second drops its own).
 */
const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@electric-sql/pglite"')
  ) {
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

let template: Promise<string> | undefined;

/** The folder of the empty cluster, made on first use. */
export function emptyClusterTemplate(): Promise<string> {
  template ??= (async () => {
    const path = join(tmpdir(), `mpa-pglite-empty-${pgliteVersion()}`);
    if (existsSync(path)) return path;
    const building = mkdtempSync(join(tmpdir(), 'mpa-pglite-empty-building-'));
    const { openDatabase } = await import('../../server/db/client');
    const database = await openDatabase({ dataDir: building });
    await database.close();
    try {
      renameSync(building, path);
    } catch (error) {
      // Another process renamed its template into place first: keep that one.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(path)) throw error;
    }
    return path;
  })();
  return template;
}

/** A new folder (under the system's temporary folder, named `prefix…`) holding a copy of the empty cluster. */
export async function emptyPgliteDir(prefix = 'mpa-test-'): Promise<string> {
  const source = await emptyClusterTemplate();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, dir, { recursive: true });
  return dir;
}
