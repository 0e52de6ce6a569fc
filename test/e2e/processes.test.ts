/**
 * `npm start` with BOT_PROCESSES=2 against a local Discord recommending two shards: the first process
 * starts two bot processes, each identifying with its own shard; one killed with SIGKILL is started again
 * and takes its shard back; SIGTERM stops them all and the first process ends cleanly.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { FAKE_TOKEN, type FakeDiscord, startFakeDiscord } from "../support/fakeDiscord.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

let fake: FakeDiscord;
let scratch: ScratchDatabase & { url: string };
let manager: ChildProcess;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  fake = await startFakeDiscord({ shards: 2 });
  scratch = await createPostgresDatabase();
  manager = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DISCORD_TOKEN: FAKE_TOKEN,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_URL: scratch.url,
      BOT_PROCESSES: "2",
      RENDER_THREADS: "0",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffered = "";
  manager.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part));
  });
}, 60_000);
afterAll(async () => {
  if (manager.exitCode === null) manager.kill("SIGKILL");
  await fake?.close();
  await scratch?.drop();
});

const started = () => lines.filter((l) => l.msg === "bot process started");

describe("several bot processes under one npm start", () => {
  it("start one process per share of the shards, and start a killed one again", async () => {
    await vi.waitFor(() => expect(fake.sessions()).toHaveLength(2), { timeout: 90_000, interval: 200 });
    expect(
      fake
        .sessions()
        .map(([id, count]) => `${id}/${count}`)
        .sort(),
    ).toEqual(["0/2", "1/2"]);
    const second = started().find((l) => l.process === 1);
    process.kill(second?.pid as number, "SIGKILL");
    await vi.waitFor(() => expect(fake.sessions()).toHaveLength(3), { timeout: 90_000, interval: 200 });
    expect(fake.sessions()[2]).toEqual([1, 2]);
    expect(started().filter((l) => l.process === 1)).toHaveLength(2);
  }, 200_000);

  it("stop every process on SIGTERM and end cleanly", async () => {
    const exited = new Promise<number | null>((resolve) => manager.once("exit", (code) => resolve(code)));
    manager.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(lines.some((l) => l.msg === "every bot process has stopped")).toBe(true);
    expect(lines.filter((l) => l.msg === "stopped cleanly")).toHaveLength(2);
  }, 60_000);
});
