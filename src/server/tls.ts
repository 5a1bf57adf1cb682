import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/config';
import { ConfigError } from '../config/config';

export interface TlsMaterial {
  cert: string;
  key: string;
}

/**
 * TLS_CERT_FILE/TLS_KEY_FILE when given; otherwise a self-signed certificate made on first start and kept in
 * DATA_DIR, so a restart presents the same certificate and clients that pinned it keep working.
 */
export async function loadTls(config: AppConfig): Promise<TlsMaterial> {
  if (config.tls.certFile && config.tls.keyFile) {
    return {
      cert: readOrFail(config.tls.certFile, 'TLS_CERT_FILE'),
      key: readOrFail(config.tls.keyFile, 'TLS_KEY_FILE'),
    };
  }
  const certPath = path.join(config.dataDir, 'tls', 'self-signed.crt');
  const keyPath = path.join(config.dataDir, 'tls', 'self-signed.key');
  if (fs.existsSync(certPath) && fs.existsSync(keyPath)) {
    return { cert: fs.readFileSync(certPath, 'utf8'), key: fs.readFileSync(keyPath, 'utf8') };
  }
  const { generate } = await import('selfsigned');
  const host = new URL(config.publicUrl).hostname;
  const dns = (value: string) => ({ type: 2 as const, value });
  const ip = (value: string) => ({ type: 7 as const, ip: value });
  const altNames = [dns('localhost'), ip('127.0.0.1'), ip('::1'), ...(host !== 'localhost' && !/^[\d.:]+$/.test(host) ? [dns(host)] : [])];
  const pems = await generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 825 * 24 * 3600 * 1000),
    extensions: [{ name: 'subjectAltName', altNames }],
  });
  fs.mkdirSync(path.dirname(certPath), { recursive: true });
  fs.writeFileSync(keyPath, pems.private, { mode: 0o600 });
  fs.writeFileSync(certPath, pems.cert);
  return { cert: pems.cert, key: pems.private };
}

function readOrFail(file: string, variable: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(variable, `cannot be read: ${(e as Error).message}`);
  }
}
