#!/usr/bin/env node
'use strict';
/* The floor: a bare node:http (or, BENCH_TLS=on, node:https) server in its own process (as the service is), forked by scripts/bench-load.js.
 * It reads each request body to the end and answers the response the service gave to the same request,
 * captured beforehand (status, headers, body bytes), so the two differ only in the work the service does.
 * The load generator shares the cores with both; the ratio service/floor is what carries over to other machines.
 * Messages: parent → {type:'serve', status, headers, body (base64)} answers {type:'ready', url}.
 */
const http = require('node:http');
const https = require('node:https');

let answer;
let server;
let scheme;
const handle = (req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
};
process.on('message', (m) => {
  if (m.type === 'serve') {
    answer = { status: m.status, headers: m.headers, body: Buffer.from(m.body, 'base64') };
    // With m.tls ({cert, key}) an HTTPS server, as the service is when BENCH_TLS=on.
    if (!server) {
      scheme = m.tls ? 'https' : 'http';
      server = m.tls ? https.createServer({ cert: m.tls.cert, key: m.tls.key }, handle) : http.createServer(handle);
    }
    if (server.listening) {
      process.send({ type: 'ready', url: `${scheme}://127.0.0.1:${server.address().port}` });
      return;
    }
    server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', url: `${scheme}://127.0.0.1:${server.address().port}` }));
  }
  if (m.type === 'stop') {
    if (!server) process.exit(0);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
});
process.on('disconnect', () => process.exit(0));
