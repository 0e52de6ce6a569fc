import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type BotProcess, startBot } from "../support/bot.ts";
import { createPostgresDatabase } from "../support/databases.ts";

const folders: string[] = [];
function freshFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "mecatol-start-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function stop(bot: BotProcess): Promise<number | null> {
  bot.child.kill("SIGTERM");
  return bot.exit;
}

async function waitForHealth(url: string, want: string, timeoutMs = 30_000): Promise<unknown> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // While a new embedded database is initialised the event loop stalls, and a kept-alive connection
    // may be reset; a real client retries, and so does this one.
    const body = await fetch(`${url}/health`)
      .then((r) => r.json() as Promise<{ status: string }>)
      .catch((error: Error) => ({ status: `unreachable (${error.message})` }));
    if (body.status === want) return body;
    if (Date.now() > until) throw new Error(`health stayed ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("npm start", () => {
  it("with an empty environment answers on the playground port within 10 s and keeps its data in ./data", async () => {
    const cwd = freshFolder();
    const started = Date.now();
    const bot = startBot({ cwd, env: { PLAYGROUND_PORT: "0" } });
    try {
      const url = await bot.waitFor(/playground listening at (http:\/\/[^\s"]+)/, 10_000);
      const first = await fetch(`${url}/health`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect([200, 503]).toContain(first.status);
      expect(existsSync(join(cwd, "data"))).toBe(true);
      const report = await waitForHealth(url, "ok");
      expect(report).toMatchObject({ status: "ok", database: { kind: "pglite", reachable: true } });
      const page = await fetch(url).then((r) => r.text());
      expect(page).toContain("Mecatol");
      expect(await stop(bot)).toBe(0);
      expect(bot.stdout()).toContain("stopped cleanly");
    } finally {
      bot.child.kill("SIGKILL");
    }
  });

  it("with DATABASE_URL pointing at an empty PostgreSQL database creates the tables on first start", async () => {
    const scratch = await createPostgresDatabase();
    const bot = startBot({ cwd: freshFolder(), env: { DATABASE_URL: scratch.url, PLAYGROUND_PORT: "0" } });
    try {
      await bot.waitFor(/PostgreSQL ready/);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const tables = await client.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      await client.end();
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        "_prisma_migrations",
        "events",
        "games",
        "open_interactions",
        "outbox",
        "processed_interactions",
        "seats",
        "user_preferences",
      ]);
      expect(bot.stdout()).not.toContain(scratch.url);
      expect(await stop(bot)).toBe(0);
    } finally {
      bot.child.kill("SIGKILL");
      await scratch.drop();
    }
  });

  it.each([
    ["a DATABASE_URL that is not a URL", { DATABASE_URL: "not a url" }, /DATABASE_URL is not a valid URL/],
    [
      "a DATABASE_URL of another database kind",
      { DATABASE_URL: "mysql://h/db" },
      /must start with postgresql:\/\//,
    ],
    [
      "an unreachable database",
      { DATABASE_URL: "postgresql://postgres@127.0.0.1:1/test" },
      /cannot reach the database at 127\.0\.0\.1:1\/test: connection refused/,
    ],
    [
      "a database that does not exist",
      { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/no_such_db_mecatol" },
      /the database named in DATABASE_URL does not exist/,
    ],
    ["a bad LOG_LEVEL", { LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    ["a bad port", { PLAYGROUND_PORT: "70000" }, /PLAYGROUND_PORT must be a port number/],
  ])("with %s stops with one clear line and no stack trace", async (_name, env, message) => {
    const bot = startBot({ cwd: freshFolder(), env: { PLAYGROUND_PORT: "0", ...env } });
    expect(await bot.exit).toBe(1);
    const lines = bot.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mecatol: cannot start: /);
    expect(lines[0]).toMatch(message);
  });
});
