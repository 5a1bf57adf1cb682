import { AppError } from '../../../src/common/app-error';
import { ERROR_TABLE } from '../../../src/common/error-table';
import { isStorageFull, whileStorageLasts } from '../../../src/domain/capture/storage-full';

const err = (props: Record<string, unknown>) => Object.assign(new Error('x'), props);

describe('isStorageFull', () => {
  it.each([
    ['a full file system', err({ code: 'ENOSPC' })],
    ['a user quota', err({ code: 'EDQUOT' })],
    ['a full SQLite database', err({ code: 'SQLITE_FULL' })],
    ['a full MySQL table, by name', err({ code: 'ER_RECORD_FILE_FULL' })],
    ['a full MySQL table, by number', err({ errno: 1114 })],
    ['a full MySQL disk', err({ errno: 1021 })],
    ['a TypeORM QueryFailedError around SQLITE_FULL', err({ driverError: err({ code: 'SQLITE_FULL' }) })],
  ])('knows %s', (_what, e) => expect(isStorageFull(e)).toBe(true));

  it.each([
    ['an I/O error', err({ code: 'EIO' })],
    ['a permission error', err({ code: 'EACCES' })],
    ['a MySQL duplicate key', err({ errno: 1062, code: 'ER_DUP_ENTRY' })],
    ['a file system errno that equals a MySQL one', err({ errno: -28 })],
    ['nothing', undefined],
    ['a string', 'ENOSPC'],
  ])('leaves %s alone', (_what, e) => expect(isStorageFull(e)).toBe(false));
});

describe('whileStorageLasts', () => {
  it('turns a full disk into INSUFFICIENT_STORAGE, answered 507', async () => {
    const p = whileStorageLasts(() => Promise.reject(err({ code: 'ENOSPC' })));
    await expect(p).rejects.toBeInstanceOf(AppError);
    await expect(p).rejects.toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
    expect(ERROR_TABLE.INSUFFICIENT_STORAGE.http).toBe(507);
  });

  it('passes other failures and results through unchanged', async () => {
    const eio = err({ code: 'EIO' });
    await expect(whileStorageLasts(() => Promise.reject(eio))).rejects.toBe(eio);
    await expect(whileStorageLasts(async () => 7)).resolves.toBe(7);
  });
});
