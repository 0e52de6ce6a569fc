/**
 * TE The Icon (the Last Bastion's faction ability, TE rulebook "Setup" step 3): when they produce ships they
 * may exhaust it to place those ships in a system holding 1 of their command tokens, at least 1 of their
 * ground forces and no other player's ships; it is readied as the status phase ends (LRR 81). No card needs
 * to be held: their breakthrough card (bastionbt) adds its synergy only.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem } from "../../../../support/ti4.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { allCardsPlayed, homeOf, passToStatus } from "../../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../../support/ti4Status.ts";

const RULE = "TE The Icon";
const FACTIONS = ["bastion", "hacan", "sol"] as const;
const BASTION = 0;

type Player = Ti4State["players"][number];

/**
 * Seat 0 (the Bastion, holding no breakthrough) has 1 infantry and a command token in an open system (`target`), and
 * has activated their home system: the production step waits on them. `edit` shapes the position first.
 */
function atProduction(edit?: (s: Ti4State, target: string) => void) {
  let target = "";
  const at = eventGame(FACTIONS, [], BASTION, (s) => {
    target = openSystem(s);
    const planet = planetsAt(s, target)[0] as Ti4PlanetId;
    const bastion = s.players[BASTION] as Player;
    bastion.tradeGoods = 10;
    bastion.tokens.fleet = 5;
    addUnits(forcesAt(systemOn(s, target), planet), BASTION, { infantry: 1 });
    systemOn(s, target).commandTokens.push(BASTION);
    allCardsPlayed(s);
    edit?.(s, target);
  });
  const activated = activateQuietly(at.state, BASTION, homeOf(at.state, BASTION));
  const played: Played = { state: activated.state, events: [...at.events, ...activated.events] };
  return { at: played, target };
}

function produce(shipsTo: string | undefined, units: object = { destroyer: 1 }): Ti4Command {
  return {
    type: "produceUnits",
    seat: BASTION,
    units,
    payment: { planets: [], tradeGoods: 2 },
    ...(shipsTo !== undefined ? { shipsTo } : {}),
  } as Ti4Command;
}

function send(at: Played, command: Ti4Command): Played {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, events: [...at.events, ...result.events] };
}

/** The refusal's code and rule, the state given left as it was. */
function refused(state: Ti4State, command: Ti4Command): [string, string] | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe(`${RULE}: the Last Bastion's ships placed elsewhere`, () => {
  it("exhausts the ability and places the produced ships in the named system, and replays", () => {
    const { at, target } = atProduction();
    const home = homeOf(at.state, BASTION);
    const shipsHome = unitsIn(at.state.board[home], BASTION);
    const done = send(at, produce(target));
    expect(unitsIn(done.state.board[target], BASTION)).toEqual({ destroyer: 1 });
    expect(unitsIn(done.state.board[home], BASTION)).toEqual(shipsHome);
    expect(done.state.players[BASTION]?.iconExhausted).toBe(true);
    expect(done.state.players[BASTION]?.tradeGoods).toBe(8);
    expect(done.events.filter((e) => e.type === "ti4IconExhausted")).toHaveLength(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("is readied as the status phase ends", () => {
    const { at, target } = atProduction();
    const done = send(at, produce(target));
    const readied = passToStatus(done, (s) => s.players[BASTION]?.iconExhausted !== true);
    expect(readied.state.players[BASTION]?.iconExhausted).toBeUndefined();
    expect(readied.events.some((e) => e.type === "ti4IconReadied")).toBe(true);
    expect(replayLog<Ti4>(readied.events)).toEqual(readied.state);
  });

  it("with the breakthrough card held, exhausts the ability and leaves the card ready", () => {
    const { at, target } = atProduction((s) => {
      (s.players[BASTION] as Player).breakthrough = "bastionbt";
    });
    const done = send(at, produce(target));
    expect(unitsIn(done.state.board[target], BASTION)).toEqual({ destroyer: 1 });
    expect(done.state.players[BASTION]?.iconExhausted).toBe(true);
    expect(done.state.players[BASTION]?.breakthroughExhausted).toBeUndefined();
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("without it named, ships stay in the producing system and the ability stays ready", () => {
    const { at, target } = atProduction();
    const home = homeOf(at.state, BASTION);
    const done = send(at, produce(undefined));
    expect(unitsIn(done.state.board[target], BASTION)).toEqual({});
    expect(unitsIn(done.state.board[home], BASTION).destroyer).toBe(1);
    expect(done.state.players[BASTION]?.iconExhausted).toBeUndefined();
  });

  it("is refused where another player has ships (state unchanged)", () => {
    const { at, target } = atProduction((s, t) => {
      addUnits(forcesAt(systemOn(s, t)), 1, { destroyer: 1 });
    });
    expect(refused(at.state, produce(target))).toEqual(["ERR_TI4_ICON_SYSTEM", RULE]);
  });

  it("is refused without their command token or ground forces there (state unchanged)", () => {
    const noToken = atProduction((s, t) => {
      systemOn(s, t).commandTokens = [];
    });
    expect(refused(noToken.at.state, produce(noToken.target))).toEqual(["ERR_TI4_ICON_SYSTEM", RULE]);
    const noGround = atProduction((s, t) => {
      const system = systemOn(s, t);
      for (const planet of planetsAt(s, t)) system.planets[planet] = [];
    });
    expect(refused(noGround.at.state, produce(noGround.target))).toEqual(["ERR_TI4_ICON_SYSTEM", RULE]);
  });

  it("is refused when exhausted, to another faction, or with no ship produced (state unchanged)", () => {
    const exhausted = atProduction((s) => {
      (s.players[BASTION] as Player).iconExhausted = true;
    });
    expect(refused(exhausted.at.state, produce(exhausted.target))).toEqual(["ERR_TI4_ICON_EXHAUSTED", RULE]);
    // Another faction holding the Last Bastion's breakthrough card still has no The Icon.
    const other = atProduction((s) => {
      const player = s.players[BASTION] as Player;
      player.faction = "jolnar";
      player.breakthrough = "bastionbt";
    });
    expect(refused(other.at.state, produce(other.target))).toEqual(["ERR_TI4_ICON_NOT_YOURS", RULE]);
    const { at, target } = atProduction();
    expect(refused(at.state, produce(target, { infantry: 2 }))).toEqual(["ERR_TI4_ICON_NO_SHIPS", RULE]);
    // The capacity where the ships go (LRR 16): a fighter alone has no room there.
    expect(refused(at.state, produce(target, { fighter: 2 }))).toEqual(["ERR_TI4_CAPACITY", "LRR 16"]);
  });
});
