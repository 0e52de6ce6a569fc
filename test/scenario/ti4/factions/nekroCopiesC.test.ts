/**
 * Nekro Virus copies (Valefar Assimilators; LRR 90.16-90.22) of Jol-Nar's Spatial Conduit Cylinders and
 * E-Res Siphons, the Winnu's Lazax Gate Folding and Hegemonic Trade Policy, and the Xxcha's Nullification
 * Field: with an assimilator token on the technology (and its card owned) the Nekro use it as its faction
 * would, and the assimilator card is what gets exhausted; without the token they do not have it. Tactical
 * positions: seat 3 at home 310, adjacent to 207, 309 and 311 (test/support/ti4Tactical.ts).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { mecatolPosition, ti4Neighbours, ti4NeighboursFor } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { TI4_ASSIMILABLE_TECHNOLOGIES } from "../../../../src/engine/ti4/technology/owned.ts";
import { activateQuietly, play } from "../../../support/ti4.ts";
import { answer, refusal } from "../../../support/ti4FactionBoard.ts";
import { factionGame, homeOf } from "../../../support/ti4Factions.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { send } from "../../../support/ti4Status.ts";
import { CTX, HOME, learnFor, position, put, SEAT, space, tile } from "../../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];
type Assimilated = Player["assimilated"];

/** Makes `seat` the Nekro owning only Valefar Assimilator X, its token on `copied` (or on nothing). */
function nekro(s: Ti4State, seat: number, copied?: NonNullable<Assimilated>["vax"]): void {
  giveFaction(s, seat, "nekro");
  const player = s.players[seat] as Player;
  player.technologies = ["vax"];
  if (copied) player.assimilated = { vax: copied };
  else delete player.assimilated;
}

const kinds = (s: Ti4State) => pendingDecisions<Ti4>(s).map((d) => d.kind);

/** Plays the commands in turn; each must be accepted; the whole stretch must replay. */
function playAll(s: Ti4State, commands: Ti4Command[]): { state: Ti4State; events: Ti4Event[] } {
  let state = s;
  const events: Ti4Event[] = [];
  for (const command of commands) {
    const done = applyCommand<Ti4>(state, command, CTX);
    if (!done.ok) throw new Error(done.error.message);
    state = done.state;
    events.push(...done.events);
  }
  expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...events])).toEqual(state);
  return { state, events };
}

it("the five technologies may be copied", () => {
  for (const id of ["scc", "ers", "lgf", "htp", "nf"] as const)
    expect(TI4_ASSIMILABLE_TECHNOLOGIES).toContain(id);
});

describe("Nekro copy: Spatial Conduit Cylinders (Jol-Nar)", () => {
  const TARGET = "000";

  /** A system at least 3 steps from Mecatol Rex's: out of a dreadnought's reach. */
  function far(s: Ti4State): string {
    const near = new Set([TARGET, ...ti4Neighbours(s, TARGET)]);
    for (const p of [...near]) for (const q of ti4Neighbours(s, p)) near.add(q);
    return !near.has(HOME) ? HOME : (Object.keys(s.board).find((p) => !near.has(p)) ?? "");
  }

  /** The active Nekro (seat 3) with a dreadnought far away and a destroyer in Mecatol Rex's system. */
  function board(copied: boolean): { s: Ti4State; from: string } {
    let from = "";
    const s = position((draft) => {
      nekro(draft, SEAT, copied ? "scc" : undefined);
      from = far(draft);
      put(draft, from, { dreadnought: 1 });
      put(draft, TARGET, { destroyer: 1 });
    });
    return { s, from };
  }

  it("is offered after the Nekro activate a system with their units; used, it exhausts the assimilator", () => {
    const { s, from } = board(true);
    const activated = playAll(s, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    const decision = pendingDecisions<Ti4>(activated.state)[0];
    expect(decision).toMatchObject({ kind: "spatialConduit", seat: SEAT });
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(activated.state, decision)[0]).toEqual({
      type: "spatialConduit",
      seat: SEAT,
      use: true,
    });
    const moves = [{ from, units: { dreadnought: 1 }, path: [] }];
    const done = playAll(activated.state, [
      { type: "spatialConduit", seat: SEAT, use: true },
      { type: "moveShips", seat: SEAT, moves },
    ]);
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "vax" });
    expect(done.state.players[SEAT]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(space(done.state, TARGET).dreadnought).toBe(1);
  });

  it("is not offered to the Nekro without the token on it", () => {
    const { s, from } = board(false);
    const activated = playAll(s, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    expect(kinds(activated.state)).not.toContain("spatialConduit");
    const moves = [{ from, units: { dreadnought: 1 }, path: [] }];
    expect(applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX).ok).toBe(false);
  });
});

