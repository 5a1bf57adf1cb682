import { ConfigError, loadConfig } from '../../../src/config/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8443);
    expect(c.tls.enabled).toBe(true);
    expect(c.publicUrl).toBe('https://localhost:8443');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });

  it('serves plain HTTP links when TLS=off', () => {
    expect(loadConfig({ TLS: 'off', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TLS: 'maybe' }, 'TLS'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ TLS_CERT_FILE: '/x.crt' }, 'TLS_KEY_FILE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CAPTURE_URL_ALLOWLIST: 'good.example, bad host' }, 'CAPTURE_URL_ALLOWLIST'],
    [{ MAX_UPLOAD_MB: '0' }, 'MAX_UPLOAD_MB'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ RETENTION_DAYS: '-1' }, 'RETENTION_DAYS'],
    [{ RETENTION_PURGE_RECORDS: 'sometimes' }, 'RETENTION_PURGE_RECORDS'],
    [{ PURGE_INTERVAL_MS: '10' }, 'PURGE_INTERVAL_MS'],
    [{ ORPHAN_UPLOAD_GRACE_MINUTES: '4' }, 'ORPHAN_UPLOAD_GRACE_MINUTES'],
    [{ ORPHAN_UPLOAD_GRACE_MINUTES: '10081' }, 'ORPHAN_UPLOAD_GRACE_MINUTES'],
    [{ ORPHAN_UPLOAD_GRACE_MINUTES: 'soon' }, 'ORPHAN_UPLOAD_GRACE_MINUTES'],
    [{ PASSWORD_RESET_TTL_MINUTES: '1' }, 'PASSWORD_RESET_TTL_MINUTES'],
    [{ PASSWORD_RESET_PER_IP_PER_HOUR: 'many' }, 'PASSWORD_RESET_PER_IP_PER_HOUR'],
    [{ GRAPHQL_MAX_COST: '10' }, 'GRAPHQL_MAX_COST'],
    [{ GRAPHQL_MAX_DEPTH: 'deep' }, 'GRAPHQL_MAX_DEPTH'],
    [{ GRAPHQL_MAX_ALIASES: '-1' }, 'GRAPHQL_MAX_ALIASES'],
    [{ GRAPHQL_COST_PER_MIN: '1e6' }, 'GRAPHQL_COST_PER_MIN'],
    [{ GRAPHQL_MAX_SUBSCRIPTIONS: '0' }, 'GRAPHQL_MAX_SUBSCRIPTIONS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8, proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'fd00::/129' }, 'TRUST_PROXY'],
  ])('fails fast naming the variable for %j', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });

  it('keeps everything and purges hourly by default; reset links last an hour, ten requests an hour per address', () => {
    const c = loadConfig({});
    expect(c.retention).toEqual({ days: 0, purgeRecords: false, intervalMs: 3_600_000 });
    expect(c.passwordReset).toEqual({ ttlMs: 3_600_000, perIpPerHour: 10 });
    const set = loadConfig({ RETENTION_DAYS: '90', RETENTION_PURGE_RECORDS: 'on', PURGE_INTERVAL_MS: '60000', PASSWORD_RESET_TTL_MINUTES: '15', PASSWORD_RESET_PER_IP_PER_HOUR: '0' });
    expect(set.retention).toEqual({ days: 90, purgeRecords: true, intervalMs: 60_000 });
    expect(set.passwordReset).toEqual({ ttlMs: 900_000, perIpPerHour: 0 });
  });

  it('removes abandoned upload parts after an hour by default; 0 turns the sweep off', () => {
    expect(loadConfig({}).orphanUploads).toEqual({ graceMs: 3_600_000 });
    expect(loadConfig({ ORPHAN_UPLOAD_GRACE_MINUTES: '5' }).orphanUploads).toEqual({ graceMs: 300_000 });
    expect(loadConfig({ ORPHAN_UPLOAD_GRACE_MINUTES: '0' }).orphanUploads).toEqual({ graceMs: 0 });
  });

  it('limits GraphQL cost, depth, aliases, cost per minute and subscriptions by default', () => {
    expect(loadConfig({}).graphql).toEqual({ maxCost: 20_000, maxDepth: 12, maxAliases: 100, maxTokens: 25_000, costPerMinute: 1_000_000, maxSubscriptions: 100 });
    expect(loadConfig({ GRAPHQL_COST_PER_MIN: '0', GRAPHQL_MAX_SUBSCRIPTIONS: '3' }).graphql).toMatchObject({ costPerMinute: 0, maxSubscriptions: 3 });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ['172.16.0.0/255.240.0.0', ['172.16.0.0/255.240.0.0']],
  ])('reads TRUST_PROXY=%j as %j', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('parses the allow-list and a MariaDB URL', () => {
    const c = loadConfig({ CAPTURE_URL_ALLOWLIST: 'Docs.Example.com, 10.0.0.5:8080', DATABASE_URL: 'mysql://root@127.0.0.1:3306/test' });
    expect(c.captureUrlAllowlist).toEqual(['docs.example.com', '10.0.0.5:8080']);
    expect(c.databaseUrl).toBe('mysql://root@127.0.0.1:3306/test');
  });
});

