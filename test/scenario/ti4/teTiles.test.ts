/**
 * Thunder's Edge tiles' rules (issue #27): space stations (TE "Space Stations"), the entropic scar (TE
 * "Entropic Scar Anomaly"), dual specialties (TE "Dual Specialties") and dual traits (TE "Dual Planet
 * Traits"). Each scene stages a TE tile on the board of a Thunder's Edge game, plays through the kernel,
 * and replays the log.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { commodityValue } from "../../../src/engine/ti4/economy/commodityValue.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { bombardmentUnits, shielded } from "../../../src/engine/ti4/invasion/reads.ts";
import { producersIn } from "../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { cannonDice } from "../../../src/engine/ti4/tactical/spaceCannon.ts";
import { researchable } from "../../../src/engine/ti4/technology/research.ts";
import { unitAbilitiesVoid } from "../../../src/engine/ti4/thundersEdge/entropicScar.ts";
import { scarTechnologyOpen } from "../../../src/engine/ti4/thundersEdge/scarTechnology.ts";
import { whyNotPropose } from "../../../src/engine/ti4/transactions/transactions.ts";
import { activateQuietly, create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
type Game = { state: Ti4State; events: Ti4Event[] };

/** A game at its action phase, Thunder's Edge in play or not, every strategy card picked by the bot. */
function actionPhase(boxes: readonly ("base" | "pok" | "te")[]): Ti4State {
  let { state } = finishSetup(create(4, { boxes: [...boxes] as never }, "te-tiles"));
  for (let i = 0; i < 40 && state.phase === "strategy"; i++) {
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) break;
    const [command] = ti4Answers(state, decision);
    if (!command) throw new Error(`no answer to ${decision.kind}`);
    state = play(state, command).state;
  }
  return state;
}

/** The state edited for a scene, logged as the game's start so the replay begins there. */
function staged(state: Ti4State, edit: (draft: Ti4State) => void): Game {
  const draft = structuredClone(state);
  edit(draft);
  return { state: draft, events: [{ type: "gameCreated", state: structuredClone(draft) }] };
}

/** A position that is nobody's home and holds nobody's units: the scene's tile goes there. */
function openPosition(state: Ti4State): string {
  const homes = new Set(state.players.map((p) => p.home));
  const found = Object.keys(state.galaxy).find(
    (p) => !homes.has(p) && p !== "000" && !state.galaxy[p]?.tile.match(/^\d+[AB]$/) && !state.board[p],
  );
  if (!found) throw new Error("no open position");
  return found;
}

function turnOf(draft: Ti4State, seat: number): void {
  const top = draft.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") top.current = seat;
}

function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

function replays(game: Game): void {
  expect(replayLog<Ti4>(game.events)).toEqual(game.state);
}

/** Activates `position` for `seat` and answers nothing until the action is over. */
function quietAction(game: Game, seat: number, position: string): Game {
  const done = activateQuietly(game.state, seat, position, "ti4ActionPhase");
  let out = { state: done.state, events: [...game.events, ...done.events] };
  for (let i = 0; i < 10 && out.state.stack.at(-1)?.kind !== "ti4ActionPhase"; i++) {
    const decision = pendingDecisions<Ti4>(out.state)[0];
    if (!decision) break;
    // The Thunder's Edge expedition offered at the end of the turn: declined.
    const [command] =
      decision.kind === "commitToExpedition"
        ? [{ type: "declineExpedition" as const, seat: decision.seat }]
        : ti4Answers(out.state, decision);
    if (!command) break;
    out = step(out, command);
  }
  return out;
}

