/**
 * Undo in a TI4 game on a real database (app/undo.ts with app/ti4/undo.ts), by TI3's rule: only the player
 * who took the last action takes it back; an action that rolled dice, shuffled, drew a card or showed a seat
 * something needs every other human's consent, and a refusal keeps it; the log keeps the undone entries,
 * and the snapshot, the replay of the entries kept and the history all agree after an undo.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ti4MomentAt, ti4Rounds } from "../../../src/app/ti4/history.ts";
import { ti4RevealedSomething } from "../../../src/app/ti4/undo.ts";
import { type Actor, isBotUser, type Place } from "../../../src/app/types.ts";
import { effectiveEntries } from "../../../src/app/undo.ts";
import type { GameEvent, GameState } from "../../../src/engine/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { emitRoll } from "../../../src/engine/ti4/combat/dice.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import type { StoredEvent } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";
import { emptySystems, put, run, withFactions } from "../../support/ti4FactionBoard.ts";

const players: Actor[] = ["Ann", "Bea", "Cal"].map((name, i) => ({
  userId: `42000000000000000${i}`,
  name,
}));
const NOW = { now: "2026-12-01T12:00:00.000Z" };
/** At most this many answers are played looking for one that drew on the generator. */
const MOST_ANSWERS = 100;
let app: AppHarness;
let n = 0;

beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

async function newGame(bots = 0) {
  n += 1;
  const place: Place = { guildId: "520000000000000001", channelId: `62000000000000000${n}` };
  const [ann, ...others] = players as [Actor, ...Actor[]];
  await app.service.handle(place, ann, {
    kind: "newGame",
    settings: {},
    ti4: { boxes: ["base"], galaxyMode: "auto" },
  });
  for (const p of others.slice(0, others.length - bots)) await app.service.handle(place, p, { kind: "join" });
  for (let i = 0; i < bots; i++) await app.service.handle(place, ann, { kind: "addBot" });
  await app.service.handle(place, ann, { kind: "start", seed: `ti4-undo-${n}` });
  const stored = async () => {
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    if (!game) throw new Error("no game");
    return game;
  };
  const state = async () => (await stored()).state as unknown as Ti4State;
  const entries = async () => app.store.readEvents((await stored()).id);
  const actorOf = (s: Ti4State, seat: number) =>
    players.find((p) => p.userId === s.players[seat]?.userId) as Actor | undefined;
  /** One answer of the first seat waited on, as the bot would give it; the seat's player sends it. */
  const step = async () => {
    const s = await state();
    const seat = pendingDecisions<Ti4>(s).find((d) => d.optional !== true)?.seat as number;
    const move = ti4BotMove(s, seat, NOW);
    if (!move) throw new Error(`no answer for seat ${seat}`);
    const { seat: _seat, ...command } = move.command;
    const actor = actorOf(s, seat);
    if (!actor) throw new Error(`seat ${seat} is a bot's`);
    const played = await app.service.handle(place, actor, { kind: "ti4Play", command });
    expect(played.error).toBeUndefined();
    return actor;
  };
  return { place, stored, state, entries, actorOf, step };
}

/** The snapshot is the kernel's replay of the entries kept, and the history's last point shows it. */
function expectExact(entries: readonly StoredEvent[], snapshot: Ti4State) {
  const kept = effectiveEntries(entries).flatMap((e) => e.events as Ti4Event[]);
  expect(replayLog<Ti4>(kept)).toEqual(snapshot);
  expect(ti4MomentAt(entries, entries.at(-1)?.seq as number)?.state).toEqual(snapshot);
}

const revealed = (before: Ti4State, after: Ti4State, entry: StoredEvent | undefined) =>
  ti4RevealedSomething(
    before as unknown as GameState,
    after as unknown as GameState,
    (entry?.events ?? []) as unknown as GameEvent[],
  );

const rolled = (entry: StoredEvent | undefined) =>
  (entry?.events as Ti4Event[] | undefined)?.some((e) => "rng" in e && e.rng !== undefined) ?? false;

