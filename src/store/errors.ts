/** A database problem a person can fix (bad URL, server down, missing database), in one clear line. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

interface PgLikeError {
  code?: string;
  errno?: number;
  message?: string;
  hostname?: string;
  address?: string;
  port?: number;
  errors?: PgLikeError[];
}

/** Turns a driver error met while connecting into a sentence naming the problem, or null if unknown. */
export function describeConnectionError(error: unknown, target: string): string | null {
  const e = (error ?? {}) as PgLikeError;
  const inner = e.errors?.[0] ?? e;
  switch (inner.code ?? e.code) {
    case "ECONNREFUSED":
      return `cannot reach the database at ${target}: connection refused (is PostgreSQL running?)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot reach the database at ${target}: host not found`;
    case "ETIMEDOUT":
      return `cannot reach the database at ${target}: connection timed out`;
    case "ECONNRESET":
      return `the database at ${target} closed the connection`;
    case "3D000":
      return `the database named in DATABASE_URL does not exist on ${target} (${inner.message ?? e.message})`;
    case "28P01":
    case "28000":
      return `the database at ${target} refused the login: ${inner.message ?? e.message}`;
    case "57P03":
      return `the database at ${target} is starting up or shutting down; try again shortly`;
    default:
      return null;
  }
}
