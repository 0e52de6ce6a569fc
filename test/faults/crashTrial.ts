/**
 * The crash trial shared by the quick and the long crash tests: a worker process (scripts/faults/worker.ts)
 * plays through the GameService on a scratch PostgreSQL database and is killed with SIGKILL at a seeded
 * random moment, again and again. After every kill each game must load, replay to its stored snapshot,
 * and hold every command the worker saw acknowledged, at the version it was acknowledged with.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { Command } from "../../src/engine/index.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, openMigrated } from "../support/databases.ts";
import { expectWholeGame, seededRandom } from "./helpers.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WORKER = fileURLToPath(new URL("../../scripts/faults/worker.ts", import.meta.url));
const BUNDLE = fileURLToPath(
  new URL(`../../node_modules/.cache/mecatol-faults/worker-${process.pid}.mjs`, import.meta.url),
);

let workerArgs: Promise<string[]> | null = null;

/**
 * How to start the worker. Starting it through tsx costs seconds per restart on a busy machine, so the
 * worker is bundled once with esbuild (which tsx itself runs on) into node_modules/.cache, where its
 * packages still resolve; without esbuild the worker runs through tsx.
 */
export function workerCommand(): Promise<string[]> {
  workerArgs ??= (async () => {
    try {
      const esbuild = await import("esbuild");
      await esbuild.build({
        entryPoints: [WORKER],
        outfile: BUNDLE,
        bundle: true,
        platform: "node",
        format: "esm",
        packages: "external",
        logLevel: "warning",
      });
      return [BUNDLE];
    } catch {
      return ["--import", "tsx", WORKER];
    }
  })();
  return workerArgs;
}

interface Ack {
  gameId: string;
  version: number;
  interactionId: string;
  command: Command;
}

export interface CrashReport {
  kills: number;
  acknowledged: number;
  startedGames: number;
  /** Kills that landed after at least one acknowledged command of that run. */
  killsMidPlay: number;
}

/** Removes the bundled worker once a trial is over (the next trial bundles it again). */
export function forgetWorkerBundle(command: string[]): void {
  if (command[0] !== BUNDLE) return;
  rmSync(BUNDLE, { force: true });
  workerArgs = null;
}

export interface Worker {
  child: ChildProcess;
  lines: string[];
  stderr(): string;
  ready: Promise<void>;
  /** Resolves at the first line after READY: the worker is past its warm-up and writing. */
  busy: Promise<void>;
  exited: Promise<void>;
}

export function startWorker(
  command: string[],
  url: string,
  run: string,
  games: number,
  extra: string[] = [],
): Worker {
  const args = [...command, "--url", url, "--games", String(games), "--run", run, ...extra];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, NODE_NO_WARNINGS: "1" },
  });
  const lines: string[] = [];
  let partial = "";
  let err = "";
  let markReady: () => void = () => {};
  let markBusy: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const busy = new Promise<void>((resolve) => {
    markBusy = resolve;
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      if (line === "READY") markReady();
      else markBusy();
      lines.push(line);
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // A worker that dies before READY must not leave the trial waiting forever.
  exited.then(markReady);
  exited.then(markBusy);
  return { child, lines, stderr: () => err, ready, busy, exited };
}

/**
 * Starts a worker and SIGKILLs it at a random moment. Most kills are timed from its first write, so they
 * land while commands flow; one in five is timed from READY and may fall in the worker's warm-up or while
 * it opens and starts games. `live` holds the worker while it runs (to kill it if the trial fails).
 */
export async function killOnce(
  start: () => Worker,
  random: () => number,
  maxDelayMs: number,
  live: Set<Worker>,
): Promise<Worker> {
  const worker = start();
  live.add(worker);
  await worker.ready;
  expect(worker.lines, `worker died before READY:\n${worker.stderr()}`).toContain("READY");
  if (random() >= 0.2) await worker.busy;
  await new Promise((resolve) => setTimeout(resolve, random() * maxDelayMs));
  worker.child.kill("SIGKILL");
  await worker.exited;
  live.delete(worker);
  expect(worker.stderr(), "the worker wrote to stderr").toBe("");
  return worker;
}

export function parseAcks(lines: string[]): Ack[] {
  return lines
    .filter((line) => line.startsWith("ACK "))
    .map((line) => {
      const [, gameId, version, interactionId, ...json] = line.split(" ");
      return {
        gameId: gameId as string,
        version: Number(version),
        interactionId: interactionId as string,
        command: JSON.parse(json.join(" ")) as Command,
      };
    });
}

/** Checks every game whose version moved since the last check, and every acknowledged command. */
async function verify(store: GameStore, acks: Ack[], checked: Map<string, number>): Promise<void> {
  for (const game of await store.listGames()) {
    if (checked.get(game.id) === game.version) continue;
    await expectWholeGame(store, game.id);
    checked.set(game.id, game.version);
  }
  const byGame = new Map<string, Ack[]>();
  for (const ack of acks) byGame.set(ack.gameId, [...(byGame.get(ack.gameId) ?? []), ack]);
  for (const [gameId, list] of byGame) {
    const log = await store.readEvents(gameId);
    for (const ack of list) {
      const entry = log.find((e) => e.seq === ack.version);
      expect(
        entry,
        `acknowledged ${ack.interactionId} (game ${gameId} v${ack.version}) was lost`,
      ).toBeDefined();
      expect(entry?.command, `acknowledged ${ack.interactionId} stored a different command`).toEqual(
        ack.command,
      );
      expect(await store.isInteractionProcessed(ack.interactionId)).toBe(true);
    }
  }
}

export async function crashTrial(options: {
  kills: number;
  seed: number;
  games: number;
  /** The kill falls this many milliseconds (at most) after the worker reports READY. */
  maxDelayMs: number;
}): Promise<CrashReport> {
  const scratch = await createPostgresDatabase();
  const db = await openMigrated(scratch);
  const store = createGameStore(db);
  const random = seededRandom(options.seed);
  const acks: Ack[] = [];
  const checked = new Map<string, number>();
  const report: CrashReport = { kills: 0, acknowledged: 0, startedGames: 0, killsMidPlay: 0 };
  const live = new Set<Worker>();
  const command = await workerCommand();
  try {
    for (let k = 0; k < options.kills; k++) {
      const worker = await killOnce(
        () => startWorker(command, scratch.url, `k${k}`, options.games),
        random,
        options.maxDelayMs,
        live,
      );
      const fresh = parseAcks(worker.lines);
      report.kills += 1;
      report.acknowledged += fresh.length;
      report.startedGames += worker.lines.filter((l) => l.startsWith("START ")).length;
      if (fresh.length > 0) report.killsMidPlay += 1;
      acks.push(...fresh);
      await verify(store, fresh, checked);
    }
    // A last full check over every game and every acknowledgement of the whole trial.
    checked.clear();
    await verify(store, acks, checked);
    return report;
  } finally {
    for (const worker of live) worker.child.kill("SIGKILL");
    forgetWorkerBundle(command);
    await db.close();
    await scratch.drop();
  }
}
