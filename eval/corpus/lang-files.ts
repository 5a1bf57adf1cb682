import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './data';

/**
 * A folder of eval/corpus holding one JSON file per language (`{ "lang": "de", … }`), read on first use. A language
 * without its file is an error naming the file, so a layout never prints another language's wording.
 */
export function perLanguage<T extends { lang: Lang }>(folder: string, what: string): (lang: Lang) => T {
  let cache: Map<string, T> | undefined;
  return (lang) => {
    if (!cache) {
      cache = new Map();
      const dir = join(__dirname, folder);
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const entry = JSON.parse(readFileSync(join(dir, f), 'utf8')) as T;
        cache.set(entry.lang, entry);
      }
    }
    const entry = cache.get(lang);
    if (!entry) throw new Error(`no ${what} for language ${lang} (eval/corpus/${folder}/${lang}.json)`);
    return entry;
  };
}
