/**
 * Dimensional Splicer (Creuss faction technology): as a space combat begins in a system holding a wormhole
 * and a ship of theirs (hook point spaceCombatStarts, LRR 78), the Creuss produce 1 hit and assign it to 1
 * of their opponent's ships. The Creuss choose the ship's type (a `ti4Splice` frame, asked only when the
 * opponent has ships of more than one type); the hit then goes to the opponent's hit assignment limited to
 * that type (combat/hits.ts `only`), so the owner still decides whether a unit of it with SUSTAIN DAMAGE
 * cancels the hit (LRR 87: sustaining is the owner's choice, made just before the hit is assigned) and
 * which of several damaged or undamaged ships of the type is lost. Nothing in hits.ts changes.
 *
 * Read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying it under a Valefar
 * Assimilator token produces the hit as the Creuss would (LRR 90.16-90.22).
 *
 * The bot aims at the dearest ship that cannot cancel the hit, else at the dearest ship.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits } from "../board/forces.ts";
import { wormholesAt } from "../board/galaxy.ts";
import { shipsOf } from "../combat/combatants.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4SpaceCombatSides } from "../hooks/spaceCombat.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4SpliceFrame } from "./ghost.commands.ts";

type Ti4Tx = Tx<Ti4>;

/** The opponent's ship types in the system. */
function targets(state: Ti4State, opponent: Seat, system: string): Ti4UnitType[] {
  const ships = shipsOf(state, opponent, system);
  return TI4_SHIP_TYPES.filter((type) => (ships[type] ?? 0) > 0);
}

function hit(tx: Ti4Tx, opponent: Seat, system: string, unit: Ti4UnitType): void {
  pushHitAssignment(tx, {
    seat: opponent,
    place: { position: system },
    hits: 1,
    reason: "spaceCombat",
    only: [unit],
  });
}

/** As the combat begins: 1 hit for each side holding the technology (the Creuss, or a Nekro copy) with a ship there. */
export function splice(tx: Ti4Tx, combat: Ti4SpaceCombatSides): void {
  if (wormholesAt(tx.state, combat.system).length === 0) return;
  for (const [seat, opponent] of eachSide(combat)) {
    if (!holdsFactionTechnology(tx.state, seat, "ds")) continue;
    if (countUnits(shipsOf(tx.state, seat, combat.system)) === 0) continue;
    const types = targets(tx.state, opponent, combat.system);
    if (types.length === 0) continue;
    if (types.length === 1) hit(tx, opponent, combat.system, types[0] as Ti4UnitType);
    else
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4Splice", seat, opponent, system: combat.system },
      });
  }
}

export const spliceFrame: FrameRules<Ti4, Ti4SpliceFrame> = {
  decisions: (state, frame) => [
    {
      kind: "dimensionalSplice",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Dimensional Splicer: choose which of your opponent's ships takes its hit",
      choices: targets(state, frame.opponent, frame.system),
    },
  ],
};

export function dimensionalSplice(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "dimensionalSplice" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Splice") throw new Error("Dimensional Splicer's hit is aimed when the game asks");
  if (!targets(tx.state, frame.opponent, frame.system).includes(command.unit))
    return ruleError(
      "ERR_TI4_SPLICE_TARGET",
      "LRR 78",
      `Dimensional Splicer's hit goes to one of your opponent's ships here: they have no ${command.unit} in ${frame.system}.`,
      { unit: command.unit },
    );
  tx.emit({ type: "ti4FramePopped" });
  hit(tx, frame.opponent, frame.system, command.unit);
  return undefined;
}

const COST_ORDER: readonly Ti4UnitType[] = [
  "warSun",
  "flagship",
  "dreadnought",
  "carrier",
  "cruiser",
  "destroyer",
  "fighter",
];

export const SPLICE_ANSWERS: Ti4Answers = {
  dimensionalSplice: (state, d) => {
    const frame = state.stack.at(-1);
    const offered = (d.choices ?? []) as Ti4UnitType[];
    const opponent = frame?.kind === "ti4Splice" ? frame.opponent : d.seat;
    const sustains = (t: Ti4UnitType) => ti4UnitFor(state, opponent, t).sustainDamage === true;
    const ranked = [...COST_ORDER.filter((t) => !sustains(t)), ...COST_ORDER.filter(sustains)];
    return ranked
      .filter((t) => offered.includes(t))
      .map((unit) => ({ type: "dimensionalSplice" as const, seat: d.seat, unit }));
  },
};
