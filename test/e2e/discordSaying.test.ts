/**
 * What the bot says on Discord, through the outbox: no private thread for a bot seat and no ping for one;
 * a player's own setting (autopass) confirmed to them alone, with nothing said in the channel; a refusal
 * answered privately from the first moment; every player asked a new question pinged, a player the game
 * already waited on included (a trade proposed to them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_CARRIED_OUT } from "../../src/app/openInteractions.ts";
import { newlyAsked, questionsAsked } from "../../src/app/reminders.ts";
import type { SeatlessCommand } from "../../src/app/types.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Seat, waitingFor } from "../../src/engine/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { FAKE_GUILD_ID, type FakeMember, slashCommand } from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000041";
const alice: FakeMember = { id: "100000000000000041", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000042", username: "bob", globalName: "Bob" };

let session: DiscordSession;
beforeAll(async () => {
  session = await startDiscordSession();
});
afterAll(async () => {
  await session?.close();
});

const slash = (who: FakeMember, path: string, options = {}) =>
  session.deliver(slashCommand(who, CHANNEL, path, options));

describe("what the bot says on Discord", () => {
  it("opens no private thread for a bot seat and never pings one", async () => {
    await slash(alice, "game new");
    await slash(alice, "game bot");
    await slash(bob, "game join");
    await slash(alice, "game bot");
    await slash(alice, "game start");
    const { state } = await session.stateOf(CHANNEL);
    const bots = state.players.filter((p) => p.userId.startsWith("bot:")).map((p) => p.userId);
    expect(bots).toHaveLength(2);
    const threads = [...session.fake.threads.values()];
    expect(threads.flatMap((t) => t.members).filter((m) => bots.includes(m))).toEqual([]);
    expect(threads.map((t) => t.name).filter((n) => n.startsWith("Bot "))).toEqual([]);
    expect(session.fake.requests.filter((r) => r.path.includes("/thread-members/bot"))).toEqual([]);
    // The humans got their private threads (their secret objectives went there).
    expect(threads.flatMap((t) => t.members).sort()).toEqual([alice.id, bob.id].sort());
    const mentioned = session.fake.messages().flatMap((m) => m.allowedMentions?.users ?? []);
    expect(mentioned.filter((u) => bots.includes(u))).toEqual([]);
  });

  it("confirms autopass to its player alone and says nothing in the channel", async () => {
    const sent = await slash(alice, "ti-cards autopass", { on: true });
    expect(sent.filter((m) => m.audience === "public")).toEqual([]);
    expect(sent.some((m) => m.audience !== "public" && /autopass is on/i.test(m.content))).toBe(true);
  });

  it("answers a refused command privately from the first moment: nothing public ever shows", async () => {
    const payload = slashCommand(bob, CHANNEL, "game start");
    const sent = await session.deliver(payload);
    expect(session.callbacksOf(payload)[0]?.payload).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
  });

  it("pings every player asked a new question, one already waited on included", async () => {
    const channel = "400000000000000043";
    const cara: FakeMember = { id: "100000000000000043", username: "cara", globalName: "Cara" };
    const place = { guildId: FAKE_GUILD_ID, channelId: channel };
    const open = (who: FakeMember, path: string) => session.deliver(slashCommand(who, channel, path));
    await open(alice, "game new");
    await open(bob, "game join");
    await open(cara, "game join");
    await open(alice, "game bot");
    await open(alice, "game start");
    const humans = [alice, bob, cara].map((m) => m.id);
    const ctx = { now: new Date().toISOString() };
    let alreadyWaitedOn = 0;
    // The humans play as the built-in player would, through the service the surface uses; after each
    // command the channel is delivered, and every human asked something new must have been pinged.
    for (let step = 0; step < 400 && alreadyWaitedOn === 0; step++) {
      const { state } = await session.stateOf(channel);
      if (state.phase === "finished") break;
      const seat = waitingFor(state).find((s) => humans.includes(state.players[s]?.userId ?? ""));
      if (seat === undefined) break;
      const command = botCommand(state, seat as Seat, ctx);
      if (!command) break;
      const { seat: _seat, ...seatless } = command;
      const player = state.players[seat];
      const before = session.fake.messages().length;
      const outcome = await session.app.service.handle(
        place,
        { userId: player?.userId ?? "", name: player?.name ?? "" },
        { kind: "play", command: seatless as SeatlessCommand },
      );
      expect(outcome.error).toBeUndefined();
      await session.delivery.flush(place);
      const after = (await session.stateOf(channel)).state;
      const pinged = new Set(
        session.fake
          .messages()
          .slice(before)
          .flatMap((m) => m.allowedMentions?.users ?? []),
      );
      const asked = newlyAsked(questionsAsked(state), questionsAsked(after))
        .map((s) => after.players[s]?.userId ?? "")
        .filter((id) => humans.includes(id) && id !== player?.userId);
      expect([...asked].filter((id) => !pinged.has(id))).toEqual([]);
      expect([...pinged].filter((id) => !humans.includes(id))).toEqual([]);
      const waitedBefore = new Set(waitingFor(state));
      alreadyWaitedOn += asked.filter((id) => {
        const s = after.players.findIndex((p) => p.userId === id);
        return waitedBefore.has(s as Seat) && waitingFor(after).includes(s as Seat);
      }).length;
    }
    // The run met a new question for a player the game was already waiting on (a trade proposal).
    expect(alreadyWaitedOn).toBeGreaterThan(0);
  });

  it("pings whoever the game waits for when the map is posted again, never the asker", async () => {
    const channel = "400000000000000043";
    const { state } = await session.stateOf(channel);
    const members = [alice, bob, { id: "100000000000000043", username: "cara", globalName: "Cara" }];
    const waited = waitingFor(state)
      .map((s) => state.players[s]?.userId ?? "")
      .filter((id) => members.some((m) => m.id === id));
    expect(waited.length).toBeGreaterThan(0);
    const asker = members.find((m) => !waited.includes(m.id)) ?? (members[0] as FakeMember);
    const sent = await session.deliver(slashCommand(asker, channel, "game map"));
    const pinged = sent.flatMap((m) => m.allowedMentions?.users ?? []).sort();
    expect(pinged).toEqual(waited.filter((id) => id !== asker.id).sort());
  });

  it("on a restart, turns a 'thinking…' a crash left behind into an honest line, and leaves saved ones to the outbox", async () => {
    const unsaved = slashCommand(alice, CHANNEL, "game status");
    const saved = slashCommand(alice, CHANNEL, "ti-cards autopass", { on: false });
    await session.deliver(unsaved);
    await session.deliver(saved);
    // As if the process had died before letting them go: both still noted as open.
    for (const payload of [unsaved, saved])
      await session.app.service.interactions.opened(payload.id, {
        applicationId: payload.application_id,
        token: payload.token,
      });
    const before = session.fake.messages().length;
    await session.restart();
    const edits = session.fake
      .messages()
      .slice(before)
      .filter((m) => m.via === "edit");
    expect(edits.map((m) => [m.target, m.content])).toEqual([[unsaved.token, NOT_CARRIED_OUT]]);
    expect(await session.app.service.interactions.leftUnanswered(new Date())).toEqual([]);
  });

  it("delivers an ended game's private lines to that game's thread, after a new game opened in the channel", async () => {
    const channel = "400000000000000045";
    const place = { guildId: FAKE_GUILD_ID, channelId: channel };
    const open = (who: FakeMember, path: string) => session.deliver(slashCommand(who, channel, path));
    await open(alice, "game new");
    await open(bob, "game join");
    await open(alice, "game bot");
    await open(alice, "game start");
    const ended = await session.stateOf(channel);
    const bobThread = (await session.app.service.seats(place)).find((s) => s.userId === bob.id)?.threadId;
    expect(bobThread).toBeTruthy();
    await open(alice, "game abandon");
    await open(alice, "game new");
    // A line of the abandoned game still waiting in the outbox (its process died before saying it).
    const line = "You drew Action Card(s): Friendly Fire.";
    await session.app.store.outbox.enqueue(
      place,
      { text: "", pings: [], map: false, privates: [{ userId: bob.id, text: line }] },
      ended.id,
    );
    await session.delivery.flush(place);
    const posted = session.fake.messages().filter((m) => m.content === `<@${bob.id}> ${line}`);
    expect(posted.map((m) => m.target)).toEqual([bobThread]);
    expect(await session.app.store.outbox.unsent()).toEqual([]);
  });
});
