import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone, for searching. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it is sent. */
export async function startSmtpReceiver(): Promise<{ url: string; messages: ReceivedMail[]; waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>; close(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
        messages.push({
          raw,
          text,
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  // A sender killed mid-session (the kill -9 tests) resets its connection; smtp-server reports that as an 'error'
  // event, which unheard would fail the whole test file. Anything else is still shown.
  server.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'ECONNRESET' && e.code !== 'EPIPE') console.error('SMTP receiver error', e);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(pred, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = messages.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
