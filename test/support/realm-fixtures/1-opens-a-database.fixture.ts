import Database from 'better-sqlite3';

// The first file in the process to open a SQLite database: better-sqlite3's shared addon takes its SqliteError class.
it('opens a database and meets a SQLite error', () => {
  const db = new Database(':memory:');
  expect(() => db.prepare('SELECT * FROM missing').all()).toThrow(/no such table/);
  db.close();
});
