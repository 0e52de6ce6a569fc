/**
 * The Alastor, the Nekro Virus flagship (faction sheet; data: "Your ground forces in its system may fight
 * in space combat as ships"). At the start of a space combat in its system (hook point spaceCombatStarts,
 * LRR 78.2, before anti-fighter barrage) the Nekro choose any number of their ground forces there to take
 * part in that combat as if they were ships: they roll their own combat value (LRR 78.5, 18), take the
 * combat's hits and are destroyed as ships are (LRR 78.6, 87: a mech may sustain damage), and keep the
 * combat going while any are left (LRR 78.8-78.10). Once the combat is over they are ground forces again
 * (LRR 43), and capacity counts them as usual (LRR 16, 78.9). The combat's own rules read the choice
 * (combat/combatants.ts `asShips`, `asShipsOnPlanets`).
 *
 * "In this system" takes in the system's planets [recalled: the Alastor's FAQ]: ground forces on them may
 * be chosen too; they stay on their planets while they take part (they roll, the combat's hits may be
 * assigned to them by planet, assignHits `onPlanets`, and they are destroyed there), count as ships for
 * card effects and not against the fleet pool, and stay in the combat if the Alastor is destroyed.
 *
 * Where the text is silent:
 * - the choice is the Nekro's, in a frame they answer, made once as the combat starts; the Alastor must
 *   be there then, and those chosen stay in the combat if it is destroyed [recalled];
 * - they are ships for the combat's dice, hits and end, and for the combat's cards [recalled: public
 *   rulings]: one that sustains damage (on its planet too) may be Direct Hit, their loss opens Courageous
 *   to the End and its losses may be chosen among those in the space area, and a side winning on them may
 *   Salvage (actionCards/combatCards.ts, courageous.ts); not for the fleet pool, anti-fighter
 *   barrage (LRR 10: its hits go to fighters), retreats (LRR 78.7: they are carried or removed, as ground
 *   forces are), the ships a combat's end says were lost, nor hits from outside the combat's rolls
 *   [our reading].
 * The bot sends all of them as the defender, and as the attacker when its ships alone are the weaker fleet
 * (it keeps them for its invasion otherwise) [our own choice].
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, listOf, record } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { shipsStrength } from "../combat/bot.ts";
import { shipsOf } from "../combat/combatants.ts";
import type { Ti4PlanetUnits } from "../combat/frames.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id, ti4Units } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

export const NEKRO_ALASTOR_COMMANDS = [
  /**
   * The Alastor: the ground forces in its system's space area (`units`) and on its planets (`planets`,
   * absent: none) that fight this space combat as ships.
   */
  command("alastorGroundForces", {
    units: ti4Units,
    planets: listOf(record({ planet: ti4Id<Ti4PlanetId>("planet"), units: ti4Units })).optional(),
  }),
] as const;

/** The Alastor's choice, asked of the Nekro (`seat`) as a space combat in `system` starts. */
export interface Ti4AlastorFrame {
  kind: "ti4Alastor";
  seat: Seat;
  system: PositionLabel;
  /** True when the Nekro are the defender (the bot's choice reads it). */
  defending: boolean;
}

/** A seat's ground forces in `position`'s space area (or on `planet` there), by type. */
export function groundForcesInSpace(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  planet?: Ti4PlanetId,
): Ti4UnitCounts {
  const units = unitsIn(state.board[position], seat, planet);
  const out: Ti4UnitCounts = {};
  for (const type of TI4_GROUND_FORCE_TYPES) if (units[type]) out[type] = units[type];
  return out;
}

/** A seat's ground forces on the planets of the system in `position`, by planet (those with any). */
export function groundForcesOnPlanets(state: Ti4State, seat: Seat, position: PositionLabel): Ti4PlanetUnits {
  const out: Ti4PlanetUnits = {};
  for (const planet of planetsAt(state, position)) {
    const units = groundForcesInSpace(state, seat, position, planet);
    if (Object.keys(units).length > 0) out[planet] = units;
  }
  return out;
}

function hasAlastor(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return flagshipHasAbilityOf(state, seat, "nekro") && (shipsOf(state, seat, position).flagship ?? 0) > 0;
}

const alastorFrame: FrameRules<Ti4, Ti4AlastorFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "alastorGroundForces",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "The Alastor: choose which of your ground forces in its system (its space area, its planets) fight this space combat as ships (or none)",
    },
  ],
};

