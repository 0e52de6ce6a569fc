/**
 * The Crimson Rebellion's alliance card (TE "Alliance Reference Cards"; the commander Ahk Siever's ability):
 * after each combat its holder takes part in, they gain 1 commodity or convert 1 of theirs to a trade good.
 * Heard as a space combat ends (LRR 78.9, hook `spaceCombatEnded`) and as a ground combat ends (LRR 42, hook
 * `groundCombatEnded`).
 *
 * The holder chooses (frame `teCrimsonAllianceCommodity`, command `crimsonAllianceCommodity`) only when both
 * are open; when one alone is (commodities at the faction's value: convert; none held: gain) it is done
 * without asking, and when neither is, nothing happens. Gaining goes through gainCommodities, so whatever
 * answers a commodity gain hears it (LRR 21).
 *
 * Our readings: those who take part are the combat's attacker and defender (an ally whose units join the roll
 * in the Alliance variant is not counted); the ability is no "may", so it is always used.
 *
 * The bot gains while below its commodity value and converts otherwise [our own choice].
 */
import { command, oneOf } from "../../../commands/forms.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import type { Ti4Command } from "../../commands.ts";
import { gainCommodities } from "../../economy/commodities.ts";
import { commodityValue } from "../../economy/commodityValue.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

const SECTION = "TE Alliance Reference Cards: the Crimson Rebellion";
const REASON = "the Crimson Rebellion's alliance card";
const CHOICES = ["gain", "convert"] as const;
type Choice = (typeof CHOICES)[number];

export const CRIMSON_ALLIANCE_COMMANDS = [
  /** After a combat: 1 commodity gained, or 1 of one's commodities converted to a trade good. */
  command("crimsonAllianceCommodity", { choice: oneOf(CHOICES) }),
] as const;

/** A combat `seat` took part in is over: they gain 1 commodity or convert 1. */
export interface TeCrimsonAllianceFrame {
  kind: "teCrimsonAllianceCommodity";
  seat: Seat;
}

/** What `seat` may do now: gain while below their commodity value, convert while they hold one. */
export function crimsonAllianceChoices(state: Ti4State, seat: Seat): Choice[] {
  const held = state.players[seat]?.commodities ?? 0;
  return CHOICES.filter((c) => (c === "gain" ? held < commodityValue(state, seat) : held > 0));
}

function carryOut(tx: Tx<Ti4>, seat: Seat, choice: Choice): void {
  if (choice === "gain") {
    gainCommodities(tx, seat, 1, REASON);
    return;
  }
  tx.emit({ type: "ti4CommoditiesChanged", seat, amount: -1, reason: REASON });
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 1, reason: REASON });
}

/** Each holder among `seats` (the combat's two sides) uses the card, asked only when both ways are open. */
function afterCombat(tx: Tx<Ti4>, seats: readonly Seat[]): void {
  for (const seat of new Set(seats)) {
    if (!usesAllianceAbility(tx.state, seat, "crimson")) continue;
    const open = crimsonAllianceChoices(tx.state, seat);
    const only = open.length === 1 ? open[0] : undefined;
    if (only !== undefined) carryOut(tx, seat, only);
    else if (open.length > 1)
      tx.emit({ type: "ti4FramePushed", frame: { kind: "teCrimsonAllianceCommodity", seat } });
  }
}

const crimsonAllianceFrame: FrameRules<Ti4, TeCrimsonAllianceFrame> = {
  decisions: (state, frame) => [
    {
      kind: "crimsonAllianceCommodity" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: "the combat is over: gain 1 commodity, or convert 1 of yours to a trade good",
      choices: crimsonAllianceChoices(state, frame.seat),
    },
  ],
};

type CrimsonAllianceCommand = Extract<Ti4Command, { type: "crimsonAllianceCommodity" }>;

function crimsonAllianceCommodity(tx: Tx<Ti4>, cmd: CrimsonAllianceCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teCrimsonAllianceCommodity" || frame.seat !== cmd.seat)
    return ruleError(
      "ERR_TI4_CRIMSON_ALLIANCE_NOT_ASKED",
      SECTION,
      "The Crimson Rebellion's alliance card gives a commodity or converts one only after a combat you took part in.",
    );
  if (!crimsonAllianceChoices(tx.state, cmd.seat).includes(cmd.choice))
    return ruleError(
      "ERR_TI4_CRIMSON_ALLIANCE_CHOICE",
      SECTION,
      cmd.choice === "gain"
        ? "Your commodities are at your faction's commodity value: convert one instead."
        : "You hold no commodity to convert: gain one instead.",
      { choice: cmd.choice },
    );
  tx.emit({ type: "ti4FramePopped" });
  carryOut(tx, cmd.seat, cmd.choice);
  return undefined;
}

/** The bot gains while below its commodity value, and converts otherwise. */
export const CRIMSON_ALLIANCE_ANSWERS: Ti4Answers = {
  crimsonAllianceCommodity: (state, d) =>
    crimsonAllianceChoices(state, d.seat).map((choice) => ({
      type: "crimsonAllianceCommodity" as const,
      seat: d.seat,
      choice,
    })),
};

export const TE_CRIMSON_ALLIANCE: Ti4Module = {
  id: "alliance:crimson",
  commands: { crimsonAllianceCommodity },
  frames: { teCrimsonAllianceCommodity: crimsonAllianceFrame },
  hooks: {
    spaceCombatEnded: (tx, combat) => afterCombat(tx, [combat.attacker, combat.defender]),
    groundCombatEnded: (tx, combat) => afterCombat(tx, [combat.attacker, combat.defender]),
  },
};
