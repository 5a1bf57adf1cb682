import Database from 'better-sqlite3';

// A later file in the same process: its SQLite errors must be Errors of its own realm, so matchers recognise them.
it('sees SQLite errors as its own Errors', async () => {
  const db = new Database(':memory:');
  let error: unknown;
  try {
    db.prepare('SELECT * FROM missing').all();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  await expect(Promise.reject(error)).rejects.toThrow(/no such table/);
  db.close();
});
