'use strict';
/* Fresh, throw-away databases and Redis prefixes for the load bench, on the servers the environment names. */
const mysql = require('mysql2/promise');
const IORedis = require('ioredis');

let counter = 0;

/** Creates an empty database on the server of `serverUrl` (its own database name is ignored); `drop` removes it. */
async function freshMysql(serverUrl) {
  const u = new URL(serverUrl);
  const name = `bench_load_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const conn = await mysql.createConnection({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    connectTimeout: 3000,
  });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** Answers when Redis at `url` answers PING within 3 s; `clear(prefix)` deletes the keys a run left under a prefix. */
async function redisAt(url) {
  const r = new IORedis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // ioredis reports the cause on 'error' and rejects connect() with only "Connection is closed".
  let cause;
  r.on('error', (e) => {
    cause = e;
  });
  try {
    await r.connect();
    await r.ping();
  } catch (e) {
    r.disconnect();
    throw cause ?? e;
  }
  return {
    clear: async (prefix) => {
      let cursor = '0';
      do {
        const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await r.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    close: () => r.disconnect(),
  };
}

module.exports = { freshMysql, redisAt };
