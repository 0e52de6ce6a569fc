/**
 * The few raw SQL operations the store needs below Prisma (migrations, health checks), over either
 * database. Everything above this file is the same code for Postgres and the embedded PGlite.
 */
export interface SqlSession {
  /**
   * Runs one parameterised statement and returns its rows. A `name` lets PostgreSQL keep the statement
   * parsed and planned per connection (the hot path runs the same few statements all the time); the
   * embedded database ignores it.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<Row[]>;
  /** Runs a script of several statements (a migration file). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` on one dedicated connection while holding the database-wide migration lock (on PGlite,
   * where only one process can connect, the lock is the folder lock taken at open).
   */
  withMigrationLock<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
}
