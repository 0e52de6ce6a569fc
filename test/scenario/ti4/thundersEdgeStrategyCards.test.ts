/**
 * Thunder's Edge's revised Construction and Warfare (TE "Expansion Integration": they replace the base
 * cards; the texts are the revised cards', TE "Clarifications" for Warfare). A game without the box plays
 * the base cards (strategyCards.test.ts); here the same table with and without Thunder's Edge.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = [
  "construction",
  "warfare",
  "leadership",
  "technology",
  "trade",
  "diplomacy",
  "politics",
  "imperial",
];

interface Game {
  state: Ti4State;
  events: Ti4Event[];
}

function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** The action phase of a four-player table, the holder of `card` on turn (the log starts from it). */
function onTurnWith(card: string, te = true): { game: Game; seat: number } {
  let { state } = finishSetup(create(4, { boxes: te ? ["base", "te"] : ["base"] }, "te-2"));
  for (const picked of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: picked as never }).state;
  }
  const seat = state.players.findIndex((p) => p.strategyCards.some((c) => c.card === card));
  const draft = structuredClone(state);
  const top = draft.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") top.current = seat;
  const game = { state: draft, events: [{ type: "gameCreated" as const, state: structuredClone(draft) }] };
  return { game: step(game, { type: "strategicAction", seat, card: card as never }), seat };
}

function kinds(state: Ti4State): string[] {
  return pendingDecisions<Ti4>(state).map((d) => d.kind);
}

/** The seat's first home planet, cleared of its PDS so two may go there. */
function clearedHomePlanet(game: Game, seat: number): { game: Game; planet: Ti4PlanetId } {
  const state = structuredClone(game.state);
  const home = state.players[seat]?.home as string;
  const planet = Object.keys(state.board[home]?.planets ?? {})[0] as Ti4PlanetId;
  for (const force of state.board[home]?.planets[planet] ?? [])
    if (force.seat === seat) delete force.units.pds;
  return { game: { state, events: [{ type: "gameCreated", state: structuredClone(state) }] }, planet };
}

function botUntilCardDone(game: Game): Game {
  let next = game;
  for (let i = 0; i < 300; i++) {
    if (!next.state.stack.some((f) => f.kind === "ti4StrategicAction")) return next;
    const decision = pendingDecisions<Ti4>(next.state)[0];
    if (!decision) throw new Error("the strategic action waits for nobody");
    const legal = ti4Answers(next.state, decision).find((c) => applyCommand<Ti4>(next.state, c, CTX).ok);
    if (!legal) throw new Error(`no legal bot answer to ${decision.kind}`);
    next = step(next, legal);
  }
  throw new Error("the strategic action never ended");
}

describe("Construction, revised (TE Expansion Integration)", () => {
  it("places a structure, then another; one alone is refused while a second still fits", () => {
    const { game: started, seat } = onTurnWith("construction");
    expect(kinds(started.state)).toEqual(["constructRevised"]);
    const { game, planet } = clearedHomePlanet(started, seat);
    expect(
      refusal(game.state, { type: "constructRevised", seat, structures: [{ planet, unit: "pds" }] }),
    ).toEqual(["ERR_TI4_CONSTRUCTION_REVISED", "TE Construction"]);
    const after = step(game, {
      type: "constructRevised",
      seat,
      structures: [
        { planet, unit: "pds" },
        { planet, unit: "pds" },
      ],
    });
    const home = after.state.players[seat]?.home as string;
    const mine = after.state.board[home]?.planets[planet]?.find((f) => f.seat === seat);
    expect(mine?.units.pds).toBe(2);
    // The secondary is offered next; no token goes into a system when it is used.
    expect(kinds(after.state)).toContain("useSecondary");
    const done = botUntilCardDone(after);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("may use a space dock's PRODUCTION first, the second structure waiting under it", () => {
    const { game, seat } = onTurnWith("construction");
    const home = game.state.players[seat]?.home as string;
    expect(refusal(game.state, { type: "constructRevised", seat, produceAt: "000", structures: [] })).toEqual(
      ["ERR_TI4_CONSTRUCTION_REVISED", "TE Construction"],
    );
    const after = step(game, { type: "constructRevised", seat, produceAt: home, structures: [] });
    expect(after.state.stack.at(-1)).toEqual({
      kind: "ti4Production",
      seat,
      system: home,
      reason: "construction",
    });
    expect(after.state.stack.at(-2)).toEqual({
      kind: "ti4RevisedConstruction",
      seat,
      part: "afterProduction",
    });
    const done = botUntilCardDone(after);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("plays the base card in a game without Thunder's Edge", () => {
    const { game } = onTurnWith("construction", false);
    expect(kinds(game.state)).toEqual(["construct"]);
  });
});

describe("Warfare, revised (TE Expansion Integration, TE Clarifications)", () => {
  it("redistributes, takes a tactical action with no token placed even where one lies, then redistributes", () => {
    const { game: started, seat } = onTurnWith("warfare");
    const home = started.state.players[seat]?.home as string;
    // The holder's own token already in the home system: it may still be activated by the card.
    const state = structuredClone(started.state);
    state.board[home]?.commandTokens.push(seat);
    let game: Game = { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
    expect(kinds(game.state)).toEqual(["arrangeCommandTokens"]);
    const t = game.state.players[seat]?.tokens as { tactic: number; fleet: number; strategy: number };
    game = step(game, { type: "arrangeCommandTokens", seat, ...t });
    expect(kinds(game.state)).toEqual(["warfareActivate"]);
    expect(refusal(game.state, { type: "warfareActivate", seat, system: "999" })).toEqual([
      "ERR_TI4_NO_SYSTEM",
      "TE Warfare",
    ]);
    const tokensBefore = game.state.board[home]?.commandTokens.length;
    const before = game.events.length;
    game = step(game, { type: "warfareActivate", seat, system: home });
    const added = game.events.slice(before).map((e) => e.type);
    expect(added).toContain("ti4SystemActivated");
    expect(added).not.toContain("ti4CommandTokenPlaced");
    expect(game.state.board[home]?.commandTokens.length).toBe(tokensBefore);
    expect(game.state.players[seat]?.tokens).toEqual(t);
    expect(game.state.stack.some((f) => f.kind === "ti4Tactical")).toBe(true);
    // TE Clarifications: whatever becomes of the tactical action, the rest of the card resolves: the
    // redistribution after it, then the secondaries.
    let sawAfter = false;
    for (let i = 0; i < 300 && game.state.stack.some((f) => f.kind === "ti4StrategicAction"); i++) {
      const decision = pendingDecisions<Ti4>(game.state)[0];
      if (!decision) throw new Error("waits for nobody");
      if (decision.kind === "arrangeCommandTokens" && !game.state.stack.some((f) => f.kind === "ti4Tactical"))
        sawAfter = true;
      const legal = ti4Answers(game.state, decision).find((c) => applyCommand<Ti4>(game.state, c, CTX).ok);
      if (!legal) throw new Error(`no legal bot answer to ${decision.kind}`);
      game = step(game, legal);
    }
    expect(sawAfter).toBe(true);
    // The card is done: the turn ends (with the expedition offered at its end, when a slice is payable).
    expect(["ti4ActionPhase", "ti4ExpeditionOffer"]).toContain(game.state.stack.at(-1)?.kind);
    expect(game.state.stack.some((f) => f.kind === "ti4StrategicAction")).toBe(false);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });

  it("plays the base card in a game without Thunder's Edge", () => {
    const { game } = onTurnWith("warfare", false);
    expect(kinds(game.state)).not.toContain("warfareActivate");
  });
});
