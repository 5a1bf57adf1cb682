#!/usr/bin/env node
'use strict';
/* CPU of reading one upload's multipart body (npm run build first): the route's own parser (dist/rest/multipart)
 * against busboy (what multer ran), on the bench's shape of body: one file part of 500 KB, fed in CHUNK-byte pieces
 * (65536, about what a socket read gives). Parsing only: no request, no storage. Usage: node scripts/bench-multipart.js */
const crypto = require('node:crypto');
const path = require('node:path');
const Busboy = require('busboy');
const dist = path.resolve(__dirname, '../dist/rest/multipart');
const { MultipartReader } = require(path.join(dist, 'multipart-reader'));
const { parseContentType, parseDisposition } = require(path.join(dist, 'part-headers'));

const B = 'benchload1a2b3c4d5e6f';
const CHUNK = Number(process.env.CHUNK || 65536);
const body = Buffer.concat([
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="pdf"; filename="invoice-1.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  crypto.randomBytes(500 * 1024),
  Buffer.from(`\r\n--${B}--\r\n`),
]);
const chunks = [];
for (let i = 0; i < body.length; i += CHUNK) chunks.push(body.subarray(i, i + CHUNK));

async function ours() {
  async function* source() {
    yield* chunks;
  }
  const reader = new MultipartReader(source(), B);
  let n = 0;
  for (let head = await reader.next(); head; head = await reader.next()) {
    parseDisposition(head.headers['content-disposition']);
    parseContentType(head.headers['content-type']);
    for await (const c of reader.body()) n += c.length;
  }
  return n;
}

function busboy() {
  return new Promise((resolve) => {
    const bb = Busboy({ headers: { 'content-type': `multipart/form-data; boundary=${B}` } });
    let n = 0;
    bb.on('file', (_name, stream) => stream.on('data', (c) => (n += c.length)));
    bb.on('close', () => resolve(n));
    for (const c of chunks) bb.write(c);
    bb.end();
  });
}

(async () => {
  for (const [name, parse] of [['busboy', busboy], ['ours', ours], ['busboy', busboy], ['ours', ours]]) {
    for (let i = 0; i < 200; i++) await parse();
    const N = 2000;
    const t = process.cpuUsage();
    for (let i = 0; i < N; i++) await parse();
    const u = process.cpuUsage(t);
    console.log(`${name.padEnd(7)} ${((u.user + u.system) / N / 1000).toFixed(3)} ms CPU an upload of 500 KB (${CHUNK}-byte chunks)`);
  }
})();
