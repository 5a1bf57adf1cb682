import fs from 'node:fs';
import path from 'node:path';

export interface SampleDocument {
  name: string;
  path: string;
  url: string;
}

export const SAMPLES_DIR = path.resolve(__dirname, '../../../assets/samples');
const SAMPLE_NAMES = ['invoice.pdf', 'receipt.png'];
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** The two published sample documents, served by the service itself and readable without a network fetch. */
export class SampleLibrary {
  readonly samples: SampleDocument[];

  constructor(private readonly publicUrl: string, dir = SAMPLES_DIR) {
    this.samples = SAMPLE_NAMES.map((name) => ({ name, path: path.join(dir, name), url: `${publicUrl}/samples/${name}` }));
  }

  /** The sample a URL names, when it points at this service's own /samples/ path. */
  match(raw: string): SampleDocument | null {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    const ownHost = new URL(this.publicUrl).hostname;
    if (url.hostname !== ownHost && !LOCAL_HOSTS.includes(url.hostname)) return null;
    return this.samples.find((s) => url.pathname === `/samples/${s.name}`) ?? null;
  }

  read(sample: SampleDocument): Buffer {
    return fs.readFileSync(sample.path);
  }
}