describe("Nekro copy: E-Res Siphons (Jol-Nar)", () => {
  const NEKRO = 1;
  const siphoning = (copied: boolean) =>
    position((s) => {
      nekro(s, NEKRO, copied ? "ers" : undefined);
      (s.players[NEKRO] as Player).tradeGoods = 0;
      put(s, "207", { cruiser: 1 }, NEKRO);
    });

  it("gives the Nekro 4 trade goods when another player activates a system with their ships", () => {
    const s = siphoning(true);
    const done = answer(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(done.state.players[NEKRO]?.tradeGoods).toBe(4);
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: NEKRO, technology: "vax" });
    expect(done.state.players[NEKRO]?.exhaustedTechnologies).toEqual(["vax"]);
  });

  it("gives nothing without the token, nor with the assimilator card exhausted", () => {
    const bare = answer(siphoning(false), { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(bare.state.players[NEKRO]?.tradeGoods).toBe(0);
    const spent = siphoning(true);
    (spent.players[NEKRO] as Player).exhaustedTechnologies = ["vax"];
    const again = answer(spent, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(again.state.players[NEKRO]?.tradeGoods).toBe(0);
  });
});

describe("Nekro copy: Lazax Gate Folding (Winnu)", () => {
  const atTurn = (copied: boolean, holdsMecatol: boolean) =>
    position((s) => {
      nekro(s, SEAT, copied ? "lgf" : undefined);
      if (holdsMecatol) (s.players[SEAT] as Player).planets.mecatolrex = { exhausted: false };
    });

  const infantryOnMecatol = (s: Ti4State) => {
    const at = mecatolPosition(s) as string;
    return (s.board[at]?.planets.mecatolrex ?? []).find((f) => f.seat === SEAT)?.units.infantry ?? 0;
  };

  it("its action puts 1 Nekro infantry on Mecatol Rex they control, exhausting the assimilator", () => {
    const s = atTurn(true, true);
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "lazaxGateFolding");
    if (!decision) throw new Error("not offered");
    expect(ti4Answers(s, decision)).toEqual([{ type: "lazaxGateFolding", seat: SEAT }]);
    const done = answer(s, { type: "lazaxGateFolding", seat: SEAT });
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "vax" });
    expect(infantryOnMecatol(done.state)).toBe(1);
    expect(kinds(done.state)).not.toContain("lazaxGateFolding");
  });

  it("without the token, its action is neither offered nor accepted", () => {
    const s = atTurn(false, true);
    expect(kinds(s)).not.toContain("lazaxGateFolding");
    expect(refusal(s, { type: "lazaxGateFolding", seat: SEAT })).toEqual(["ERR_NOT_NOW", "Mecatol"]);
  });

  it("joins Mecatol Rex to the wormhole systems for the Nekro while it is not theirs, only with the token", () => {
    let alpha = "";
    const edit = (s: Ti4State) => {
      const mecatol = mecatolPosition(s) as string;
      const homes = s.players.map((p) => p.home);
      const near = new Set([mecatol, ...ti4Neighbours(s, mecatol)]);
      alpha = Object.keys(s.galaxy).find((p) => !near.has(p) && !homes.includes(p)) as string;
      tile(s, alpha, "39");
    };
    const copied = atTurn(true, false);
    edit(copied);
    const mecatol = mecatolPosition(copied) as string;
    expect(ti4NeighboursFor(copied, SEAT, mecatol)).toContain(alpha);
    expect(ti4NeighboursFor(copied, SEAT, alpha)).toContain(mecatol);
    const bare = atTurn(false, false);
    edit(bare);
    expect(ti4NeighboursFor(bare, SEAT, mecatol)).not.toContain(alpha);
    const held = atTurn(true, true);
    edit(held);
    expect(ti4NeighboursFor(held, SEAT, mecatol)).not.toContain(alpha);
  });
});

