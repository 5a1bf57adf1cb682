import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';

/** TypeORM shares one SQLite connection; overlapping transactions must not become savepoints of each other. */
describe('SQLite transactions that overlap in time', () => {
  let dir: string;
  let ds: DataSource;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-tx-'));
    ds = await openDatabase({ dataDir: dir });
    await ds.query('CREATE TABLE tx_probe (v TEXT)');
  });
  afterAll(async () => {
    await ds.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a later transaction's rollback does not undo an earlier one's committed writes, and vice versa", async () => {
    const first = ds.transaction(async (m) => {
      await m.query("INSERT INTO tx_probe (v) VALUES ('first')");
      await new Promise((r) => setTimeout(r, 50));
    });
    const second = ds.manager.transaction(async (m) => {
      await m.query("INSERT INTO tx_probe (v) VALUES ('second')");
      throw new Error('second fails');
    });
    const third = ds.transaction(async (m) => {
      await m.query("INSERT INTO tx_probe (v) VALUES ('third')");
    });
    await expect(first).resolves.toBeUndefined();
    await expect(second).rejects.toThrow('second fails');
    await expect(third).resolves.toBeUndefined();
    const rows: { v: string }[] = await ds.query('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual(['first', 'third']);
  });
});
