/**
 * Construction (LRR 24, digest §11). The primary places 1 PDS or 1 space dock on a planet the holder
 * controls, then may place 1 more PDS on a planet they control (LRR 24.2), whatever command tokens are
 * in those systems. The secondary places a token from the follower's strategy pool in any system (into
 * reinforcements instead when theirs is there already, LRR 20.6), then may place 1 PDS or 1 space dock on
 * a planet they control in that system (LRR 24.3). A planet holds at most 1 space dock and 2 PDS (LRR 79,
 * 63.3; digest §12), and a structure comes from reinforcements (LRR 96.2). The Saar's Floating Factory
 * goes to the space area of the named planet's system instead (its card; factions/saar.ts).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { demilitarized, ministerOf, pdsLimitPerPlanet } from "../agenda/laws.ts";
import { unitsIn } from "../board/forces.ts";
import { planetsAt, positionOfPlanet, systemAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ti4FloatsAsShip, ti4Reinforcements } from "../units.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import type { Ti4ConstructionFrame } from "./frames.ts";

/** LRR 79, 63.3: structures a single planet may hold. */
const PER_PLANET: Record<"pds" | "spaceDock", number> = { pds: 2, spaceDock: 1 };

export type Structure = { planet: Ti4PlanetId; unit: "pds" | "spaceDock" };

const constructing: FrameRules<Ti4, Ti4ConstructionFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "construct",
      seat: frame.seat,
      simultaneous: false,
      prompt: frame.primary
        ? "place a PDS or a space dock, and another PDS if you wish"
        : "put your strategy token in a system, and a PDS or a space dock on your planet there if you wish",
    },
  ],
  advance(tx, frame) {
    if (!frame.primary || canBuildAnything(tx.state, frame.seat)) return false;
    // Nowhere to place a structure (none left, or every planet full): the primary places nothing.
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

export function canBuildAnything(state: Ti4State, seat: Seat): boolean {
  const planets = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.some((planet) =>
    (["pds", "spaceDock"] as const).some(
      (unit) => checkStructures(state, seat, [{ planet, unit }]) === undefined,
    ),
  );
}

/** Why these structures cannot go where they are named, or undefined (all counted together). */
export function checkStructures(
  state: Ti4State,
  seat: Seat,
  structures: readonly Structure[],
): RuleError | undefined {
  const player = state.players[seat];
  const adding: Partial<Record<Ti4PlanetId, Partial<Record<Ti4UnitType, number>>>> = {};
  const total: Partial<Record<Ti4UnitType, number>> = {};
  for (const { planet, unit } of structures) {
    if (!player?.planets[planet])
      return ruleError("ERR_TI4_PLANET_NOT_YOURS", "LRR 24.2", `You do not control ${planet}.`, { planet });
    const position = positionOfPlanet(state, planet);
    if (!position) return ruleError("ERR_TI4_PLANET_NOT_YOURS", "LRR 24.2", `${planet} is not on the board.`);
    // Demilitarized Zone: no unit is placed on the planet (agenda/laws.ts).
    if (demilitarized(state, planet))
      return ruleError(
        "ERR_TI4_DEMILITARIZED",
        "Demilitarized Zone",
        `${planet} is a demilitarized zone: no unit may be placed on it.`,
        { planet },
      );
    const here = adding[planet] ?? {};
    adding[planet] = here;
    here[unit] = (here[unit] ?? 0) + 1;
    total[unit] = (total[unit] ?? 0) + 1;
    const standing = unitsIn(state.board[position], seat, planet)[unit] ?? 0;
    // Homeland Defense Act For lifts the PDS limit (agenda/laws.ts).
    const limit = unit === "pds" ? pdsLimitPerPlanet(state) : PER_PLANET[unit];
    if (standing + (here[unit] ?? 0) > limit)
      return ruleError(
        "ERR_TI4_STRUCTURE_LIMIT",
        unit === "pds" ? "LRR 63.3" : "LRR 79",
        `A planet holds at most ${limit} ${unit === "pds" ? "PDS" : "space dock"}: ${planet} would hold more.`,
        { planet },
      );
    if ((total[unit] ?? 0) > ti4Reinforcements(state, seat, unit))
      return ruleError(
        "ERR_TI4_NO_REINFORCEMENTS",
        "LRR 96.2",
        `You have no ${unit === "pds" ? "PDS" : "space dock"} left in your reinforcements.`,
      );
  }
  return undefined;
}

export function place(tx: Tx<Ti4>, seat: Seat, structures: readonly Structure[]): void {
  for (const { planet, unit } of structures) {
    const position = positionOfPlanet(tx.state, planet) as string;
    // The Saar's Floating Factory "is placed in a space area instead of on a planet" (its card): the space
    // area of the system of the planet named.
    const afloat = unit === "spaceDock" && ti4FloatsAsShip(tx.state, seat, unit);
    tx.emit({
      type: "ti4UnitsPlaced",
      seat,
      place: afloat ? { position } : { position, planet },
      units: { [unit]: 1 },
      reason: "construction",
    });
    // Minister of Industry (law): placing a space dock lets its owner's units in that system use their
    // PRODUCTION (the production step's frame, answered like the tactical action's).
    if (unit === "spaceDock" && ministerOf(tx.state, "minister_industry") === seat)
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4Production", seat, system: position, reason: "Minister of Industry" },
      });
  }
}