describe("space stations (TE Space Stations)", () => {
  it("go to the only player with ships in their system, exhausted, kept when the ships leave, taken by another", () => {
    const start = actionPhase(["base", "pok", "te"]);
    const position = openPosition(start);
    const [a, b] = [0, 1];
    let game = staged(start, (draft) => {
      draft.galaxy = { ...draft.galaxy, [position]: { tile: "109" } };
      draft.board[position] = { space: [{ seat: a, units: { cruiser: 1 } }], planets: {}, commandTokens: [] };
      draft.players[a]!.commodities = 0;
      turnOf(draft, a);
    });
    const before = commodityValue(game.state, a);
    game = quietAction(game, a, position);
    // Gained exhausted, spent and readied like a planet's card; +1 commodity value per station.
    expect(game.state.players[a]?.planets.tsionstation).toEqual({ exhausted: true });
    expect(commodityValue(game.state, a)).toBe(before + 1);
    replays(game);
    // A station is no planet: neither a vote (TE Space Stations) nor a place for ground forces.
    game = staged(game.state, (draft) => {
      draft.players[a]!.planets.tsionstation = { exhausted: false };
      draft.players[a]!.commodities = 2;
      // The ships leave: the station stays theirs.
      draft.board[position]!.space = [{ seat: b, units: { destroyer: 1 } }];
      turnOf(draft, b);
    });
    expect(game.state.players[a]?.planets.tsionstation).toBeDefined();
    // At any time: exhaust it to turn commodities into trade goods.
    const goods = game.state.players[a]!.tradeGoods;
    game = step(game, { type: "exhaustStation", seat: a, station: "tsionstation" });
    expect(game.state.players[a]?.commodities).toBe(0);
    expect(game.state.players[a]?.tradeGoods).toBe(goods + 2);
    expect(refusal(game.state, { type: "exhaustStation", seat: a, station: "tsionstation" })).toEqual([
      "ERR_TI4_STATION_EXHAUSTED",
      "TE Space Stations",
    ]);
    expect(refusal(game.state, { type: "exhaustStation", seat: b, station: "tsionstation" })).toEqual([
      "ERR_TI4_NOT_YOUR_STATION",
      "TE Space Stations",
    ]);
    // Another player alone with ships there takes it from them.
    game = quietAction(game, b, position);
    expect(game.state.players[b]?.planets.tsionstation).toEqual({ exhausted: true });
    expect(game.state.players[a]?.planets.tsionstation).toBeUndefined();
    replays(game);
  });

  it("let two station holders trade though they are not neighbours", () => {
    const start = actionPhase(["base", "pok", "te"]);
    const homes = start.players.map((p) => p.home);
    const game = staged(start, (draft) => {
      draft.players[0]!.planets.tsionstation = { exhausted: false };
      draft.players[2]!.planets.oluzstation = { exhausted: false };
      draft.players[0]!.tradeGoods = 3;
      turnOf(draft, 0);
    });
    const offer = { tradeGoods: 1, commodities: 0, promissoryNote: null, actionCards: [] };
    const none = { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [] };
    // Seats 0 and 2 sit apart (their homes are not neighbours in a 4-player galaxy).
    expect(homes[0]).not.toBe(homes[2]);
    expect(whyNotPropose(game.state, 0, 2, offer, none)).toBeUndefined();
    const without = staged(start, (draft) => {
      draft.players[0]!.tradeGoods = 3;
      turnOf(draft, 0);
    });
    expect(whyNotPropose(without.state, 0, 2, offer, none)?.code).toBe("ERR_TI4_NOT_NEIGHBOURS");
    // A station's card is no vote (TE Space Stations): the agenda's refusal is checked in agenda/module.ts.
  });
});

