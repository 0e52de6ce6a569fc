/**
 * The delivery trial shared by the quick and the long tests: the crash worker (scripts/faults/worker.ts)
 * plays through the GameService and says everything through the outbox to the Discord fake, which fails
 * a share of every request the bot makes (server errors, rate limits, connections dropped before or
 * after the request was handled), while the worker is killed with SIGKILL at seeded random moments and
 * started again. At the end, with the faults switched off and the last worker's catch-up done, every
 * outbox row must be sent, and each channel must show exactly what the rows say, once and in order: the
 * accounts in the channel (each with its map), the private lines in each player's thread.
 */
import { expect } from "vitest";
import { escapeText } from "../../src/discord/text.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, openMigrated } from "../support/databases.ts";
import { FAKE_TOKEN, type FakeDiscord, type Fault, startFakeDiscord } from "../support/fakeDiscord.ts";
import { forgetWorkerBundle, killOnce, startWorker, type Worker, workerCommand } from "./crashTrial.ts";
import { seededRandom } from "./helpers.ts";

export interface DeliveryReport {
  kills: number;
  /** Outbox rows written (one per saved command), all sent at the end. */
  rows: number;
  batches: number;
  /** Messages the fake recorded: accounts, waiting messages, private lines. */
  messages: number;
  faults: Record<Fault, number>;
  /** Posts sent again after a crash or a lost answer, recognised by their nonce and not shown twice. */
  deduplicated: number;
  lost: number;
  duplicated: number;
}

export interface Said {
  id: number;
  channel: string;
  batch: number;
  body: {
    text: string;
    map: boolean;
    privates: { userId: string; text: string }[];
    /** A scheduler notice: said in a message of its own, mentioning the player it names. */
    notice?: { userId: string | null };
  };
}

/** Every outbox row, in order, and how many are still unsent. */
export async function outboxSaid(store: GameStore, url: string): Promise<{ said: Said[]; unsent: number }> {
  const unsent = (await store.outbox.unsent()).length;
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  const result = await client.query("SELECT id, channel_id, body, batch FROM outbox ORDER BY id");
  await client.end();
  return {
    unsent,
    said: result.rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel_id,
      batch: Number(r.batch),
      body: r.body,
    })),
  };
}

/** Counts the lines of `expected` missing from `actual` and the extra ones, in order (a diff's size). */
function mismatch(expected: string[], actual: string[]): { lost: number; duplicated: number } {
  const count = (list: string[]) => {
    const m = new Map<string, number>();
    for (const line of list) m.set(line, (m.get(line) ?? 0) + 1);
    return m;
  };
  const want = count(expected);
  const got = count(actual);
  let lost = 0;
  let duplicated = 0;
  for (const [line, n] of want) lost += Math.max(0, n - (got.get(line) ?? 0));
  for (const [line, n] of got) duplicated += Math.max(0, n - (want.get(line) ?? 0));
  return { lost, duplicated };
}

/**
 * Checks that each channel shows exactly what its outbox rows say, once and in order: the accounts (each
 * batch's map with its first message when a row wanted one), the scheduler's notices, and each player's
 * private lines in their thread. Returns how many lines were lost and how many doubled.
 */
