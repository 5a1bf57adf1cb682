import fs from 'node:fs';

/** A labelled transaction fixture: `description|amount|id` TAB category per line; `#` lines are comments. */
export function readLabelledTxns(file: string): { txn: string; category: string }[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [txn, category] = l.split('\t');
      return { txn, category };
    });
}