describe("the entropic scar (TE Entropic Scar Anomaly)", () => {
  it("voids unit abilities by and against units inside it, in a TE game only", () => {
    const te = actionPhase(["base", "pok", "te"]);
    const position = openPosition(te);
    const scar = staged(te, (draft) => {
      draft.galaxy = { ...draft.galaxy, [position]: { tile: "116" } };
      draft.board[position] = {
        space: [{ seat: 0, units: { dreadnought: 1, carrier: 1 } }],
        planets: { lemox: [{ seat: 1, units: { infantry: 1, pds: 1, spaceDock: 1 } }] },
        commandTokens: [],
      };
    }).state;
    expect(unitAbilitiesVoid(scar, null, position)).toBe(true);
    // Bombardment, planetary shield, space cannon, production: none inside the scar.
    expect(bombardmentUnits(scar, 0, position)).toEqual({});
    expect(shielded(scar, 0, position, "lemox")).toBe(false);
    expect(cannonDice(scar, 1, position)).toEqual([]);
    expect(producersIn(scar, 1, position).total).toBe(0);
  });
});

describe("dual specialties (TE Dual Specialties)", () => {
  /** A research asked of `seat` (the Technology card's free one), Tiamat (cybernetic twice) ready. */
  function researching(boxes: readonly ("base" | "pok" | "te")[]): Game {
    return staged(actionPhase(boxes), (draft) => {
      draft.players[0]!.technologies = [];
      draft.players[0]!.planets.tiamat = { exhausted: false };
      draft.stack.push({ kind: "ti4Research", seat: 0, cost: 0, optional: true, reason: "scene" } as never);
    });
  }

  it("exhausting Tiamat satisfies both cybernetic prerequisites of Transit Diodes at once", () => {
    let game = researching(["base", "pok", "te"]);
    expect(researchable(game.state, 0)).toContain("td");
    game = step(game, { type: "research", seat: 0, technology: "td", specialties: ["tiamat"] });
    expect(game.state.players[0]?.technologies).toContain("td");
    expect(game.state.players[0]?.planets.tiamat).toEqual({ exhausted: true });
    // Three are more than it stands for (LRR 90.8 refusal).
    const again = researching(["base", "pok", "te"]);
    expect(
      refusal(again.state, { type: "research", seat: 0, technology: "ie", specialties: ["tiamat"] }),
    ).toEqual(["ERR_TI4_PREREQUISITES", "LRR 90.8"]);
    replays(game);
  });

  it("without Thunder's Edge a planet stands for one prerequisite only (LRR 90.9)", () => {
    const game = researching(["base", "pok"]);
    expect(
      refusal(game.state, { type: "research", seat: 0, technology: "td", specialties: ["tiamat"] }),
    ).toEqual(["ERR_TI4_PREREQUISITES", "LRR 90.8"]);
  });
});

describe("the entropic scar's faction technology (TE Entropic Scar Anomaly)", () => {
  it("offers a player with ships in a scar one of their faction technologies for a strategy token", () => {
    const start = actionPhase(["base", "pok", "te"]);
    const position = openPosition(start);
    let game = staged(start, (draft) => {
      draft.galaxy = { ...draft.galaxy, [position]: { tile: "114" } };
      draft.board[position] = { space: [{ seat: 0, units: { cruiser: 1 } }], planets: {}, commandTokens: [] };
      draft.players[0]!.tokens.strategy = 2;
      draft.stack.push({ kind: "ti4ScarTechnology", seat: 0 });
    });
    expect(scarTechnologyOpen(game.state, 0)).toBe(true);
    expect(scarTechnologyOpen(game.state, 1)).toBe(false);
    const decision = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "gainScarTechnology");
    const offered = (decision?.choices ?? []) as string[];
    expect(offered.length).toBeGreaterThan(0);
    // Another faction's technology, or a generic one, is refused.
    expect(refusal(game.state, { type: "gainScarTechnology", seat: 0, technology: "gd" })).toEqual([
      "ERR_TI4_SCAR_NOT_FACTION_TECHNOLOGY",
      "TE Entropic Scar Anomaly",
    ]);
    game = step(game, { type: "gainScarTechnology", seat: 0, technology: offered[0] as never });
    expect(game.state.players[0]?.technologies).toContain(offered[0]);
    expect(game.state.players[0]?.tokens.strategy).toBe(1);
    replays(game);
  });
});
