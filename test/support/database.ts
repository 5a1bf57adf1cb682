import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * Integration tests run on SQLite always, and on MySQL/MariaDB when DATABASE_URL is set. Each test file gets a
 * fresh database of its own, so files can run in parallel and a run never sees another run's rows.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  const name = `capture_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const conn = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  try {
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const url = new URL(databaseUrl);
  const conn = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${url.pathname.slice(1)}\``);
  } finally {
    await conn.end();
  }
}

export const dbLabel = process.env.DATABASE_URL ? 'MariaDB/MySQL' : 'SQLite';
