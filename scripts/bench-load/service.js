#!/usr/bin/env node
'use strict';
/* The service under test, one child process per role, forked by scripts/bench-load.js (IPC channel required).
 * It is the built service (dist/main.js startServer), configured by the environment like `node dist/main.js`,
 * plus a count of every SQL statement TypeORM sends: the GraphQL figure is "queries per request", and a
 * MySQL general log would also count other processes' statements.
 * With API_PROCESSES > 1 it is the cluster's primary (dist/server/cluster.js) and counts no statements (its API
 * processes run them).
 * Messages: parent → {type:'queries'} answers {type:'queries', count}; {type:'pids'} answers {type:'pids', pids} (this
 * process and its API processes); {type:'stop'} closes and exits.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { DataSource } = require(require.resolve('typeorm', { paths: [root] }));

let queries = 0;
// Wrapping the logger after initialize() sees every statement of every query runner (drivers call
// connection.logger.logQuery for each one, whatever the logging option), without touching the service's code.
const initialize = DataSource.prototype.initialize;
DataSource.prototype.initialize = async function countingInitialize(...args) {
  const ds = await initialize.apply(this, args);
  const inner = this.logger;
  this.logger = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'logQuery') {
        return (...a) => {
          queries++;
          return target.logQuery(...a);
        };
      }
      const v = target[prop];
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return ds;
};

async function main() {
  const { startServer } = require(path.join(root, 'dist/main.js'));
  const { loadConfig } = require(path.join(root, 'dist/config/config.js'));
  const { createLogger } = require(path.join(root, 'dist/common/logger.js'));
  const cluster = require(path.join(root, 'dist/server/cluster.js'));
  const startCluster = (config) => cluster.startCluster(config, createLogger(config.logLevel));
  const config = loadConfig();
  // API_PROCESSES > 1: this process is the cluster's primary, as `node dist/main.js` would be.
  const running = config.apiProcesses > 1 ? await startCluster(config) : await startServer(config);
  await running.ready;
  let stopping = false;
  process.on('message', (m) => {
    if (m.type === 'queries') process.send({ type: 'queries', count: queries });
    if (m.type === 'pids') process.send({ type: 'pids', pids: [process.pid, ...(running.pids?.() ?? [])] });
    if (m.type === 'stop' && !stopping) {
      stopping = true;
      running.close().then(() => process.exit(0), () => process.exit(1));
    }
  });
  // The bench died or was interrupted: do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready', url: running.url });
}

main().catch((e) => {
  process.stderr.write(`bench service failed to start: ${e.stack || e}\n`);
  process.exit(1);
});
