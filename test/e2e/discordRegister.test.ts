/**
 * Registering the slash commands (/ti, /ti-cards, /ti-gm, ...) with Discord: the catalog's JSON, to one
 * guild or globally, and one-line errors.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discordCommandsJson } from "../../src/app/catalog/index.ts";
import { registerCommands } from "../../src/discord/register.ts";
import {
  FAKE_APP_ID,
  FAKE_GUILD_ID,
  FAKE_TOKEN,
  type FakeDiscord,
  startFakeDiscord,
} from "../support/fakeDiscord.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = join(ROOT, "node_modules/tsx/dist/cli.mjs");

let fake: FakeDiscord;
let cwd: string;

beforeAll(async () => {
  fake = await startFakeDiscord();
  cwd = mkdtempSync(join(tmpdir(), "mecatol-register-"));
});
afterAll(async () => {
  await fake.close();
  rmSync(cwd, { recursive: true, force: true });
});

/** Runs `npm run register-commands`'s script the way a user would, in a folder without a .env. */
function runScript(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [TSX, join(ROOT, "scripts/register-commands.ts")], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}

const expected = () => JSON.parse(JSON.stringify(discordCommandsJson()));

describe("registering the slash commands", () => {
  it("PUTs the catalog's slash commands to one guild", async () => {
    const done = await registerCommands({
      token: FAKE_TOKEN,
      appId: FAKE_APP_ID,
      guildId: FAKE_GUILD_ID,
      apiUrl: fake.apiUrl,
    });
    expect(done.where).toBe(`guild ${FAKE_GUILD_ID}`);
    const put = fake.requests.find(
      (r) => r.method === "PUT" && r.path === `/applications/${FAKE_APP_ID}/guilds/${FAKE_GUILD_ID}/commands`,
    );
    expect(put?.status).toBe(200);
    expect(put?.payload).toEqual(expected());
    expect(((put?.payload ?? []) as unknown as { name: string }[]).map((c) => c.name)).toEqual([
      "ti",
      "ti-combat",
      "ti-trade",
      "ti-politics",
      "ti-cards",
      "ti-me",
      "ti-gm",
      "ti4",
    ]);
    expect(done.commands).toBe(8);
  });

  it("registers globally from the script when no guild is set", async () => {
    const run = await runScript({
      DISCORD_TOKEN: FAKE_TOKEN,
      DISCORD_APP_ID: FAKE_APP_ID,
      DISCORD_API_URL: fake.apiUrl,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("registered 8 commands");
    const put = fake.requests.find(
      (r) => r.method === "PUT" && r.path === `/applications/${FAKE_APP_ID}/commands`,
    );
    expect(put?.payload).toEqual(expected());
  });

  it("names the missing configuration in one line", async () => {
    const noAppId = await runScript({ DISCORD_TOKEN: FAKE_TOKEN, DISCORD_API_URL: fake.apiUrl });
    expect(noAppId.code).toBe(1);
    expect(noAppId.stderr).toBe(
      "register-commands: DISCORD_APP_ID is not set (the application id from the Developer Portal)\n",
    );
    const nothing = await runScript({});
    expect(nothing.code).toBe(1);
    expect(nothing.stderr.trim().split("\n")).toHaveLength(1);
    expect(nothing.stderr).toMatch(/DISCORD_TOKEN is not set.*DISCORD_APP_ID is not set/);
  });

  it("says in one line when Discord refuses the token", async () => {
    const run = await runScript({
      DISCORD_TOKEN: "MTAw.wrong.token",
      DISCORD_APP_ID: FAKE_APP_ID,
      DISCORD_API_URL: fake.apiUrl,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      "register-commands: Discord refused the commands: 401: Unauthorized",
    ]);
  });
});
