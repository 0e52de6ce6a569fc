/**
 * Using Shock Troops (SE p.10, Option 6): after a successful invasion in which at least one of the
 * invader's Shock Troops survived (with a Ground Force, as it must), the invader may take the defender's
 * Space Docks and PDS on the planet: each is swapped, free, for the same unit of his. Those he does not
 * take are destroyed as usual (rules/combat/conquest.ts).
 *
 * The invader chooses (a `capture` frame answered with `captureStructures`): all, some or none.
 * [interpretation] An invasion of a planet left undefended is a successful invasion too, and units need
 * plastic left and room on the planet (RR §1, at most 2 PDS on a planet, one Space Dock).
 */
import { getUnit, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { PlanetTaken } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { unitsAt } from "../../rules/combat/forces.ts";
import type { CaptureFrame, InvasionFrame } from "../../rules/combat/frames.ts";
import { nameOf } from "../../rules/players.ts";
import { planetName } from "../../rules/spending.ts";
import { plasticLeft, tidy, totalUnits } from "../../rules/units.ts";
import type { GameState, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";

const RULE = "SE p.10 Using Shock Troops";
const STRUCTURES = ["spaceDock", "pds"] as const satisfies readonly UnitType[];

/** The defender's structures the invader could take: as many as his plastic and the planet's room allow. */
function capturable(state: GameState, frame: InvasionFrame): UnitCounts {
  const theirs = unitsAt(state, frame.position, frame.planet, frame.defender).units;
  const mine = unitsAt(state, frame.position, frame.planet, frame.seat).units;
  const out: UnitCounts = {};
  for (const type of STRUCTURES) {
    const room = (getUnit(type).perPlanetLimit ?? Infinity) - (mine[type] ?? 0);
    const plastic = plasticLeft(state, frame.seat, type) ?? Infinity;
    out[type] = Math.max(0, Math.min(theirs[type] ?? 0, room, plastic));
  }
  return tidy(out);
}

/** invasionSucceeded: with a Shock Troop of his left, the invader is asked what he captures. */
export const offerCapture = captureOffered();

/** The invasionSucceeded answer of an option whose Shock Troops capture as SE's do (`rule`: its citation). */
export function captureOffered(rule?: string) {
  return (tx: Tx, frame: InvasionFrame): void => {
    const shock = unitsAt(tx.state, frame.position, frame.planet, frame.seat).units.shockTroop ?? 0;
    const units = shock > 0 ? capturable(tx.state, frame) : {};
    if (totalUnits(units) === 0) return;
    const { seat, defender: from, position, planet } = frame;
    const asked = {
      kind: "capture",
      seat,
      from,
      position,
      planet,
      units,
      ...(rule ? { rule } : {}),
    } as const;
    tx.emit({ type: "framePushed", frame: asked });
  };
}

function listed(units: UnitCounts): string {
  return UNIT_TYPES.filter((t) => (units[t] ?? 0) > 0)
    .map((t) => `${units[t]} ${getUnit(t).name}`)
    .join(" and ");
}

/**
 * SE p.11 (Option 9): a Facility is captured by Shock Troops as a Space Dock would be: asked as the invasion
 * succeeds, the invader's Shock Troops there take it. Capturing a Facility costs nothing and loses
 * nothing, so it is never declined.
 */
export function facilityTaken(state: GameState, taken: PlanetTaken): string | undefined {
  const shock = unitsAt(state, taken.position, taken.planet, taken.seat).units.shockTroop ?? 0;
  return shock > 0 ? "Shock Troops" : undefined;
}

export const CAPTURE_RULES: FrameRules<CaptureFrame> = {
  decisions(state, frame): Decision[] {
    const what = `${nameOf(state, frame.from)}'s ${listed(frame.units)} on ${planetName(frame.planet)}`;
    return [
      {
        kind: "captureStructures",
        seat: frame.seat,
        simultaneous: false,
        prompt: `your Shock Troops may capture ${what}; those not captured are destroyed`,
      },
    ];
  },
  advance: () => false,
};

type CaptureCommand = Extract<Command, { type: "captureStructures" }>;

function checkCapture(frame: CaptureFrame, command: CaptureCommand): RuleError | undefined {
  const named = tidy(command.units ?? {});
  const rule = frame.rule ?? RULE;
  if (!command.capture && totalUnits(named) > 0)
    return ruleError("ERR_CAPTURE", rule, "Name units only to capture them (capture: true).");
  for (const [type, n] of Object.entries(command.units ?? {})) {
    if (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= (frame.units[type as UnitType] ?? 0))
      continue;
    return ruleError(
      "ERR_CAPTURE",
      rule,
      `You may capture only ${listed(frame.units)} here (none: let them be destroyed).`,
    );
  }
  return undefined;
}

export function captureStructures(tx: Tx, command: CaptureCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "capture") throw new Error("no capture waiting");
  const refused = checkCapture(frame, command);
  if (refused) return refused;
  const units = tidy(command.capture ? (command.units ?? frame.units) : {});
  tx.emit({ type: "framePopped" });
  if (totalUnits(units) === 0) return undefined;
  const { seat, from, position, planet } = frame;
  tx.emit({ type: "structuresCaptured", seat, from, position, planet, units });
  return undefined;
}
