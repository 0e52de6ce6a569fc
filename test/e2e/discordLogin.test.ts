import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBot } from "../support/bot.ts";
import { createPostgresDatabase } from "../support/databases.ts";
import { FAKE_TOKEN, type FakeDiscord, startFakeDiscord } from "../support/fakeDiscord.ts";

describe("npm start with a Discord token", () => {
  let discord: FakeDiscord;
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let cwd: string;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    scratch = await createPostgresDatabase();
    cwd = mkdtempSync(join(tmpdir(), "mecatol-discord-"));
  });
  afterAll(async () => {
    await discord.close();
    await scratch.drop();
    rmSync(cwd, { recursive: true, force: true });
  });

  it("logs in through the gateway, serves no playground, never logs the token, and stops cleanly", async () => {
    const bot = startBot({
      cwd,
      env: {
        DISCORD_TOKEN: FAKE_TOKEN,
        DISCORD_API_URL: discord.apiUrl,
        DATABASE_URL: scratch.url,
        LOG_LEVEL: "trace",
      },
    });
    try {
      const tag = await bot.waitFor(/logged in to Discord as ([^"\s]+)/);
      expect(tag).toBe("Mecatol");
      expect(discord.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /gateway/bot");
      expect(bot.stdout()).not.toContain("playground listening");
      bot.child.kill("SIGTERM");
      expect(await bot.exit).toBe(0);
      expect(bot.stdout() + bot.stderr()).not.toContain(FAKE_TOKEN);
    } finally {
      bot.child.kill("SIGKILL");
    }
  });

  it("stops with one clear line when Discord refuses the token", async () => {
    const bot = startBot({
      cwd,
      env: { DISCORD_TOKEN: "MTAw.wrong.token", DISCORD_API_URL: discord.apiUrl, DATABASE_URL: scratch.url },
    });
    expect(await bot.exit).toBe(1);
    expect(bot.stderr().trim().split("\n")).toEqual([
      "mecatol: cannot start: Discord refused DISCORD_TOKEN: the token is invalid (copy it again from the Developer Portal)",
    ]);
  });
});
