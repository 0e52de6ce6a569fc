/**
 * The Yin Brotherhood's Impulse Core (faction technology) and their flagship, the Van Hauge (faction sheet).
 * Impulse Core, at the start of a space combat (hook point spaceCombatStarts, LRR 78.2): the Yin may destroy
 * one of their cruisers or destroyers in the active system to produce 1 hit on their opponent's ships
 * there, which the opponent assigns to a non-fighter ship if able (LRR 78.6, 87). The bot gives up a
 * destroyer (else a cruiser) when its fleet is the weaker one, and keeps its ships otherwise.
 * The Van Hauge: when it is destroyed, by hits (hook point hitsAssigned, LRR 87) or directly by a card or
 * ability (hook point shipsDestroyedDirectly, LRR 31: Direct Hit, Courageous to the End, an Exotrireme's
 * ability, an agenda), every other ship in its system is destroyed, the Yin's own included.
 * Greyfire Mutagen (yinGreyfire.ts) switches Impulse Core off, a faction technology; the Van Hauge's
 * ability is its flagship's and stays.
 * Impulse Core is read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying it under a
 * Valefar Assimilator token is asked as the Yin are (LRR 90.16-90.22); Greyfire Mutagen names the Yin only.
 */
import { TI4_SHIP_TYPES } from "../../../content/ti4/index.ts";
import { command, oneOf } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import type { Ti4Place } from "../board/forces.ts";
import { fleetStrength } from "../combat/bot.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4UnitCounts } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";
import { greyfireSilenced } from "./yinGreyfire.ts";
import { sacrifice, sacrificesOffered } from "./yinSacrifice.ts";

export const YIN_IMPULSE_CORE_COMMANDS = [
  /** Impulse Core: the ship destroyed for a hit on the opponent's non-fighter ships, or "none". */
  command("yinImpulseCore", { unit: oneOf(["destroyer", "cruiser", "none"]) }),
] as const;

/** Impulse Core's choice, asked of its holder (`seat`) as a space combat in `system` starts. */
export interface Ti4YinImpulseCoreFrame {
  kind: "ti4YinImpulseCore";
  seat: Seat;
  system: PositionLabel;
  opponent: Seat;
}

const impulseFrame: FrameRules<Ti4, Ti4YinImpulseCoreFrame> = {
  decisions: (state, frame) => [
    {
      kind: "yinImpulseCore",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Impulse Core: destroy a destroyer or cruiser here for 1 hit on a non-fighter ship of your opponent (or none)",
      choices: [...sacrificesOffered(state, frame.seat, frame.system), "none"],
    },
  ],
};

function yinImpulseCore(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "yinImpulseCore" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4YinImpulseCore")
    throw new Error("Impulse Core is answered only when the game asks");
  const { seat, system } = frame;
  if (command.unit !== "none" && !sacrificesOffered(tx.state, seat, system).includes(command.unit))
    return ruleError(
      "ERR_TI4_IMPULSE_CORE_UNIT",
      "LRR 78.2",
      `Impulse Core destroys one of your cruisers or destroyers in the active system: you have no ${command.unit} there.`,
      { unit: command.unit },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (command.unit === "none") return undefined;
  sacrifice(tx, frame, command.unit, true);
  return undefined;
}

/**
 * The Van Hauge destroyed: every ship left in `system` is destroyed, damaged ones and all (destroyed
 * directly, so abilities that answer ships destroyed hear of them: board/destroyed.ts).
 */
function vanHaugeDestroyed(tx: Tx<Ti4>, system: PositionLabel): void {
  for (const force of [...(tx.state.board[system]?.space ?? [])]) {
    const units: Ti4UnitCounts = {};
    const damaged: Ti4UnitCounts = {};
    for (const type of TI4_SHIP_TYPES) {
      const n = force.units[type] ?? 0;
      if (n > 0) units[type] = n;
      const hurt = force.damaged?.[type] ?? 0;
      if (n > 0 && hurt > 0) damaged[type] = Math.min(n, hurt);
    }
    const place = { position: system };
    destroyUnitsDirectly(tx, { seat: force.seat, place, units, damaged, cause: "the Van Hauge" });
  }
}

/** Whether `seat`'s lost ships at `place` include the Yin flagship, in a space area. */
function vanHaugeLost(tx: Tx<Ti4>, seat: Seat, place: Ti4Place, lost: Ti4UnitCounts): boolean {
  return (
    place.planet === undefined && (lost.flagship ?? 0) > 0 && flagshipHasAbilityOf(tx.state, seat, "yin")
  );
}

export const TI4_YIN_IMPULSE_CORE: Ti4Module = {
  id: "yinImpulseCore",
  commands: { yinImpulseCore },
  frames: { ti4YinImpulseCore: impulseFrame },
  hooks: {
    spaceCombatStarts(tx, combat) {
      for (const [seat, opponent] of eachSide(combat)) {
        if (!holdsFactionTechnology(tx.state, seat, "ic")) continue;
        if (greyfireSilenced(tx.state, seat)) continue;
        if (sacrificesOffered(tx.state, seat, combat.system).length === 0) continue;
        const frame: Ti4YinImpulseCoreFrame = {
          kind: "ti4YinImpulseCore",
          seat,
          system: combat.system,
          opponent,
        };
        tx.emit({ type: "ti4FramePushed", frame });
      }
    },
    // The Van Hauge, destroyed by hits (LRR 87) or directly by a card or ability (LRR 31).
    hitsAssigned(tx, { seat, place, destroyed }) {
      if (vanHaugeLost(tx, seat, place, destroyed)) vanHaugeDestroyed(tx, place.position);
    },
    shipsDestroyedDirectly(tx, { seat, place, ships }) {
      if (vanHaugeLost(tx, seat, place, ships)) vanHaugeDestroyed(tx, place.position);
    },
  },
};

export const YIN_IMPULSE_CORE_ANSWERS: Ti4Answers = {
  yinImpulseCore: (state, d) => {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "yinImpulseCore", seat: d.seat, unit: "none" };
    if (frame?.kind !== "ti4YinImpulseCore") return [none];
    const unit = sacrificesOffered(state, d.seat, frame.system)[0] as "destroyer" | "cruiser" | undefined;
    const weaker =
      fleetStrength(state, d.seat, frame.system) < fleetStrength(state, frame.opponent, frame.system);
    const give: Ti4Command[] = unit ? [{ type: "yinImpulseCore", seat: d.seat, unit }] : [];
    return weaker ? [...give, none] : [none, ...give];
  },
};
