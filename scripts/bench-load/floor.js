#!/usr/bin/env node
'use strict';
/* The floor: a bare node:http server in its own process (as the service is), forked by scripts/bench-load.js.
 * It reads each request body to the end and answers the response the service gave to the same request,
 * captured beforehand (status, headers, body bytes), so the two differ only in the work the service does.
 * The load generator shares the cores with both; the ratio service/floor is what carries over to other machines.
 * Messages: parent → {type:'serve', status, headers, body (base64)} answers {type:'ready', url}.
 */
const http = require('node:http');

let answer;
const server = http.createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});
process.on('message', (m) => {
  if (m.type === 'serve') {
    answer = { status: m.status, headers: m.headers, body: Buffer.from(m.body, 'base64') };
    if (server.listening) {
      process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}` });
      return;
    }
    server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}` }));
  }
  if (m.type === 'stop') {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
});
process.on('disconnect', () => process.exit(0));
