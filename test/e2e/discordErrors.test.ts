/**
 * Failures through Discord: an unexpected error is logged with a reference id and the player sees the id,
 * never a stack trace; a refusal the service reports as an incident reaches only the actor.
 */
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameService } from "../../src/app/gameService.ts";
import { tables } from "../../src/app/tables.ts";
import type { Outcome } from "../../src/app/types.ts";
import { type DiscordSurface, startDiscord } from "../../src/discord/client.ts";
import {
  autocomplete,
  FAKE_TOKEN,
  type FakeDiscord,
  type FakeMember,
  type SentMessage,
  slashCommand,
  startFakeDiscord,
} from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000009";
const zoe: FakeMember = { id: "100000000000000020", username: "zoe" };

let fake: FakeDiscord;
let surface: DiscordSurface;
const logLines: string[] = [];
/** What the stand-in service does with the next request. */
let behaviour: () => Promise<Outcome> = async () => {
  throw new Error("boom: the database fell over");
};

beforeAll(async () => {
  fake = await startFakeDiscord();
  // The service's looks at the games read a store that fails (autocomplete, a typed command's table).
  const unreadable = {
    loadByChannel: async () => {
      throw new Error("boom: cannot read the game");
    },
    listSeats: async () => [],
    updateSeat: async () => undefined,
  } as unknown as Parameters<typeof tables>[0];
  // Interactions left open are noted in memory here: the database is what fails.
  const open = new Set<string>();
  const interactions = {
    opened: async (id: string) => void open.add(id),
    closed: async (id: string) => void open.delete(id),
    claimed: async (id: string) => open.delete(id),
    leftUnanswered: async () => [],
  };
  const service = {
    ...tables(unreadable),
    interactions,
    handle: () => behaviour(),
  } as unknown as GameService;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  surface = await startDiscord(
    { token: FAKE_TOKEN, apiUrl: fake.apiUrl },
    {
      log: pino({ level: "info" }, sink),
      service,
      delivery: { flush: async () => undefined } as never,
    },
  );
});
afterAll(async () => {
  await surface.stop();
  await fake.close();
});

async function deliver(payload: ReturnType<typeof slashCommand>): Promise<SentMessage[]> {
  const before = fake.messages().length;
  fake.dispatch("INTERACTION_CREATE", payload);
  await vi.waitFor(() => {
    if (!fake.requests.some((r) => r.path.startsWith(`/interactions/${payload.id}/`)))
      throw new Error("waiting");
  });
  await surface.idle();
  return fake.messages().slice(before);
}

describe("when something goes wrong", () => {
  it("shows a reference id instead of a stack trace, logs the error in full and shows nothing publicly", async () => {
    const join = slashCommand(zoe, CHANNEL, "game join");
    const sent = await deliver(join);
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
    const incident = sent[0]?.content.match(/incident ([0-9a-f]{8})/)?.[1];
    expect(incident).toBeDefined();
    expect(sent[0]?.content).not.toMatch(/boom|Error|\bat /);
    // The "thinking…" was private from the start: no public placeholder ever existed.
    const callback = fake.requests.find((r) => r.path.startsWith(`/interactions/${join.id}/`));
    expect(callback?.payload).toMatchObject({ type: 5, data: { flags: 64 } });
    const logged = logLines.find((line) => line.includes(`"incident":"${incident}"`));
    expect(logged).toContain("boom: the database fell over");
  });

  it("edits a private deferral into the incident message", async () => {
    const sent = await deliver(slashCommand(zoe, CHANNEL, "game status"));
    expect(sent.map((m) => [m.via, m.audience])).toEqual([["edit", "ephemeral"]]);
    expect(sent[0]?.content).toMatch(/incident [0-9a-f]{8}/);
  });

  it("answers a refusal carrying the service's incident id privately", async () => {
    behaviour = async () => ({
      ok: false,
      error: {
        code: "ERR_INTERNAL",
        message: "Something went wrong on our side (incident 0badc0de).",
        incident: "0badc0de",
      },
      privateMessages: [],
      pings: [],
    });
    const sent = await deliver(slashCommand(zoe, CHANNEL, "game join"));
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
    expect(sent[0]?.content).toContain("incident 0badc0de");
  });

  it("answers autocomplete with no suggestions when reading the game fails", async () => {
    const ask = autocomplete(zoe, CHANNEL, "turn pick", { card: "tr" }, "card");
    await deliver(ask);
    const callback = fake.requests.find((r) => r.path.startsWith(`/interactions/${ask.id}/`));
    expect(callback?.payload).toEqual({ type: 8, data: { choices: [] } });
    expect(logLines.join("")).toContain("boom: cannot read the game");
  });
});