describe("undo in a TI4 game", () => {
  it("takes back the last action of its player alone, and the log, replay and history stay exact", async () => {
    const game = await newGame();
    const ann = players[0] as Actor;
    const fresh = await app.service.handle(game.place, ann, { kind: "undo" });
    expect(fresh.error?.code).toBe("ERR_NOTHING_TO_UNDO");
    // Play on until an answer that revealed nothing: a strategy card picked, a public choice.
    let before = await game.state();
    let actor = await game.step();
    while (revealed(before, await game.state(), (await game.entries()).at(-1))) {
      before = await game.state();
      actor = await game.step();
    }
    const acted = (await game.entries()).at(-1) as StoredEvent;
    const seen = await game.state();
    const other = players.find((p) => p.userId !== actor.userId) as Actor;
    const notYours = await app.service.handle(game.place, other, { kind: "undo" });
    expect(notYours.error?.code).toBe("ERR_NOT_YOUR_ACTION");
    expect(notYours.error?.message).toMatch(/an undo never takes back another player's action/);
    const undone = await app.service.handle(game.place, actor, { kind: "undo" });
    expect(undone.error).toBeUndefined();
    expect(undone.publicText).toMatch(/taken back/);
    expect(await game.state()).toEqual(before);
    const entries = await game.entries();
    // The undone entry stays in the log, marked by the undo naming it; history still shows it at its point.
    expect(entries.some((e) => e.seq === acted.seq)).toBe(true);
    expect(entries.at(-1)?.command).toMatchObject({ type: "undo", seq: acted.seq });
    expect(effectiveEntries(entries).some((e) => e.seq === acted.seq)).toBe(false);
    expect(ti4MomentAt(entries, acted.seq)?.state).toEqual(seen);
    expectExact(entries, await game.state());
    expect(ti4Rounds(entries).length).toBeLessThanOrEqual(1);
    // The game plays on from the restored state, and stays exact.
    await game.step();
    expectExact(await game.entries(), await game.state());
  });

  it("counts a die roll as revealed, as a shuffle or a draw (the bots' games reach no combat to play here)", () => {
    // LRR 78.3: a combat roll; the rule that asks consent for the draw above asks it for dice alike.
    const before = withFactions();
    const place = { position: emptySystems(before)[0] as string };
    put(before, place.position, 0, { cruiser: 2 });
    const { state: after, events } = run(before, (tx) => {
      emitRoll(tx, { seat: 0, place, units: { cruiser: 2 }, kind: "combat", reason: "spaceCombat" });
    });
    expect(events.some((e) => e.type === "ti4DiceRolled")).toBe(true);
    const gameState = (s: Ti4State) => s as unknown as GameState;
    expect(ti4RevealedSomething(gameState(before), gameState(after), events as unknown as GameEvent[])).toBe(
      true,
    );
    // The same span without its dice reveals nothing.
    expect(ti4RevealedSomething(gameState(before), gameState(before), [])).toBe(false);
  });

  it("takes the bots' answers back with the action, and the game stands where it did before it", async () => {
    const game = await newGame(1);
    const bea = players[1] as Actor;
    let before = await game.state();
    let actor = await game.step();
    const botsAfter = async () => {
      const entries = await game.entries();
      const at = entries.findLastIndex((e) => !isBotUser(e.actor));
      return entries.slice(at + 1);
    };
    // Play on until a human's action the bot answered, the whole span revealing nothing.
    const spanRevealed = async () => {
      const entries = await game.entries();
      const at = entries.findLastIndex((e) => !isBotUser(e.actor));
      const events = entries.slice(at).flatMap((e) => e.events as GameEvent[]);
      return ti4RevealedSomething(before as unknown as GameState, (await game.state()) as never, events);
    };
    for (let i = 0; i < MOST_ANSWERS && ((await botsAfter()).length === 0 || (await spanRevealed())); i++) {
      before = await game.state();
      actor = await game.step();
    }
    const answers = (await botsAfter()).map((e) => e.seq);
    expect(answers.length).toBeGreaterThan(0);
    if (actor.userId !== bea.userId) {
      const refused = await app.service.handle(game.place, bea, { kind: "undo" });
      expect(refused.error?.code).toBe("ERR_NOT_YOUR_ACTION");
    }
    const undone = await app.service.handle(game.place, actor, { kind: "undo" });
    expect(undone.error).toBeUndefined();
    expect(undone.publicText).toMatch(/taken back/);
    const entries = await game.entries();
    const undo = entries.findLast((e) => (e.command as { type?: string }).type === "undo");
    expect(undo?.command).toMatchObject({ type: "undo", bots: answers });
    expect(await game.state()).toEqual(before);
    expectExact(entries, await game.state());
  });

  it("refuses an undo after another player acted", async () => {
    const game = await newGame();
    let first = await game.step();
    let second = await game.step();
    while (second.userId === first.userId) {
      first = second;
      second = await game.step();
    }
    const refused = await app.service.handle(game.place, first, { kind: "undo" });
    expect(refused.error?.code).toBe("ERR_NOT_YOUR_ACTION");
    const version = (await game.stored()).version;
    expect((await game.stored()).version).toBe(version);
  });

  it("asks every other player's consent after a shuffle and a draw, keeps the action on a refusal, and undoes on consent", async () => {
    const game = await newGame();
    let before = await game.state();
    let actor = await game.step();
    for (let i = 0; i < MOST_ANSWERS && !rolled((await game.entries()).at(-1)); i++) {
      before = await game.state();
      actor = await game.step();
    }
    const acted = (await game.entries()).at(-1) as StoredEvent;
    expect(rolled(acted)).toBe(true);
    const others = players.filter((p) => p.userId !== actor.userId);
    const kept = await game.state();

    // A refusal: the action and its dice stand.
    const asked = await app.service.handle(game.place, actor, { kind: "undo" });
    expect(asked.error).toBeUndefined();
    expect(asked.publicText).toMatch(/revealed dice or hidden cards, so every other player must agree/);
    expect([...(asked.pings ?? [])].sort()).toEqual(others.map((p) => p.userId).sort());
    expect(await game.state()).toEqual(kept);
    const no = await app.service.handle(game.place, others[0] as Actor, {
      kind: "undoAnswer",
      consent: false,
    });
    expect(no.publicText).toMatch(/refuses the undo; the action stands/);
    expect(await game.state()).toEqual(kept);
    expect(effectiveEntries(await game.entries()).at(-1)?.seq).toBe(acted.seq);

    // Nobody but those asked answers; with everyone's consent the action goes back.
    await app.service.handle(game.place, actor, { kind: "undo" });
    const self = await app.service.handle(game.place, actor, { kind: "undoAnswer", consent: true });
    expect(self.error?.code).toBe("ERR_NO_UNDO_REQUEST");
    for (const p of others) {
      const yes = await app.service.handle(game.place, p, { kind: "undoAnswer", consent: true });
      expect(yes.error).toBeUndefined();
    }
    expect(await game.state()).toEqual(before);
    const entries = await game.entries();
    expect(entries.some((e) => (e.command as { type?: string }).type === "undo")).toBe(true);
    expectExact(entries, await game.state());
  });
});
