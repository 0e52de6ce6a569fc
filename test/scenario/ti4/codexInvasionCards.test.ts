/**
 * Codex I's Blitz (LRR 49.1, 15; content/ti4/actionCards.codex.ts; actionCards/codexInvasion.ts): played
 * by the invader at the start of an invasion, their non-fighter ships in the active system lacking
 * BOMBARDMENT bombard at 6 (one die each) for that invasion, and no longer after it. Refused by the
 * defender, with no such ship, with no planet open to bombardment, and outside its moment (state unchanged);
 * the bot's choice; a replay from the log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { planetsAt, systemPositions, ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4UnitFor } from "../../../src/engine/ti4/units.ts";
import { activateQuietly } from "../../support/ti4.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { type Played, send } from "../../support/ti4Status.ts";
import { CTX, HOME, HOME_PLANET, position, put, SEAT } from "../../support/ti4Tactical.ts";

const OTHER = 0;

function at(hands: Partial<Record<number, Ti4ActionCardId[]>>, edit: (s: Ti4State) => void): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
    edit(s);
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** A system next to the home with one planet, away from Mecatol Rex and the homes: the invaded one. */
function target(s: Ti4State): { system: string; planet: Ti4PlanetId } {
  const homes = s.players.map((p) => p.home);
  const system = ti4Neighbours(s, HOME).find(
    (p) => p !== "000" && !homes.includes(p) && planetsAt(s, p).length === 1,
  ) as string;
  return { system, planet: planetsAt(s, system)[0] as Ti4PlanetId };
}

