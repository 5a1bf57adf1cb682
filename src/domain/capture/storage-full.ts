import { AppError } from '../../common/app-error';

/**
 * The errors a full disk or database raises: the file system's (ENOSPC; EDQUOT, a user's quota), SQLite's
 * (SQLITE_FULL) and MySQL/MariaDB's (ER_RECORD_FILE_FULL 1114 "The table is full", ER_DISK_FULL 1021). Other
 * failures stay what they are: only this one is the client's to retry later rather than a defect to report.
 */
const CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', 'ER_RECORD_FILE_FULL', 'ER_DISK_FULL']);
const MYSQL_ERRNOS = new Set([1021, 1114]);

export function isStorageFull(e: unknown): boolean {
  const err = e as { code?: unknown; errno?: unknown; driverError?: unknown } | null;
  if (!err || typeof err !== 'object') return false;
  if (typeof err.code === 'string' && CODES.has(err.code)) return true;
  if (typeof err.errno === 'number' && MYSQL_ERRNOS.has(err.errno)) return true;
  // TypeORM wraps the driver's error (QueryFailedError.driverError).
  return err.driverError !== undefined && err.driverError !== e && isStorageFull(err.driverError);
}

export function storageFull(): AppError {
  return new AppError(
    'INSUFFICIENT_STORAGE',
    'The server has no room left to store the document (its disk or database is full); nothing was stored. Try again once space has been freed.',
  );
}

/** Runs a write, turning a full disk or database into the client-facing error. */
export async function whileStorageLasts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    throw isStorageFull(e) ? storageFull() : e;
  }
}
