/**
 * More base-game agendas carried out (LRR 7): Archived Secret (a secret objective drawn by the
 * elected player), The Crown of Emphidia (a point that follows the owner's home system), Shard of the
 * Throne (a point that follows the winner of a combat against its owner), and Arms Reduction
 * (Against: planets with a specialty exhausted when the next strategy phase begins; For: every player over
 * 2 dreadnoughts or 4 cruisers chooses which to destroy, all at once, in `ti4ArmsReduction`).
 */
import {
  type FactionId,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4Faction,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { controllerOf, unitsIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { drawSecretObjective } from "../objectives/scoring.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { everyone, forAgainst, type Ti4AgendaEffect, type Ti4Tx, updateAgendaPhase } from "./effect.ts";
import type { Ti4ArmsReductionFrame } from "./frames.ts";
import { lawOf } from "./laws.ts";

/** Arms Reduction For: the most of each ship type a player keeps on the board. */
export const ARMS_KEPT: Partial<Record<Ti4UnitType, number>> = { dreadnought: 2, cruiser: 4 };

/** Where a seat's ships of a type stand, system by system. */
export function shipsByPosition(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
): Record<PositionLabel, number> {
  const out: Record<PositionLabel, number> = {};
  for (const position of Object.keys(state.board)) {
    const n = unitsIn(state.board[position], seat)[type] ?? 0;
    if (n > 0) out[position] = n;
  }
  return out;
}

/** How many ships of each limited type the seat must destroy. */
export function armsExcess(state: Ti4State, seat: Seat): Partial<Record<Ti4UnitType, number>> {
  const out: Partial<Record<Ti4UnitType, number>> = {};
  for (const [type, kept] of Object.entries(ARMS_KEPT) as [Ti4UnitType, number][]) {
    const total = Object.values(shipsByPosition(state, seat, type)).reduce((a, b) => a + b, 0);
    if (total > kept) out[type] = total - kept;
  }
  return out;
}

/** A seat's excess destroyed where it stands, when all its ships of that type stand in one system. */
function destroyWhereForced(tx: Ti4Tx, seat: Seat): boolean {
  let choice = false;
  for (const [type, excess] of Object.entries(armsExcess(tx.state, seat)) as [Ti4UnitType, number][]) {
    const places = Object.keys(shipsByPosition(tx.state, seat, type));
    const [only] = places;
    if (places.length === 1 && only !== undefined)
      destroyUnitsDirectly(tx, {
        seat,
        place: { position: only },
        units: { [type]: excess },
        cause: "Arms Reduction",
      });
    else choice = true;
  }
  return choice;
}

function armsReductionFor(tx: Ti4Tx): void {
  const waiting = everyone(tx.state).filter((seat) => destroyWhereForced(tx, seat));
  if (waiting.length > 0) tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ArmsReduction", waiting } });
}

/** Arms Reduction Against: each planet with a technology specialty exhausted when the strategy phase begins. */
function armsReductionAgainst(tx: Ti4Tx): void {
  const later = everyone(tx.state).map((seat) => ({
    seat,
    planets: (Object.keys(tx.state.players[seat]?.planets ?? {}) as Ti4PlanetId[]).filter(
      (planet) => ti4Planet(planet).specialties.length > 0,
    ),
  }));
  updateAgendaPhase(tx, (frame) => ({
    ...frame,
    exhaustAtStrategyPhase: [...(frame.exhaustAtStrategyPhase ?? []), ...later],
  }));
}

const armsReduction: FrameRules<Ti4, Ti4ArmsReductionFrame> = {
  decisions: (state, frame) =>
    frame.waiting.map((seat) => {
      const excess = armsExcess(state, seat);
      const what = (Object.entries(excess) as [Ti4UnitType, number][]).map(([t, n]) => `${n} ${t}`);
      return {
        kind: "reduceArms" as const,
        seat,
        simultaneous: true,
        prompt: `destroy ${what.join(" and ")} (Arms Reduction): name the systems`,
      };
    }),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type ReduceArms = Extract<Ti4Command, { type: "reduceArms" }>;

function reduceArms(tx: Tx<Ti4>, command: ReduceArms): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ArmsReduction") throw new Error("Arms Reduction's ships are chosen in its frame");
  const excess = armsExcess(tx.state, command.seat);
  const named: Partial<Record<Ti4UnitType, number>> = {};
  for (const { position, units } of command.ships)
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
      if (!n) continue;
      named[type] = (named[type] ?? 0) + n;
      const there = shipsByPosition(tx.state, command.seat, type)[position] ?? 0;
      if (n > there)
        return ruleError(
          "ERR_TI4_ARMS_REDUCTION",
          "Arms Reduction",
          `You have ${there} ${type}s in ${position}, not ${n}.`,
          { position, type },
        );
    }
  for (const type of Object.keys({ ...excess, ...named }) as Ti4UnitType[])
    if ((named[type] ?? 0) !== (excess[type] ?? 0))
      return ruleError(
        "ERR_TI4_ARMS_REDUCTION",
        "Arms Reduction",
        `Destroy exactly the ${type}s over the limit (${ARMS_KEPT[type] ?? 0} kept): ${excess[type] ?? 0}, not ${named[type] ?? 0}.`,
        { type },
      );
  for (const { position, units } of command.ships)
    destroyUnitsDirectly(tx, {
      seat: command.seat,
      place: { position },
      units: { ...units },
      cause: "Arms Reduction",
    });
  const waiting = frame.waiting.filter((seat) => seat !== command.seat);
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, waiting } });
  return undefined;
}