function alastorGroundForces(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "alastorGroundForces" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Alastor")
    throw new Error("the Alastor's choice is answered only when the game asks");
  const there = groundForcesInSpace(tx.state, frame.seat, frame.system);
  const chosen: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(command.units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    if (!TI4_GROUND_FORCE_TYPES.includes(type))
      return ruleError(
        "ERR_TI4_ALASTOR_NOT_GROUND_FORCE",
        "LRR 43",
        `The Alastor lets ground forces (infantry, mechs) fight as ships, not ${type}: your ships fight anyway.`,
        { type },
      );
    if (n > (there[type] ?? 0))
      return ruleError(
        "ERR_TI4_ALASTOR_TOO_MANY",
        "LRR 78",
        `You have ${there[type] ?? 0} ${type} in the space area of ${frame.system}, not ${n}: only those fight as ships.`,
        { type },
      );
    chosen[type] = n;
  }
  const onPlanets: Ti4PlanetUnits = {};
  for (const { planet, units } of command.planets ?? []) {
    if (!planetsAt(tx.state, frame.system).includes(planet))
      return ruleError(
        "ERR_TI4_ALASTOR_PLANET_NOT_IN_SYSTEM",
        "LRR 78",
        `${planet} is not a planet of ${frame.system}: the Alastor lets only ground forces in its system fight.`,
        { planet },
      );
    if (onPlanets[planet])
      return ruleError(
        "ERR_TI4_ALASTOR_PLANET_TWICE",
        "LRR 78",
        `Name ${planet} once, with all your ground forces there that fight as ships.`,
        { planet },
      );
    const onPlanet = groundForcesInSpace(tx.state, frame.seat, frame.system, planet);
    const picked: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
      if (!n) continue;
      if (!TI4_GROUND_FORCE_TYPES.includes(type))
        return ruleError(
          "ERR_TI4_ALASTOR_NOT_GROUND_FORCE",
          "LRR 43",
          `The Alastor lets ground forces (infantry, mechs) fight as ships, not ${type}.`,
          { type },
        );
      if (n > (onPlanet[type] ?? 0))
        return ruleError(
          "ERR_TI4_ALASTOR_PLANET_TOO_MANY",
          "LRR 78",
          `You have ${onPlanet[type] ?? 0} ${type} on ${planet}, not ${n}: only those may fight as ships.`,
          { planet, type },
        );
      picked[type] = n;
    }
    if (Object.keys(picked).length > 0) onPlanets[planet] = picked;
  }
  tx.emit({ type: "ti4FramePopped" });
  if (Object.keys(chosen).length > 0 || Object.keys(onPlanets).length > 0)
    tx.emit({
      type: "ti4GroundForcesAsShips",
      seat: frame.seat,
      position: frame.system,
      units: chosen,
      ...(Object.keys(onPlanets).length > 0 ? { onPlanets } : {}),
      reason: "chosen",
    });
  return undefined;
}

export const TI4_NEKRO_ALASTOR: Ti4Module = {
  id: "nekroAlastor",
  commands: { alastorGroundForces },
  frames: { ti4Alastor: alastorFrame },
  hooks: {
    // LRR 78.2 [recalled: "at the start of a space combat" comes before anti-fighter barrage].
    spaceCombatStarts(tx, combat) {
      for (const [seat] of eachSide(combat)) {
        if (!hasAlastor(tx.state, seat, combat.system)) continue;
        const inSpace = Object.keys(groundForcesInSpace(tx.state, seat, combat.system)).length > 0;
        const onPlanets = Object.keys(groundForcesOnPlanets(tx.state, seat, combat.system)).length > 0;
        if (!inSpace && !onPlanets) continue;
        const defending = seat === combat.defender;
        const frame: Ti4AlastorFrame = { kind: "ti4Alastor", seat, system: combat.system, defending };
        tx.emit({ type: "ti4FramePushed", frame });
      }
    },
  },
};

/** The opponent in the space combat in `system`, if one is under way there. */
function opponentIn(state: Ti4State, seat: Seat, system: PositionLabel): Seat | undefined {
  const combat = state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  if (combat?.kind !== "ti4SpaceCombat" || combat.system !== system) return undefined;
  return combat.seat === seat ? combat.defender : combat.seat;
}

export const NEKRO_ALASTOR_ANSWERS: Ti4Answers = {
  alastorGroundForces: (state, d) => {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "alastorGroundForces", seat: d.seat, units: {} };
    if (frame?.kind !== "ti4Alastor") return [none];
    const planets = Object.entries(groundForcesOnPlanets(state, d.seat, frame.system)).map(
      ([planet, units]) => ({
        planet: planet as Ti4PlanetId,
        units: units ?? {},
      }),
    );
    const all: Ti4Command = {
      type: "alastorGroundForces",
      seat: d.seat,
      units: groundForcesInSpace(state, d.seat, frame.system),
      ...(planets.length > 0 ? { planets } : {}),
    };
    if (frame.defending) return [all, none];
    const other = opponentIn(state, d.seat, frame.system);
    const ours = shipsStrength(state, d.seat, shipsOf(state, d.seat, frame.system));
    const theirs = other === undefined ? 0 : shipsStrength(state, other, shipsOf(state, other, frame.system));
    return ours < theirs ? [all, none] : [none, all];
  },
};
