import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import type { Redis } from 'ioredis';
import { createRedis } from '../../src/common/redis';

/**
 * "Nothing remains" checks: every row of every table (the migrations' bookkeeping aside), every file of the local
 * blob store, every Redis key under a prefix, searched for any of the given strings (account id, document ids,
 * e-mail address, capture keys). Each returns what it found, so a failing test names the leftover.
 */
const textOf = (value: unknown): string =>
  JSON.stringify(value, (_k, v) => (v && typeof v === 'object' && v.type === 'Buffer' && Array.isArray(v.data) ? Buffer.from(v.data).toString('latin1') : v));

function mentions(where: string, value: unknown, needles: readonly string[]): string[] {
  const text = textOf(value);
  return needles.filter((n) => n && text.includes(n)).map((n) => `${where} mentions ${n}: ${text.slice(0, 300)}`);
}

/** Every table's rows, read with a connection of its own (SQLite file in dataDir, or DATABASE_URL). */
export async function allRows(db: { dataDir: string; databaseUrl?: string }): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>();
  if (db.databaseUrl) {
    const conn = await mysql.createConnection(db.databaseUrl);
    try {
      const [tables] = (await conn.query('SHOW TABLES')) as unknown as [Record<string, string>[]];
      for (const t of tables.map((r) => Object.values(r)[0])) {
        if (t === 'migrations') continue;
        const [rows] = (await conn.query(`SELECT * FROM \`${t}\``)) as unknown as [Record<string, unknown>[]];
        out.set(t, rows);
      }
    } finally {
      await conn.end();
    }
    return out;
  }
  const sqlite = new Database(path.join(db.dataDir, 'capture.sqlite'), { readonly: true });
  try {
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    for (const { name } of tables) {
      if (name === 'migrations') continue;
      out.set(name, sqlite.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]);
    }
  } finally {
    sqlite.close();
  }
  return out;
}

export async function rowLeftovers(db: { dataDir: string; databaseUrl?: string }, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, rows] of await allRows(db)) rows.forEach((row, i) => found.push(...mentions(`${table}[${i}]`, row, needles)));
  return found;
}

/** Files of the local blob store (DATA_DIR/blobs/<2 chars>/<document id>) named by a needle. */
export function blobFileLeftovers(dataDir: string, needles: readonly string[]): string[] {
  const root = path.join(dataDir, 'blobs');
  if (!fs.existsSync(root)) return [];
  const files = fs.readdirSync(root, { recursive: true }).map(String);
  return files.filter((f) => needles.some((n) => n && f.includes(n))).map((f) => `blob file ${f}`);
}

async function dump(redis: Redis, key: string): Promise<unknown> {
  const type = await redis.type(key);
  switch (type) {
    case 'string':
      return redis.get(key);
    case 'hash':
      return redis.hgetall(key);
    case 'list':
      return redis.lrange(key, 0, -1);
    case 'set':
      return redis.smembers(key);
    case 'zset':
      return redis.zrange(key, 0, -1);
    case 'stream':
      return redis.xrange(key, '-', '+');
    default:
      return type;
  }
}

/** Every key under `prefix`: its name and its content. */
export async function redisLeftovers(url: string, prefix: string, needles: readonly string[]): Promise<string[]> {
  const redis = createRedis(url, { name: 'capture-test-leftovers' });
  try {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) found.push(...mentions(`redis key ${key}`, { key, value: await dump(redis, key) }, needles));
    } while (cursor !== '0');
    return found;
  } finally {
    redis.disconnect();
  }
}

/** Every key under `prefix`, for tests that want to see what is there at all. */
export async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const redis = createRedis(url, { name: 'capture-test-keys' });
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys.sort();
  } finally {
    redis.disconnect();
  }
}

/** Runs one statement on the test server's database from outside (backdating rows, reading ids). */
export async function execSql(db: { dataDir: string; databaseUrl?: string }, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (db.databaseUrl) {
    const conn = await mysql.createConnection(db.databaseUrl);
    try {
      const [rows] = await conn.query(sql, params);
      return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    } finally {
      await conn.end();
    }
  }
  const sqlite = new Database(path.join(db.dataDir, 'capture.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    const statement = sqlite.prepare(sql);
    if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
    statement.run(...params);
    return [];
  } finally {
    sqlite.close();
  }
}