/** The home planets of a seat's faction. */
function homePlanetsOf(state: Ti4State, seat: Seat): readonly Ti4PlanetId[] {
  const faction = state.players[seat]?.faction;
  return faction ? (ti4Faction(faction as FactionId).homePlanets as readonly Ti4PlanetId[]) : [];
}

/**
 * The Crown of Emphidia: once another player controls a planet of its owner's home system, the card and
 * its point go to them, and the previous owner loses 1 point. A standing rule, so every change of control
 * is seen whichever area makes it.
 */
function crownFollowsHome(tx: Tx<Ti4>): boolean {
  const law = lawOf(tx.state, "crown_of_emphidia");
  if (!law || law.owner === null) return false;
  const owner = law.owner;
  const taker = homePlanetsOf(tx.state, owner)
    .map((planet) => controllerOf(tx.state, planet))
    .find((seat) => seat !== null && seat !== owner);
  if (taker === undefined || taker === null) return false;
  pointFollows(tx, "crown_of_emphidia", owner, taker);
  return true;
}

/** A law held by one player changes hands with its point: the old owner loses 1 (not below 0), the new gains 1. */
function pointFollows(
  tx: Tx<Ti4>,
  agenda: "crown_of_emphidia" | "shard_of_the_throne",
  from: Seat,
  to: Seat,
) {
  const reason = agenda === "crown_of_emphidia" ? "The Crown of Emphidia" : "Shard of the Throne";
  if ((tx.state.players[from]?.vp ?? 0) > 0)
    tx.emit({ type: "ti4VictoryPointsGained", seat: from, points: -1, reason });
  tx.emit({ type: "ti4VictoryPointsGained", seat: to, points: 1, reason });
  tx.emit({ type: "ti4LawHolderChanged", agenda, owner: to });
}

/**
 * Shard of the Throne: a player who wins a combat against its owner takes it over with its point (the
 * combat area calls this as each combat ends, naming its two sides).
 */
export function afterCombatEnded(tx: Tx<Ti4>, winner: Seat | null, sides: readonly Seat[]): void {
  const owner = lawOf(tx.state, "shard_of_the_throne")?.owner ?? null;
  if (owner === null || winner === null || winner === owner || !sides.includes(owner)) return;
  pointFollows(tx, "shard_of_the_throne", owner, winner);
}

/** An elected player takes the card and 1 victory point (the Crown of Emphidia, Shard of the Throne). */
function electedGainsPoint(reason: string): Ti4AgendaEffect {
  return {
    before: (tx, r) =>
      tx.emit({ type: "ti4VictoryPointsGained", seat: Number(r.outcome), points: 1, reason }),
  };
}

export const MORE_AGENDA_EFFECTS: Record<
  "secret" | "arms_reduction" | "crown_of_emphidia" | "shard_of_the_throne",
  Ti4AgendaEffect
> = {
  // The elected player draws the top secret objective (over the limit: the standing rule asks for one back).
  secret: { before: (tx, r) => drawSecretObjective(tx, Number(r.outcome)) },
  arms_reduction: forAgainst(armsReductionFor, armsReductionAgainst),
  crown_of_emphidia: electedGainsPoint("The Crown of Emphidia"),
  shard_of_the_throne: electedGainsPoint("Shard of the Throne"),
};

export const TI4_MORE_AGENDAS: KernelModule<Ti4> = {
  id: "moreAgendas",
  commands: { reduceArms },
  frames: { ti4ArmsReduction: armsReduction },
  standing: [crownFollowsHome],
};
