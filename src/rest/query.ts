import type { Socket } from 'node:net';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import { MAX_TRANSACTIONS_PER_REQUEST } from '../domain/banktxn/categorizer';

/**
 * Express's 'extended' parser (qs) silently turned the 21st repeated `txns=` into an object and dropped every
 * parameter after the 1,000th (an `api_key` at the end of a long URL included), and it takes seconds on 10,000
 * indexed keys. Node's own parser is linear: repeated keys become arrays, bracket keys (`txns[]`, `txns[7]`) stay
 * literal and the routes that document them read them (banktxn.routes.ts). The key cap is the documented limit
 * with room for the other parameters; the request-head cap (MAX_REQUEST_HEAD_KB) bounds what one URL can cost.
 */
const MAX_PARAMETERS = 2 * MAX_TRANSACTIONS_PER_REQUEST + 100;

export function parseQuery(str: string): ParsedUrlQuery {
  return querystring.parse(str, '&', '=', { maxKeys: MAX_PARAMETERS });
}

/**
 * Node refuses a request whose line and headers exceed the server's maxHeaderSize with a bare 431 and no body.
 * This answers in the API's error shape instead: 414 when the request line alone (the URL) is too long, 431 when
 * the headers are; both name the limit and the POST form that takes any size.
 */
export function requestHeadTooLarge(limitBytes: number) {
  return (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void => {
    if (err.code !== 'HPE_HEADER_OVERFLOW' || !socket.writable) {
      socket.destroy();
      return;
    }
    const raw = err.rawPacket ?? Buffer.alloc(0);
    const urlTooLong = raw.indexOf('\r\n') < 0 || raw.indexOf('\r\n') >= limitBytes - 64;
    const status = urlTooLong ? 414 : 431;
    const kb = Math.round(limitBytes / 1024);
    const body = JSON.stringify({
      message:
        `${urlTooLong ? 'The request URL' : 'The request line and headers'} exceed ${kb} KB (MAX_REQUEST_HEAD_KB). ` +
        'Send long transaction lists in the body instead: POST /api/v2/banktxn/ with {"txns": [...]} (up to 10,000 transactions).',
      status: 'unsuccessful',
      code: urlTooLong ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE',
      limit_bytes: limitBytes,
    });
    socket.end(
      `HTTP/1.1 ${status} ${urlTooLong ? 'URI Too Long' : 'Request Header Fields Too Large'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