/** OTHER holds the target planet with `defence` on it; SEAT's `fleet` waits in its space area. */
function invaded(defence: Record<string, number>, fleet: Record<string, number>) {
  return (s: Ti4State) => {
    const { system, planet } = target(s);
    s.board[system] = { space: [], planets: { [planet]: [] }, commandTokens: [] };
    (s.players[OTHER] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
    put(s, system, defence, OTHER, planet);
    put(s, system, fleet);
  };
}

/** Activates the target and answers nothing until the invasion's first window. */
function toInvasion(now: Played): Played {
  const result = activateQuietly(now.state, SEAT, target(now.state).system);
  return { state: result.state, events: [...now.events, ...result.events] };
}

const FLEET = { carrier: 1, cruiser: 1, infantry: 2 };

describe("Blitz (Codex I action card; LRR 2, 49.1, 15)", () => {
  it("gives the invader's non-fighter ships lacking Bombardment Bombardment 6 for this invasion", () => {
    const start = at({ [SEAT]: ["blitz"] }, invaded({ infantry: 1 }, FLEET));
    const { system, planet } = target(start.state);
    const starting = toInvasion(start);
    expect(starting.state.stack.at(-1)).toMatchObject({ timing: "invasionStart", awaiting: [SEAT] });
    // Without Blitz the carrier and cruiser could not bombard: there would be no bombardment step.
    expect(ti4UnitFor(starting.state, SEAT, "carrier").bombardment).toBeNull();
    const played = passSabotage(send(starting, { type: "playActionCard", seat: SEAT, card: "blitz" }));
    expect(pendingDecisions<Ti4>(played.state).map((d) => d.kind)).toContain("bombard");
    const bombarded = send(played, {
      type: "bombard",
      seat: SEAT,
      targets: [{ planet, units: { carrier: 1, cruiser: 1 } }],
    });
    const roll = bombarded.events.find((e) => e.type === "ti4DiceRolled");
    expect(roll).toMatchObject({ roll: "bombardment", place: { position: system, planet } });
    const groups = roll?.type === "ti4DiceRolled" ? roll.groups : [];
    expect(groups.map((g) => [g.type, g.hitsOn, g.rolls.length]).sort()).toEqual([
      ["carrier", 6, 1],
      ["cruiser", 6, 1],
    ]);
    expect(replayLog<Ti4>(bombarded.events)).toEqual(bombarded.state);
  });

  it("lasts the invasion only: with none under way, the sheet has no Bombardment", () => {
    const start = at({ [SEAT]: ["blitz"] }, invaded({ infantry: 1 }, FLEET));
    const played = passSabotage(
      send(toInvasion(start), { type: "playActionCard", seat: SEAT, card: "blitz" }),
    );
    expect(ti4UnitFor(played.state, SEAT, "cruiser").bombardment).toEqual({ hitsOn: 6, dice: 1 });
    const after = structuredClone(played.state);
    after.stack = after.stack.filter((f) => f.kind !== "ti4Invasion");
    expect(ti4UnitFor(after, SEAT, "cruiser").bombardment).toBeNull();
    expect(ti4UnitFor(played.state, SEAT, "fighter").bombardment).toBeNull();
  });

  it("is refused to the defender, with no ship it reaches, with the planet shielded, or outside its moment", () => {
    // The defender (Bunker keeps their window open).
    const both = toInvasion(
      at({ [SEAT]: ["blitz"], [OTHER]: ["blitz", "bunker"] }, invaded({ infantry: 1 }, FLEET)),
    );
    const before = structuredClone(both.state);
    expect(cardRefusal(both, OTHER, "blitz")?.message).toMatch(/invades/);
    expect(both.state).toEqual(before);
    // A dreadnought has Bombardment already, and a fighter is not reached (Disable, against the PDS, keeps
    // the invader's window open).
    const armed = toInvasion(
      at(
        { [SEAT]: ["blitz", "disable"] },
        invaded({ infantry: 1, pds: 1 }, { dreadnought: 1, fighter: 1, infantry: 1 }),
      ),
    );
    const untouched = structuredClone(armed.state);
    expect(cardRefusal(armed, SEAT, "blitz")?.message).toMatch(/lacking Bombardment/);
    expect(armed.state).toEqual(untouched);
    // A PDS's Planetary Shield (LRR 65) closes the planet to bombardment.
    const shielded = toInvasion(
      at({ [SEAT]: ["blitz", "disable"] }, invaded({ infantry: 1, pds: 1 }, FLEET)),
    );
    const kept = structuredClone(shielded.state);
    expect(cardRefusal(shielded, SEAT, "blitz")?.message).toMatch(/bombarded/);
    expect(shielded.state).toEqual(kept);
    // Not a component action.
    const idle = at({ [SEAT]: ["blitz"] }, invaded({ infantry: 1 }, FLEET));
    const still = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "blitz")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(still);
  });

  it("the bot plays it when offered, then bombards with the ships it reaches", () => {
    const starting = toInvasion(at({ [SEAT]: ["blitz"] }, invaded({ infantry: 1 }, FLEET)));
    const bot = (s: Ti4State): Ti4Command | undefined => ti4BotMove(s, SEAT, CTX)?.command;
    expect(bot(starting.state)).toEqual({ type: "playActionCard", seat: SEAT, card: "blitz" });
    const played = passSabotage(send(starting, bot(starting.state) as Ti4Command));
    expect(bot(played.state)).toMatchObject({ type: "bombard", seat: SEAT });
  });
});

