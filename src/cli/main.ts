import { runExtract } from './extract';
import { processIo, type CliIo } from './io';

/** `capture <command> …` — the CLI entry point used by bin/capture.js. */
const COMMANDS: Record<string, { summary: string; run: (args: string[], io: CliIo) => Promise<number> }> = {
  extract: { summary: 'read invoices/receipts and print their records as JSON', run: runExtract },
};

export const MAIN_HELP = `Usage: capture <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "capture <command> --help" for a command's options.
`;

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '-h' || command === '--help' || command === 'help') {
    (command ? io.stdout : io.stderr).write(MAIN_HELP);
    return command ? 0 : 2;
  }
  const cmd = COMMANDS[command];
  if (!cmd) {
    io.stderr.write(`capture: unknown command "${command}"\n${MAIN_HELP}`);
    return 2;
  }
  return cmd.run(rest, io);
}

/** Runs main and sets the exit status; unexpected failures print one line, not a stack trace. */
export function run(argv: string[] = process.argv.slice(2)): Promise<void> {
  return main(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`capture: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

if (require.main === module) void run();