export function checkSaid(fake: FakeDiscord, said: Said[]): { lost: number; duplicated: number } {
  const messages = fake.messages();
  const byChannel = new Map<string, Said[]>();
  for (const row of said) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
  let lost = 0;
  let duplicated = 0;
  for (const [channel, list] of byChannel) {
    // Accounts: part 0 of each batch (nonce "<batch>.0", or "<batch>.0.<n>" for its further messages).
    const accounts = messages.filter(
      (m) => m.via === "channel" && m.target === channel && /^\d+\.0(\.\d+)?$/.test(m.nonce ?? ""),
    );
    const expected = list
      .filter((r) => !r.body.notice)
      .flatMap((r) => (r.body.text ? escapeText(r.body.text).split("\n") : []));
    const actual = accounts.flatMap((m) => m.content.split("\n"));
    const diff = mismatch(expected, actual);
    expect(actual, `the accounts in channel ${channel}, in order`).toEqual(expected);
    lost += diff.lost;
    duplicated += diff.duplicated;
    // A batch posts the map with its first message exactly when one of its rows wanted it.
    for (const m of accounts.filter((a) => /^\d+\.0$/.test(a.nonce ?? ""))) {
      const batch = Number(m.nonce?.split(".")[0]);
      const wanted = list.some((r) => r.batch === batch && r.body.map);
      const png = m.files[0]?.data.subarray(0, 4).toString("hex");
      expect(png, `the map of batch ${batch}`).toBe(wanted ? "89504e47" : undefined);
    }
    // Notices: each in a message of its own (part 2 or later of its batch), once and in order.
    const notices = messages.filter(
      (m) => m.via === "channel" && m.target === channel && /^\d+\.([2-9]|\d\d+)$/.test(m.nonce ?? ""),
    );
    const wantNotices = list.flatMap((r) =>
      r.body.notice
        ? [`${r.body.notice.userId ? `<@${r.body.notice.userId}> ` : ""}${escapeText(r.body.text)}`]
        : [],
    );
    const gotNotices = notices.map((m) => m.content);
    const diffNotices = mismatch(wantNotices, gotNotices);
    expect(gotNotices, `the notices in channel ${channel}, in order`).toEqual(wantNotices);
    lost += diffNotices.lost;
    duplicated += diffNotices.duplicated;
    // Private lines, in each player's thread.
    const users = new Set(list.flatMap((r) => r.body.privates.map((p) => p.userId)));
    for (const userId of users) {
      // The seat's thread (a kill between opening it and keeping its id may leave a second one).
      const threads = [...fake.threads.entries()].filter(([, t]) => t.parentId === channel).map(([id]) => id);
      const inThread = messages.filter(
        (m) => m.via === "channel" && threads.includes(m.target) && m.content.startsWith(`<@${userId}> `),
      );
      const want = list.flatMap((r) =>
        r.body.privates.filter((p) => p.userId === userId).flatMap((p) => escapeText(p.text).split("\n")),
      );
      const got = inThread.flatMap((m) => m.content.replace(`<@${userId}> `, "").split("\n"));
      const diffPrivate = mismatch(want, got);
      expect(got, `${userId}'s private lines in channel ${channel}`).toEqual(want);
      lost += diffPrivate.lost;
      duplicated += diffPrivate.duplicated;
    }
  }
  return { lost, duplicated };
}

export async function deliveryTrial(options: {
  kills: number;
  seed: number;
  games: number;
  /** The kill falls this many milliseconds (at most) after the worker starts writing. */
  maxDelayMs: number;
  /** The share of requests to Discord that fail. */
  faultRate: number;
}): Promise<DeliveryReport> {
  const scratch = await createPostgresDatabase();
  const db = await openMigrated(scratch);
  const store = createGameStore(db);
  const fake = await startFakeDiscord();
  const random = seededRandom(options.seed);
  const kinds: Fault[] = ["500", "503", "429", "drop", "lostAnswer"];
  fake.chaos = () =>
    random() < options.faultRate ? (kinds[Math.floor(random() * kinds.length)] as Fault) : null;
  const command = await workerCommand();
  const extra = ["--discord", fake.apiUrl, "--token", FAKE_TOKEN];
  const live = new Set<Worker>();
  try {
    for (let k = 0; k < options.kills; k++) {
      await killOnce(
        () => startWorker(command, scratch.url, `d${k}`, options.games, extra),
        random,
        options.maxDelayMs,
        live,
      );
    }
    // The last run: no faults, no more commands; its catch-up says whatever is left.
    fake.chaos = null;
    const last = startWorker(command, scratch.url, "final", options.games, [...extra, "--max-commands", "0"]);
    live.add(last);
    await last.exited;
    expect(last.lines).toContain("DONE");
    live.delete(last);
    const { said, unsent } = await outboxSaid(store, scratch.url);
    expect(unsent, "outbox rows never sent").toBe(0);
    const { lost, duplicated } = checkSaid(fake, said);
    const batches = new Set(
      fake
        .messages()
        .map((m) => m.nonce?.split(".")[0])
        .filter(Boolean),
    ).size;
    return {
      kills: options.kills,
      rows: said.length,
      batches,
      messages: fake.messages().length,
      faults: { ...fake.faults },
      deduplicated: fake.deduplicated,
      lost,
      duplicated,
    };
  } finally {
    for (const worker of live) worker.child.kill("SIGKILL");
    forgetWorkerBundle(command);
    await fake.close();
    await db.close();
    await scratch.drop();
  }
}
