import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { databaseBlobStore } from './blob-store';

/** The database blob store on PGlite (the same SQL on PostgreSQL, where every instance reads the same table). */
let dataDir: string;
let legacyDir: string;
let database: Database;

const name = (n: number, ext = 'png') => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${ext}`;
const bytes = (...values: number[]) => Uint8Array.from(values);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mpa-blobs-'));
  legacyDir = join(dataDir, 'uploads');
  mkdirSync(legacyDir);
  database = await openDatabase({ dataDir: join(dataDir, 'db') });
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('databaseBlobStore', () => {
  it('stores, reads back and deletes bytes by name; a name is written once', async () => {
    const store = databaseBlobStore(database.db);
    await store.put(name(1), bytes(0, 1, 2, 255), 'image/png');
    const read = await store.get(name(1));
    expect(read?.contentType).toBe('image/png');
    expect([...(read?.bytes ?? [])]).toEqual([0, 1, 2, 255]);
    await expect(store.put(name(1), bytes(9), 'image/png')).rejects.toThrow();
    await store.delete(name(1));
    expect(await store.get(name(1))).toBeNull();
  });

  it('serves a file an older version left in the folder, copying it into the table on the way', async () => {
    writeFileSync(join(legacyDir, name(2, 'jpg')), bytes(0xff, 0xd8, 0xff));
    const store = databaseBlobStore(database.db, { legacyDir });
    expect(await store.get(name(2, 'jpg'))).toMatchObject({ contentType: 'image/jpeg' });
    rmSync(join(legacyDir, name(2, 'jpg')));
    // Now in the database: found without the folder, by a store that does not know it.
    expect([...((await databaseBlobStore(database.db).get(name(2, 'jpg')))?.bytes ?? [])]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('never reads a name it could not have generated from the folder', async () => {
    writeFileSync(join(legacyDir, 'notes.txt'), 'secret');
    const store = databaseBlobStore(database.db, { legacyDir });
    expect(await store.get('notes.txt')).toBeNull();
    expect(await store.get('../uploads/notes.txt')).toBeNull();
  });

  it('copies the whole folder at start once, skipping what the table has', async () => {
    writeFileSync(join(legacyDir, name(3)), bytes(3));
    writeFileSync(join(legacyDir, name(4, 'gif')), bytes(4));
    const store = databaseBlobStore(database.db, { legacyDir });
    expect(await store.importLegacy()).toBe(2);
    expect(await store.importLegacy()).toBe(0);
    expect((await databaseBlobStore(database.db).get(name(4, 'gif')))?.contentType).toBe('image/gif');
  });
});
