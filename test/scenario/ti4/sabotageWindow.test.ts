/**
 * The Sabotage window (LRR 2, 22; actionCards/play.ts, windows.ts): a Sabotage is an action card played
 * like any other, face up to the discard pile, and waits under a window of its own in which Instinct
 * Training (the Xxcha's, or a Nekro copy of it) may cancel it; then the card it answered still resolves.
 * Nobody answering, the Sabotage cancels that card. No Sabotage answers a Sabotage (our reading of its
 * text), so the window on a Sabotage asks only those who could answer it on public facts: whoever holds
 * a card, even a Sabotage, is not asked. A four-seat action phase (test/support/ti4Status.ts): P plays
 * Industrial Initiative on its turn, S holds Sabotage, X owns Instinct Training, Q holds a Bunker.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../src/app/ti4/narrate.ts";
import { type Ti4ActionCardId, type Ti4PlanetId, ti4Planet } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4PlayableCards } from "../../../src/engine/ti4/actionCards/play.ts";
import { SABOTAGE_ANSWERS_SABOTAGE } from "../../../src/engine/ti4/actionCards/windows.ts";
import { planetsAt, systemPositions } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { instinctTrainingRefused } from "../../../src/engine/ti4/factions/xxchaInstinctTraining.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../support/ti4GiveFaction.ts";
import { actionPhaseAllPlayed, CTX, type Played, send } from "../../support/ti4Status.ts";

type Player = Ti4State["players"][number];

function current(state: Ti4State): number {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top.current;
}

/** An industrial planet on the board nobody controls, outside the home systems. */
function freeIndustrialPlanet(s: Ti4State): Ti4PlanetId {
  for (const position of systemPositions(s)) {
    if (s.players.some((p) => p.home === position)) continue;
    for (const planet of planetsAt(s, position))
      if (ti4Planet(planet).traits.includes("industrial") && !s.players.some((p) => p.planets[planet]))
        return planet;
  }
  throw new Error("no free industrial planet on this board");
}

interface Table extends Played {
  p: number;
  s: number;
  x: number;
  q: number;
}

interface Hands {
  p?: Ti4ActionCardId[];
  s?: Ti4ActionCardId[];
  x?: Ti4ActionCardId[];
  q?: Ti4ActionCardId[];
}

/**
 * P's turn holding Industrial Initiative (and an industrial planet, so the card gains a trade good) and
 * `hands.p`; X is the Xxcha owning a ready Instinct Training with 2 strategy tokens (or whatever `edit`
 * makes of their sheet). Nobody else owns Instinct Training.
 */
function start(hands: Hands = {}, edit?: (x: Player, s: Ti4State) => void): Table {
  let p = -1;
  const at = actionPhaseAllPlayed(4, (s) => {
    p = current(s);
    const [x, q, sab] = [(p + 2) % 4, (p + 3) % 4, (p + 1) % 4];
    for (const player of s.players) player.technologies = player.technologies.filter((t) => t !== "it");
    const seatOf = {
      [p]: hands.p ?? [],
      [sab]: hands.s ?? ["sabo"],
      [x]: hands.x ?? [],
      [q]: hands.q ?? ["bunker"],
    };
    for (const player of s.players) player.secret.actionCards = [...(seatOf[player.seat] ?? [])];
    (s.players[p] as Player).secret.actionCards.push("industrial_initiative");
    (s.players[p] as Player).planets[freeIndustrialPlanet(s)] = { exhausted: false };
    giveFaction(s, x, "xxcha");
    const xxcha = s.players[x] as Player;
    xxcha.technologies.push("it");
    xxcha.tokens.strategy = 2;
    edit?.(xxcha, s);
  });
  return { ...at, p, s: (p + 1) % 4, x: (p + 2) % 4, q: (p + 3) % 4 };
}

function withSeats<T extends Table>(table: T, at: Played): T {
  return { ...table, ...at };
}

const asked = (s: Ti4State, seat: number) =>
  pendingDecisions<Ti4>(s)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind);

/** The open window's timing, whose card it watches, and who it still waits on (sorted). */
function windowOn(s: Ti4State) {
  const top = s.stack.at(-1);
  const below = s.stack.at(-2);
  if (top?.kind !== "ti4CardWindow") return null;
  return {
    timing: top.timing,
    card: below?.kind === "ti4ActionCardPlay" ? below.card : null,
    awaiting: [...top.awaiting].sort(),
  };
}

