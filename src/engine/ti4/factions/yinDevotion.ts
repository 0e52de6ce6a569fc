/**
 * The Yin Brotherhood's Devotion (faction sheet), at the end of each round of space combat (hook point
 * spaceCombatRoundEnded, LRR 78): the Yin may destroy one of their cruisers or destroyers in the active
 * system to produce 1 hit on their opponent's ships there, which the opponent assigns (LRR 78.6, 87).
 * The bot gives up a destroyer (else a cruiser) when its fleet is the weaker one, and fights on otherwise.
 * A faction ability: not offered while Greyfire Mutagen is in force against the Yin (yinGreyfire.ts).
 */
import { command, oneOf } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { fleetStrength } from "../combat/bot.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { greyfireSilenced } from "./yinGreyfire.ts";
import { sacrifice, sacrificesOffered } from "./yinSacrifice.ts";

export const YIN_DEVOTION_COMMANDS = [
  /** Devotion: the ship destroyed for a hit on the opponent's ships, or "none". */
  command("yinDevotion", { unit: oneOf(["destroyer", "cruiser", "none"]) }),
] as const;

/** Devotion's choice, asked of the Yin (`seat`) at the end of a round of space combat in `system`. */
export interface Ti4YinDevotionFrame {
  kind: "ti4YinDevotion";
  seat: Seat;
  system: PositionLabel;
  opponent: Seat;
}

const devotionFrame: FrameRules<Ti4, Ti4YinDevotionFrame> = {
  decisions: (state, frame) => [
    {
      kind: "yinDevotion",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Devotion: destroy a destroyer or cruiser here for 1 hit on your opponent's ships (or none)",
      choices: [...sacrificesOffered(state, frame.seat, frame.system), "none"],
    },
  ],
};

function yinDevotion(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "yinDevotion" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4YinDevotion") throw new Error("Devotion is answered only when the game asks");
  const { seat, system } = frame;
  if (command.unit !== "none" && !sacrificesOffered(tx.state, seat, system).includes(command.unit))
    return ruleError(
      "ERR_TI4_DEVOTION_UNIT",
      "LRR 78",
      `Devotion destroys one of your cruisers or destroyers in the active system: you have no ${command.unit} there.`,
      { unit: command.unit },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (command.unit === "none") return undefined;
  sacrifice(tx, frame, command.unit, false);
  return undefined;
}

export const TI4_YIN_DEVOTION: Ti4Module = {
  id: "yinDevotion",
  commands: { yinDevotion },
  frames: { ti4YinDevotion: devotionFrame },
  hooks: {
    spaceCombatRoundEnded(tx, combat) {
      for (const [seat, opponent] of eachSide(combat)) {
        if (
          !hasFaction(tx.state, seat, "yin") ||
          greyfireSilenced(tx.state, seat) ||
          sacrificesOffered(tx.state, seat, combat.system).length === 0
        )
          continue;
        const frame: Ti4YinDevotionFrame = { kind: "ti4YinDevotion", seat, system: combat.system, opponent };
        tx.emit({ type: "ti4FramePushed", frame });
      }
    },
  },
};

export const YIN_DEVOTION_ANSWERS: Ti4Answers = {
  yinDevotion: (state, d) => {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "yinDevotion", seat: d.seat, unit: "none" };
    if (frame?.kind !== "ti4YinDevotion") return [none];
    const unit = sacrificesOffered(state, d.seat, frame.system)[0] as "destroyer" | "cruiser" | undefined;
    const weaker =
      fleetStrength(state, d.seat, frame.system) < fleetStrength(state, frame.opponent, frame.system);
    const give: Ti4Command[] = unit ? [{ type: "yinDevotion", seat: d.seat, unit }] : [];
    return weaker ? [...give, none] : [none, ...give];
  },
};