describe('OCR settings', () => {
  it('enables every supported language by default, with one worker and two ONNX threads', () => {
    const c = loadConfig({});
    expect(c.ocrLanguages).toHaveLength(18);
    expect(c).toMatchObject({ ocrWorkers: 1, ocrThreads: 2 });
  });

  it('takes OCR_LANGUAGES as ISO or Tesseract codes, normalised and de-duplicated', () => {
    expect(loadConfig({ OCR_LANGUAGES: 'de, en,eng,ar' }).ocrLanguages).toEqual(['deu', 'eng', 'ara']);
  });

  it('names the variable and the bad language', () => {
    expect(() => loadConfig({ OCR_LANGUAGES: 'en,xx' })).toThrow('Invalid configuration: OCR_LANGUAGES names an unsupported language "xx"');
    expect(() => loadConfig({ OCR_WORKERS: '0' })).toThrow('OCR_WORKERS must be between 1 and 16');
    expect(() => loadConfig({ OCR_THREADS: 'two' })).toThrow('OCR_THREADS must be a whole number');
  });
});

describe('ENGINE_NICE', () => {
  it('runs the extraction engine at nice 10 by default, takes 0 to 19, and names the variable otherwise', () => {
    expect(loadConfig({}).engineNice).toBe(10);
    expect(loadConfig({ ENGINE_NICE: '0' }).engineNice).toBe(0);
    expect(loadConfig({ ENGINE_NICE: '19' }).engineNice).toBe(19);
    expect(() => loadConfig({ ENGINE_NICE: '20' })).toThrow('ENGINE_NICE must be between 0 and 19');
    expect(() => loadConfig({ ENGINE_NICE: '-5' })).toThrow(/ENGINE_NICE/);
  });
});

describe('BLOB_STORE settings', () => {
  it('keeps originals in DATA_DIR by default, and takes db', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'local' });
    expect(loadConfig({ BLOB_STORE: ' db ' }).blobStore).toEqual({ kind: 'db' });
  });

  it('parses an S3 bucket and prefix; an endpoint implies path-style addressing', () => {
    expect(loadConfig({ BLOB_STORE: 's3://my-bucket/a/b/', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1' }).blobStore).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      prefix: 'a/b',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ BLOB_STORE: 's3://my.bucket', AWS_REGION: 'ap-south-1' }).blobStore).toMatchObject({ prefix: '', region: 'ap-south-1', forcePathStyle: false });
    expect(loadConfig({ BLOB_STORE: 's3://b12', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'off' }).blobStore).toMatchObject({ forcePathStyle: false, region: 'us-east-1' });
  });

  it.each([
    [{ BLOB_STORE: 'disk' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 'DB' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 's3://' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 's3://ab' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 's3://Upper_Case' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 'gs://bucket' }, 'BLOB_STORE'],
    [{ BLOB_STORE: 's3://bucket', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ BLOB_STORE: 's3://bucket', S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT'],
    [{ BLOB_STORE: 's3://bucket', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('fails fast naming the variable for %j', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
  });
});

describe('API_PROCESSES', () => {
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
  it('is one process by default, with or without Redis', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig(redis).apiProcesses).toBe(1);
    expect(loadConfig({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
  });

  it('takes 2 to 64 processes when REDIS_URL is set, for roles all and api', () => {
    expect(loadConfig({ ...redis, API_PROCESSES: '2' }).apiProcesses).toBe(2);
    expect(loadConfig({ ...redis, API_PROCESSES: '64', CAPTURE_ROLE: 'api' }).apiProcesses).toBe(64);
  });

  it('refuses more than one process without Redis, naming the setting and why', () => {
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(/^Invalid configuration: API_PROCESSES above 1 needs REDIS_URL.*rate limits/);
  });

  it('refuses it for a worker-only process, and values out of range or not whole', () => {
    expect(() => loadConfig({ ...redis, API_PROCESSES: '2', CAPTURE_ROLE: 'worker' })).toThrow(/API_PROCESSES applies to CAPTURE_ROLE all or api/);
    expect(() => loadConfig({ ...redis, API_PROCESSES: '0' })).toThrow(/API_PROCESSES must be between 1 and 64/);
    expect(() => loadConfig({ ...redis, API_PROCESSES: '65' })).toThrow(/API_PROCESSES must be between 1 and 64/);
    expect(() => loadConfig({ ...redis, API_PROCESSES: 'auto' })).toThrow(/API_PROCESSES must be a whole number/);
  });
});
