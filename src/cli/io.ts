/** The streams a command writes to; injectable so tests can capture output without spawning a process. */
export interface CliIo {
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
}

export const processIo = (): CliIo => ({ stdout: process.stdout, stderr: process.stderr });

/** Progress on stderr for batches: a redrawn bar on a terminal, plain "n/N file" lines otherwise. */
export class Progress {
  private readonly tty: boolean;

  constructor(
    private readonly io: CliIo,
    private readonly total: number,
  ) {
    this.tty = Boolean(io.stderr.isTTY);
  }

  step(done: number, label: string): void {
    if (this.total <= 1) return;
    if (!this.tty) {
      this.io.stderr.write(`${done}/${this.total} ${label}\n`);
      return;
    }
    const width = 24;
    const filled = Math.round((done / this.total) * width);
    const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
    const room = Math.max(10, (this.io.stderr.columns ?? 80) - width - 16);
    const name = label.length > room ? '…' + label.slice(-(room - 1)) : label;
    this.io.stderr.write(`\r\x1b[K[${bar}] ${done}/${this.total} ${name}`);
    if (done === this.total) this.io.stderr.write('\n');
  }
}