function playCard(at: Played, seat: number, card: Ti4ActionCardId): Played {
  return send(at, { type: "playActionCard", seat, card } as Ti4Command);
}

function refusal(at: Played, command: Ti4Command) {
  const before = structuredClone(at.state);
  const result = applyCommand<Ti4>(at.state, command, CTX);
  expect(at.state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

function replays(at: Played) {
  expect(replayLog<Ti4>(at.events)).toEqual(at.state);
}

/** P plays Industrial Initiative, S answers with Sabotage. */
function sabotaged(table: Table): Table {
  const played = playCard(table, table.p, "industrial_initiative");
  return withSeats(table, playCard(played, table.s, "sabo"));
}

describe("TI4 Sabotage window (LRR 2, 22)", () => {
  it("our reading: a Sabotage cannot be Sabotaged", () => {
    expect(SABOTAGE_ANSWERS_SABOTAGE).toBe(false);
  });

  it("Instinct Training cancels a Sabotage: the card it answered stays in its window, then resolves", () => {
    const table = start();
    const goods = table.state.players[table.p]?.tradeGoods as number;
    const played = playCard(table, table.p, "industrial_initiative");
    expect(windowOn(played.state)).toEqual({
      timing: "whenActionCardPlayed",
      card: "industrial_initiative",
      awaiting: [table.s, table.x, table.q].sort(),
    });
    const sabo = withSeats(table, playCard(played, table.s, "sabo"));
    // The Sabotage is face up in the discard pile, in its own frame under its own window, not resolved yet.
    expect(sabo.state.decks.action.discard.slice(-2)).toEqual(["industrial_initiative", "sabo"]);
    expect(sabo.state.stack.at(-2)).toMatchObject({
      kind: "ti4ActionCardPlay",
      seat: table.s,
      card: "sabo",
      play: { target: table.p },
      cancelled: false,
    });
    expect(windowOn(sabo.state)).toEqual({
      timing: "whenActionCardPlayed",
      card: "sabo",
      awaiting: [table.x],
    });
    expect(asked(sabo.state, table.x)).toEqual(["instinctTraining", "passCardWindow"]);
    expect(sabo.events.some((e) => e.type === "ti4ActionCardCancelled")).toBe(false);

    const cancelled = send(sabo, { type: "instinctTraining", seat: table.x });
    const xxcha = cancelled.state.players[table.x];
    expect(xxcha?.exhaustedTechnologies).toEqual(["it"]);
    expect(xxcha?.tokens.strategy).toBe(1);
    // Back in Industrial Initiative's window: Q (a card in hand) still may answer; S and X have nothing left.
    expect(windowOn(cancelled.state)).toEqual({
      timing: "whenActionCardPlayed",
      card: "industrial_initiative",
      awaiting: [table.q],
    });
    expect(narrateTi4(cancelled.events.slice(sabo.events.length), cancelled.state)).toContain(
      "Instinct Training cancels Sabotage.",
    );
    const done = send(cancelled, { type: "passCardWindow", seat: table.q });
    expect(done.state.players[table.p]?.tradeGoods).toBe(goods + 1);
    const resolved = done.events.filter((e) => e.type === "ti4ActionCardResolved");
    expect(resolved.map((e) => [e.card, e.applied])).toEqual([
      ["sabo", false],
      ["industrial_initiative", true],
    ]);
    expect(current(done.state)).not.toBe(table.p);
    replays(done);
  });

  it("a Sabotage nobody cancels cancels the card: both discarded, the turn's action given back", () => {
    const table = start();
    const goods = table.state.players[table.p]?.tradeGoods;
    const sabo = sabotaged(table);
    const passed = send(sabo, { type: "passCardWindow", seat: table.x });
    expect(passed.state.decks.action.discard.slice(-2)).toEqual(["industrial_initiative", "sabo"]);
    expect(passed.state.players[table.p]?.tradeGoods).toBe(goods);
    expect(passed.state.players[table.x]?.tokens.strategy).toBe(2);
    // LRR 22: the cancelled component action is given back; Q is not asked once the card is cancelled.
    expect(passed.state.stack.at(-1)).toMatchObject({
      kind: "ti4ActionPhase",
      current: table.p,
      acted: false,
    });
    const told = narrateTi4(passed.events.slice(sabo.events.length), passed.state);
    expect(told).toContain("Sabotage cancels Industrial Initiative.");
    replays(passed);
  });

  it("with nobody able to answer the Sabotage, it opens no window and cancels the card at once", () => {
    const table = start({}, (x) => {
      x.exhaustedTechnologies = ["it"];
    });
    const sabo = sabotaged(table);
    expect(sabo.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: table.p, acted: false });
    expect(sabo.events.filter((e) => e.type === "ti4ActionCardCancelled")).toHaveLength(1);
    replays(sabo);
  });

  it("after Instinct Training cancels one Sabotage, a second Sabotage may still cancel the card", () => {
    const table = start({ s: ["sabo", "sabo"] });
    const cancelled = send(sabotaged(table), { type: "instinctTraining", seat: table.x });
    expect(windowOn(cancelled.state)?.awaiting).toEqual([table.s, table.q].sort());
    // X's Instinct Training is exhausted: nobody may answer the second one, which resolves at once.
    const again = playCard(cancelled, table.s, "sabo");
    expect(again.state.stack.at(-1)).toMatchObject({
      kind: "ti4ActionPhase",
      current: table.p,
      acted: false,
    });
    expect(again.state.decks.action.discard.slice(-3)).toEqual(["industrial_initiative", "sabo", "sabo"]);
    replays(again);
  });

  it("keeps hands secret: on a Sabotage, only the public ability is asked, never a hand, Sabotage or not", () => {
    // P holds a Sabotage, Q a Bunker, S nothing more: none is asked about the Sabotage.
    const table = start({ p: ["sabo"] });
    const sabo = sabotaged(table);
    expect(windowOn(sabo.state)?.awaiting).toEqual([table.x]);
    for (const seat of [table.p, table.s, table.q]) expect(asked(sabo.state, seat)).toEqual([]);
    expect(ti4PlayableCards(sabo.state, table.p)).toEqual([]);
    // P may not Sabotage the Sabotage, and is told so only as one not asked now.
    expect(refusal(sabo, { type: "playActionCard", seat: table.p, card: "sabo" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
  });

  it("an Xxcha holding cards is asked as anyone holding cards is; a Sabotage of theirs is refused by rule", () => {
    const table = start({ x: ["sabo"] });
    const sabo = sabotaged(table);
    expect(asked(sabo.state, table.x)).toEqual(["instinctTraining", "playActionCard", "passCardWindow"]);
    expect(ti4PlayableCards(sabo.state, table.x)).toEqual([]);
    expect(refusal(sabo, { type: "playActionCard", seat: table.x, card: "sabo" })).toEqual([
      "ERR_TI4_SABOTAGE_ON_SABOTAGE",
      "LRR 2",
    ]);
  });

  it("refuses Instinct Training on one's own Sabotage, without a token, or without the card", () => {
    // Q is a Nekro with a copy of Instinct Training, so the window on a Sabotage opens for them.
    const nekroQ = (x: Player, s: Ti4State) => {
      const q = (x.seat + 1) % 4;
      giveFaction(s, q, "nekro");
      const player = s.players[q] as Player;
      player.technologies = ["vax"];
      player.assimilated = { vax: "it" };
      player.tokens.strategy = 1;
    };
    // X sabotages P's card: the Sabotage is X's own, not X's to cancel.
    const own = start({ s: [], x: ["sabo"] }, nekroQ);
    const played = playCard(own, own.p, "industrial_initiative");
    const xsabo = playCard(played, own.x, "sabo");
    expect(windowOn(xsabo.state)).toMatchObject({ card: "sabo", awaiting: [own.q] });
    const window = { timing: "whenActionCardPlayed" as const, about: own.x };
    expect(instinctTrainingRefused(xsabo.state, own.x, window)).toMatchObject({
      code: "ERR_TI4_OWN_CARD",
      rule: "LRR 2",
    });
    expect(refusal(xsabo, { type: "instinctTraining", seat: own.x })?.[0]).toBe("ERR_NOT_YOUR_TURN");

    // X with an empty strategy pool: not asked (no card in hand either); the rule names the pool.
    const poor = start({}, (x, s) => {
      x.tokens.strategy = 0;
      nekroQ(x, s);
    });
    const sabo = sabotaged(poor);
    expect(windowOn(sabo.state)).toMatchObject({ card: "sabo", awaiting: [poor.q] });
    const about = { timing: "whenActionCardPlayed" as const, about: poor.s };
    expect(instinctTrainingRefused(sabo.state, poor.x, about)).toMatchObject({
      code: "ERR_TI4_NO_STRATEGY_TOKEN",
      rule: "LRR 20",
    });
    expect(instinctTrainingRefused(sabo.state, poor.p, about)).toMatchObject({
      code: "ERR_TI4_INSTINCT_TRAINING_NOT_READY",
      rule: "LRR 34",
    });
    // Q's copy cancels the Sabotage; a second use has nothing ready left.
    const cancelled = send(sabo, { type: "instinctTraining", seat: poor.q });
    expect(cancelled.state.players[poor.q]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(
      instinctTrainingRefused(cancelled.state, poor.q, { timing: "whenActionCardPlayed", about: poor.p })
        ?.code,
    ).toBe("ERR_TI4_INSTINCT_TRAINING_NOT_READY");
    replays(cancelled);
  });

  it("the card itself in a non-Xxcha's play area does not answer: Instinct Training is the Xxcha's (or a copy)", () => {
    const table = start({}, (x, s) => {
      x.technologies = x.technologies.filter((t) => t !== "it");
      (s.players[(x.seat + 1) % 4] as Player).technologies.push("it");
      (s.players[(x.seat + 1) % 4] as Player).tokens.strategy = 2;
    });
    const sabo = sabotaged(table);
    // Q owns the card without being the Xxcha: not asked, and the Sabotage resolves at once.
    expect(sabo.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    const played = playCard(table, table.p, "industrial_initiative");
    expect(
      instinctTrainingRefused(played.state, table.q, { timing: "whenActionCardPlayed", about: table.p })
        ?.code,
    ).toBe("ERR_TI4_INSTINCT_TRAINING_NOT_READY");
  });

  it("the Nekro with a copy of Instinct Training cancels a Sabotage, exhausting the assimilator card", () => {
    const nekro = (x: Player, s: Ti4State) => {
      giveFaction(s, x.seat, "nekro");
      x.technologies = ["vax"];
      x.assimilated = { vax: "it" };
    };
    const table = start({}, nekro);
    const goods = table.state.players[table.p]?.tradeGoods as number;
    const sabo = sabotaged(table);
    expect(asked(sabo.state, table.x)).toEqual(["instinctTraining", "passCardWindow"]);
    const cancelled = send(sabo, { type: "instinctTraining", seat: table.x });
    expect(cancelled.state.players[table.x]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(cancelled.state.players[table.x]?.tokens.strategy).toBe(1);
    const done = send(cancelled, { type: "passCardWindow", seat: table.q });
    expect(done.state.players[table.p]?.tradeGoods).toBe(goods + 1);
    replays(done);

    // The token without the assimilator card, or the card exhausted: no copy to use, so not asked.
    for (const edit of [
      (x: Player) => {
        x.technologies = [];
      },
      (x: Player) => {
        x.exhaustedTechnologies = ["vax"];
      },
    ]) {
      const none = start({}, (x, s) => {
        nekro(x, s);
        edit(x);
      });
      const at = sabotaged(none);
      expect(at.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    }
  });

  it("the bot's Xxcha cancels a Sabotage of its own card and lets one on another player's card be", () => {
    // The Xxcha plays the card on its own turn: the Sabotage names them, and their bot cancels it.
    let p = -1;
    const at = actionPhaseAllPlayed(4, (s) => {
      p = current(s);
      for (const player of s.players) player.secret.actionCards = [];
      (s.players[p] as Player).secret.actionCards = ["industrial_initiative"];
      (s.players[(p + 1) % 4] as Player).secret.actionCards = ["sabo"];
      giveFaction(s, p, "xxcha");
      (s.players[p] as Player).technologies.push("it");
      (s.players[p] as Player).tokens.strategy = 1;
    });
    const sabo = playCard(playCard(at, p, "industrial_initiative"), (p + 1) % 4, "sabo");
    expect(windowOn(sabo.state)).toMatchObject({ card: "sabo", awaiting: [p] });
    expect(ti4BotMove(sabo.state, p, CTX)?.command).toEqual({ type: "instinctTraining", seat: p });
    // Another player's card sabotaged: not the bot's business, it passes.
    const other = sabotaged(start());
    expect(ti4BotMove(other.state, other.x, CTX)?.command).toEqual({ type: "passCardWindow", seat: other.x });
  });
});
