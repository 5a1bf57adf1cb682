import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ChildServer {
  proc: ChildProcess;
  url: string;
  /** Everything the process wrote to stderr so far (start-up lines, logs). */
  output(): string;
  /** kill -9: no shutdown code runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  terminate(): Promise<number | null>;
}

/**
 * The real service in a process of its own, run from the TypeScript sources, so a test can kill it mid-work.
 * Resolves once it says it is ready and on which port it listens.
 */
export async function startChildServer(env: Record<string, string>, timeoutMs = 60000): Promise<ChildServer> {
  const proc = spawn(process.execPath, ['-r', path.join(ROOT, 'test/support/swc-register.js'), path.join(ROOT, 'src/main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let out = '';
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child server not ready in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const check = () => {
      const port = /bound to [^\s]+:(\d+)\)/.exec(out)?.[1];
      if (port && /capture ready/.test(out)) {
        clearTimeout(timer);
        proc.stderr!.off('data', check);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    proc.stderr!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`child server exited (${code}) before it was ready:\n${out}`));
    });
  });
  return {
    proc,
    url,
    output: () => out,
    async kill9() {
      proc.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      proc.kill('SIGTERM');
      return exited;
    },
  };
}