describe("Nekro copy: Hegemonic Trade Policy (Winnu)", () => {
  const NEKRO = 0;

  /** The Nekro's production step at home, controlling Mecatol Rex (1 resource, 6 influence) too. */
  function atProduction(copied: boolean) {
    const at = factionGame(["nekro", "hacan", "xxcha"], NEKRO, (s) => {
      const player = s.players[NEKRO] as Player;
      if (copied) player.assimilated = { vax: "htp" };
      player.tradeGoods = 0;
      player.planets.mecatolrex = { exhausted: false };
      // Room in the fleet pool for a dreadnought beside the home fleet (LRR 37).
      player.tokens.fleet = 5;
    });
    const activated = activateQuietly(at.state, NEKRO, homeOf(at.state, NEKRO));
    expect(activated.state.stack.at(-1)?.kind).toBe("ti4Production");
    return { state: activated.state, events: [...at.events, ...activated.events] };
  }

  const DREADNOUGHT: Ti4Command = {
    type: "produceUnits",
    seat: NEKRO,
    units: { dreadnought: 1 },
    payment: { planets: ["mecatolrex"], tradeGoods: 0 },
  };

  it("swaps a Nekro planet's values for that production, exhausting the assimilator; the bot takes it", () => {
    const at = atProduction(true);
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "hegemonicTradePolicy", seat: NEKRO });
    expect(decision?.choices).toContain("mecatolrex");
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(at.state, decision)).toEqual([
      { type: "hegemonicTradePolicy", seat: NEKRO, planet: "mecatolrex" },
    ]);
    // LRR 75: Mecatol Rex's 1 resource does not pay a dreadnought (4).
    expect(refusal(at.state, DREADNOUGHT)).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    const swapped = send(at, { type: "hegemonicTradePolicy", seat: NEKRO, planet: "mecatolrex" });
    expect(swapped.state.players[NEKRO]?.exhaustedTechnologies).toEqual(["vax"]);
    const built = send(swapped, DREADNOUGHT);
    expect(built.state.players[NEKRO]?.planets.mecatolrex).toEqual({ exhausted: true });
    expect(replayLog<Ti4>(built.events)).toEqual(built.state);
  });

  it("is not offered to the Nekro without the token", () => {
    const at = atProduction(false);
    expect(kinds(at.state)).not.toContain("hegemonicTradePolicy");
    expect(refusal(at.state, { type: "hegemonicTradePolicy", seat: NEKRO, planet: "mecatolrex" })?.[0]).toBe(
      "ERR_NOT_NOW",
    );
  });
});

describe("Nekro copy: Nullification Field (Xxcha)", () => {
  const NEKRO = 1;
  const XXCHA = 2;
  const guarded = (copied: boolean, edit?: (s: Ti4State) => void) =>
    position((s) => {
      nekro(s, NEKRO, copied ? "nf" : undefined);
      put(s, "207", { cruiser: 1 }, NEKRO);
      put(s, HOME, { carrier: 1 });
      edit?.(s);
    });

  it("ends the active player's turn for the Nekro's strategy token, exhausting the assimilator", () => {
    const s = guarded(true);
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    const decision = pendingDecisions<Ti4>(activated.state)[0];
    expect(decision).toMatchObject({ kind: "nullificationField", seat: NEKRO });
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(activated.state, decision)).toContainEqual({
      type: "nullificationField",
      seat: NEKRO,
      use: true,
    });
    const tokens = s.players[NEKRO]?.tokens.strategy as number;
    const ended = play(activated.state, { type: "nullificationField", seat: NEKRO, use: true });
    expect(ended.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: NEKRO, technology: "vax" });
    expect(ended.state.players[NEKRO]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(ended.state.players[NEKRO]?.tokens.strategy).toBe(tokens - 1);
    expect(space(ended.state, HOME)).toEqual({ carrier: 1 });
    expect(ended.state.stack).toHaveLength(1);
    const log: Ti4["event"][] = [{ type: "gameCreated", state: s }, ...activated.events, ...ended.events];
    expect(replayLog<Ti4>(log)).toEqual(ended.state);
  });

  it("is not offered to the Nekro without the token", () => {
    const activated = play(guarded(false), { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(kinds(activated.state)).toEqual(["moveShips"]);
  });

  it("beside the Xxcha's own: each is asked; one used ends the turn and closes the other's window", () => {
    const both = guarded(true, (s) => {
      giveFaction(s, XXCHA, "xxcha");
      learnFor(s, XXCHA, "nf");
      put(s, "207", { cruiser: 1 }, XXCHA);
    });
    const activated = play(both, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(pendingDecisions<Ti4>(activated.state)[0]).toMatchObject({
      kind: "nullificationField",
      seat: XXCHA,
    });
    const xxchaTokens = both.players[XXCHA]?.tokens.strategy as number;
    const nekroTokens = both.players[NEKRO]?.tokens.strategy as number;
    const ended = play(activated.state, { type: "nullificationField", seat: XXCHA, use: true });
    expect(ended.state.stack).toHaveLength(1);
    expect(ended.state.players[XXCHA]?.tokens.strategy).toBe(xxchaTokens - 1);
    expect(ended.state.players[NEKRO]?.tokens.strategy).toBe(nekroTokens);
    expect(ended.state.players[NEKRO]?.exhaustedTechnologies ?? []).toEqual([]);
    // Declined by the Xxcha, the Nekro are asked next.
    const declined = play(activated.state, { type: "nullificationField", seat: XXCHA, use: false });
    expect(pendingDecisions<Ti4>(declined.state)[0]).toMatchObject({
      kind: "nullificationField",
      seat: NEKRO,
    });
    const nekroEnded = play(declined.state, { type: "nullificationField", seat: NEKRO, use: true });
    expect(nekroEnded.state.stack).toHaveLength(1);
    expect(nekroEnded.state.players[NEKRO]?.exhaustedTechnologies).toEqual(["vax"]);
  });
});