type Construct = Extract<Ti4Command, { type: "construct" }>;

function construct(tx: Tx<Ti4>, command: Construct): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Construction") throw new Error("Construction answers its own frame");
  const { seat, structures } = command;
  if (frame.primary) {
    const [first, second, ...more] = structures;
    if (!first || more.length > 0 || (second && second.unit !== "pds"))
      return ruleError(
        "ERR_TI4_CONSTRUCTION_PRIMARY",
        "LRR 24.2",
        "Construction's primary places 1 PDS or 1 space dock, then at most 1 more PDS.",
      );
    if (command.system !== undefined)
      return ruleError(
        "ERR_TI4_CONSTRUCTION_PRIMARY",
        "LRR 24.2",
        "The primary puts no token in a system: name only the structures.",
      );
    const refused = checkStructures(tx.state, seat, structures);
    if (refused) return refused;
    tx.emit({ type: "ti4FramePopped" });
    place(tx, seat, structures);
    return undefined;
  }
  const system = command.system;
  if (system === undefined || !systemAt(tx.state, system))
    return ruleError(
      "ERR_TI4_CONSTRUCTION_SYSTEM",
      "LRR 24.3",
      "Construction's secondary puts your strategy token in a system: name one on the board.",
    );
  if (structures.length > 1)
    return ruleError(
      "ERR_TI4_CONSTRUCTION_SECONDARY",
      "LRR 24.3",
      "Construction's secondary places at most 1 PDS or space dock.",
    );
  const there = planetsAt(tx.state, system);
  const away = structures.find((s) => !there.includes(s.planet));
  if (away)
    return ruleError(
      "ERR_TI4_CONSTRUCTION_SECONDARY",
      "LRR 24.3",
      `${away.planet} is not in the system your token goes to (${system}).`,
    );
  const refused = checkStructures(tx.state, seat, structures);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  if ((tx.state.board[system]?.commandTokens ?? []).includes(seat))
    // LRR 20.6: a token that would join one of its owner's goes to reinforcements.
    tx.emit({
      type: "ti4CommandTokensChanged",
      seat,
      pools: { strategy: -1 },
      reason: "construction secondary",
    });
  else tx.emit({ type: "ti4CommandTokenPlaced", seat, position: system, from: "strategy" });
  place(tx, seat, structures);
  return undefined;
}

export const CONSTRUCTION: Ti4StrategyCardRules = {
  card: "construction",
  primary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Construction", seat, primary: true } });
  },
  secondary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Construction", seat, primary: false } });
  },
  // LRR 24.3: the token the secondary spends goes into a system; `construct` moves it there itself.
  secondaryTokens: () => 0,
  cannotFollow(state, _frame, seat) {
    if ((state.players[seat]?.tokens.strategy ?? 0) > 0) return undefined;
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 24.3",
      "Construction's secondary puts a token from your strategy pool in a system, and that pool is empty.",
    );
  },
  module: {
    commands: { construct },
    frames: { ti4Construction: constructing },
  },
};
