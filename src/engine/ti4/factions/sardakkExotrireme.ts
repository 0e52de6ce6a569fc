/**
 * Sardakk N'orr's Exotrireme II (dreadnought upgrade, faction sheet): after a round of space combat (hook
 * point spaceCombatRoundEnded, LRR 78), the Sardakk may destroy one of their Exotriremes in the active
 * system to destroy up to 2 of their opponent's ships there. The ships are destroyed, not hit: no sustain
 * damage cancels it (LRR 87 concerns hits). The Sardakk loses a damaged Exotrireme first and destroys the
 * opponent's undamaged ships of a type first (each side's better case).
 * A Nekro who copies Exotrireme II under an assimilator token (technology/owned.ts) has Exotriremes for
 * dreadnoughts (LRR 97.1a) and the same choice; "the Sardakk" below is whoever holds the card.
 * The bot trades its Exotrireme when its fleet is the weaker one or when the two dearest ships it can
 * destroy cost more than the Exotrireme; it fights on otherwise.
 */
import { command } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { countUnits } from "../board/forces.ts";
import { fleetStrength } from "../combat/bot.ts";
import { shipsOf } from "../combat/combatants.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Units } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { ti4UnitFor } from "../units.ts";

export const SARDAKK_EXOTRIREME_COMMANDS = [
  /** Exotrireme II: the opponent's ships destroyed (1 or 2) by destroying an Exotrireme; none to decline. */
  command("sardakkExotrireme", { destroy: ti4Units }),
] as const;

/** Exotrireme II's choice, asked of the Sardakk (`seat`) after a round of space combat in `system`. */
export interface Ti4SardakkExotriremeFrame {
  kind: "ti4SardakkExotrireme";
  seat: Seat;
  system: PositionLabel;
  opponent: Seat;
}

/**
 * True when `seat` holds Exotrireme II (the Sardakk's card, or a Nekro's copy) and has a dreadnought in
 * `system` (its card turns the holder's dreadnoughts into Exotriremes: units.ts, LRR 97.1a), and the opponent
 * has ships there.
 */
function mayUse(state: Ti4State, seat: Seat, opponent: Seat, system: PositionLabel): boolean {
  if (!holdsFactionTechnology(state, seat, "exo2")) return false;
  return (
    (shipsOf(state, seat, system).dreadnought ?? 0) > 0 && countUnits(shipsOf(state, opponent, system)) > 0
  );
}

const exotriremeFrame: FrameRules<Ti4, Ti4SardakkExotriremeFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "sardakkExotrireme",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Exotrireme II: destroy an Exotrireme here to destroy up to 2 of your opponent's ships (or none)",
    },
  ],
};

/** Removes `units` of `seat` from the space area of `system`, as destroyed; `damagedFirst` picks which. */
function destroyShips(
  tx: Tx<Ti4>,
  seat: Seat,
  system: PositionLabel,
  units: Ti4UnitCounts,
  damagedFirst: boolean,
) {
  const force = tx.state.board[system]?.space.find((f) => f.seat === seat);
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [keyof Ti4UnitCounts, number][]) {
    const hurt = force?.damaged?.[type] ?? 0;
    const whole = (force?.units[type] ?? 0) - hurt;
    const lost = damagedFirst ? Math.min(n, hurt) : Math.max(0, n - whole);
    if (lost > 0) damaged[type] = lost;
  }
  destroyUnitsDirectly(tx, { seat, place: { position: system }, units, damaged, cause: "Exotrireme II" });
}

function sardakkExotrireme(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "sardakkExotrireme" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4SardakkExotrireme")
    throw new Error("Exotrireme II is answered only when the game asks");
  const { seat, system, opponent } = frame;
  const destroy: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(command.destroy) as [keyof Ti4UnitCounts, number][])
    if (n) destroy[type] = n;
  const wanted = countUnits(destroy);
  const theirs = shipsOf(tx.state, opponent, system);
  if (wanted > 2)
    return ruleError(
      "ERR_TI4_EXOTRIREME_TOO_MANY",
      "Exotrireme II",
      `An Exotrireme destroys up to 2 ships, not ${wanted}.`,
      { wanted },
    );
  for (const [type, n] of Object.entries(destroy) as [keyof Ti4UnitCounts, number][])
    if (n > (theirs[type] ?? 0))
      return ruleError(
        "ERR_TI4_EXOTRIREME_NOT_THERE",
        "Exotrireme II",
        `Your opponent has ${theirs[type] ?? 0} ${type} among their ships in the active system, not ${n}.`,
        { type },
      );
  tx.emit({ type: "ti4FramePopped" });
  if (wanted === 0) return undefined;
  destroyShips(tx, seat, system, { dreadnought: 1 }, true);
  destroyShips(tx, opponent, system, destroy, false);
  return undefined;
}

export const TI4_SARDAKK_EXOTRIREME: Ti4Module = {
  id: "sardakkExotrireme",
  commands: { sardakkExotrireme },
  frames: { ti4SardakkExotrireme: exotriremeFrame },
  hooks: {
    spaceCombatRoundEnded(tx, combat) {
      for (const [seat, opponent] of eachSide(combat)) {
        if (!mayUse(tx.state, seat, opponent, combat.system)) continue;
        const frame: Ti4SardakkExotriremeFrame = {
          kind: "ti4SardakkExotrireme",
          seat,
          system: combat.system,
          opponent,
        };
        tx.emit({ type: "ti4FramePushed", frame });
      }
    },
  },
};

/** The two dearest of the opponent's ships in `system` (by cost), for the bot. */
function dearestTwo(
  state: Ti4State,
  opponent: Seat,
  system: PositionLabel,
): { units: Ti4UnitCounts; cost: number } {
  const ships = shipsOf(state, opponent, system);
  const each: { type: keyof Ti4UnitCounts; cost: number }[] = [];
  for (const [type, n] of Object.entries(ships) as [keyof Ti4UnitCounts, number][])
    for (let i = 0; i < n; i++) each.push({ type, cost: ti4UnitFor(state, opponent, type).cost ?? 0 });
  each.sort((a, b) => b.cost - a.cost);
  const units: Ti4UnitCounts = {};
  let cost = 0;
  for (const { type, cost: c } of each.slice(0, 2)) {
    units[type] = (units[type] ?? 0) + 1;
    cost += c;
  }
  return { units, cost };
}

export const SARDAKK_EXOTRIREME_ANSWERS: Ti4Answers = {
  sardakkExotrireme: (state, d) => {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "sardakkExotrireme", seat: d.seat, destroy: {} };
    if (frame?.kind !== "ti4SardakkExotrireme") return [none];
    const best = dearestTwo(state, frame.opponent, frame.system);
    const use: Ti4Command = { type: "sardakkExotrireme", seat: d.seat, destroy: best.units };
    const own = ti4UnitFor(state, d.seat, "dreadnought").cost ?? 0;
    const weaker =
      fleetStrength(state, d.seat, frame.system) < fleetStrength(state, frame.opponent, frame.system);
    return weaker || best.cost > own ? [use, none] : [none, use];
  },
};