describe("Ghost Squad (Codex I action card; LRR 2, 49.2, 43)", () => {
  /** A two-planet system away from the homes and Mecatol Rex; OTHER holds both planets. */
  function pair(s: Ti4State): { system: string; a: Ti4PlanetId; b: Ti4PlanetId } {
    const homes = s.players.map((p) => p.home);
    const system = systemPositions(s).find(
      (p) => p !== "000" && !homes.includes(p) && planetsAt(s, p).length === 2,
    ) as string;
    const [a, b] = planetsAt(s, system) as [Ti4PlanetId, Ti4PlanetId];
    return { system, a, b };
  }
  /** OTHER holds both planets (1 infantry on the first, 2 on the second); SEAT's carrier and 2 infantry above. */
  const held = (s: Ti4State) => {
    const { system, a, b } = pair(s);
    s.board[system] = { space: [], planets: { [a]: [], [b]: [] }, commandTokens: [] };
    for (const p of [a, b])
      (s.players[OTHER] as Ti4State["players"][number]).planets[p] = { exhausted: false };
    put(s, system, { infantry: 1 }, OTHER, a);
    put(s, system, { infantry: 2 }, OTHER, b);
    put(s, system, { carrier: 1, infantry: 2 });
  };
  /** SEAT activates the pair's system and commits its 2 infantry to the first planet. */
  function committed(hands: Partial<Record<number, Ti4ActionCardId[]>>): Played {
    const start = at(hands, held);
    const { system, a } = pair(start.state);
    const result = activateQuietly(start.state, SEAT, system, "ti4Invasion");
    const invading = { state: result.state, events: [...start.events, ...result.events] };
    return send(invading, { type: "commitGroundForces", seat: SEAT, landings: [{ planet: a, infantry: 2 }] });
  }

  it("moves the defender's ground forces to the planet being invaded, before its ground combat", () => {
    const landed = committed({ [OTHER]: ["ghost_squad"] });
    const { system, a, b } = pair(landed.state);
    expect(landed.state.stack.at(-1)).toMatchObject({
      timing: "afterGroundForcesCommitted",
      awaiting: [OTHER],
    });
    const play = { planet: b, ownPlanet: a, units: { infantry: 2 } };
    const played = passSabotage(
      send(landed, { type: "playActionCard", seat: OTHER, card: "ghost_squad", ...play }),
    );
    const moved = played.events.find((e) => e.type === "ti4UnitsMoved" && e.seat === OTHER);
    expect(moved).toMatchObject({
      seat: OTHER,
      from: { position: system, planet: b },
      to: { position: system, planet: a },
      units: { infantry: 2 },
    });
    expect(played.state.board[system]?.planets[b]?.find((f) => f.seat === OTHER)?.units.infantry ?? 0).toBe(
      0,
    );
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused at another moment, by the invader, or naming a bad move; the state unchanged", () => {
    // On the turn of the player holding it, with no invasion under way.
    const idle = at({ [SEAT]: ["ghost_squad"] }, held);
    const { a, b } = pair(idle.state);
    const move = { planet: b, ownPlanet: a, units: { infantry: 1 } };
    const untouched = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "ghost_squad", move)?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(untouched);
    const landed = committed({ [OTHER]: ["ghost_squad"], [SEAT]: ["ghost_squad"] });
    const before = structuredClone(landed.state);
    // The invader controls no planet there: their window is not open and the card is not theirs to play.
    expect(cardRefusal(landed, SEAT, "ghost_squad", move)).not.toBeNull();
    // Too many infantry, the same planet, a planet that is not theirs there.
    expect(cardRefusal(landed, OTHER, "ghost_squad", { ...move, units: { infantry: 3 } })?.message).toMatch(
      /fewer than 3/,
    );
    expect(cardRefusal(landed, OTHER, "ghost_squad", { ...move, ownPlanet: b })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    expect(
      cardRefusal(landed, OTHER, "ghost_squad", { ...move, planet: HOME_PLANET as Ti4PlanetId })?.message,
    ).toMatch(/two planets you control/);
    expect(cardRefusal(landed, OTHER, "ghost_squad", { planet: b, ownPlanet: a })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    expect(landed.state).toEqual(before);
  });

  it("the bot sends every ground force of the planet left alone to the one invaded", () => {
    const landed = committed({ [OTHER]: ["ghost_squad"] });
    const { a, b } = pair(landed.state);
    expect(ti4BotMove(landed.state, OTHER, CTX)?.command).toEqual({
      type: "playActionCard",
      seat: OTHER,
      card: "ghost_squad",
      planet: b,
      ownPlanet: a,
      units: { infantry: 2 },
    });
  });
});
