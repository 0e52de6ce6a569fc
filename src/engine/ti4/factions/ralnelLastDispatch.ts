/**
 * The Last Dispatch, the Ral Nel Consortium's flagship (content/ti4/units.te.ts; the card: "when this unit
 * retreats, you may destroy 1 ship in the active system that does not have Sustain Damage",
 * scottmk/ti4-reference@06970404f8380bed6c5f1f9deb8236a825628d07:snippets/units/faction/te/ralnel-flagship.md).
 * Once a retreat that took the flagship along is made (LRR 78.7, hook `retreatMade`), its owner is asked
 * (frame `teLastDispatch`) which ship to destroy (`lastDispatchDestroy`), or none (`lastDispatchDecline`).
 * The ship is destroyed directly (LRR 31: no hits, so no sustain damage).
 *
 * Our readings: the ship is another player's (the retreating side has left the system); a unit with
 * Sustain Damage may not be chosen even when already damaged, and a Skilled Retreat does not trigger it (the
 * faction's rules notes [recalled]: Bshah11/DataCleaner StructuredData/faction_lrr/
 * The_Ral_Nel_Consortium_lrr.md, so only the retreat announced in the combat's round is heard here); a
 * retreat from neutral ships (TE "Neutral Units") is not heard.
 *
 * The bot destroys the dearest ship it may [our own choice], so it never stalls.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, seat as seatForm } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { ti4UnitFor } from "../units.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

const SECTION = "TE Ral Nel: Last Dispatch (flagship)";

export const RALNEL_LAST_DISPATCH_COMMANDS = [
  /** Last Dispatch: the ship destroyed in the system the flagship retreated from (its owner and type). */
  command("lastDispatchDestroy", { owner: seatForm, unit: ti4Id<Ti4UnitType>("unit") }),
  /** Last Dispatch: no ship is destroyed. */
  command("lastDispatchDecline", {}),
] as const;

/** The Ral Nel's flagship has retreated from `system`: `seat` may destroy a ship there. */
export interface TeLastDispatchFrame {
  kind: "teLastDispatch";
  seat: Seat;
  system: PositionLabel;
}

/** One ship the Last Dispatch may destroy. */
export interface LastDispatchTarget {
  owner: Seat;
  unit: Ti4UnitType;
}

const targetKey = (t: LastDispatchTarget) => `${t.owner}:${t.unit}`;

/** The ships of other players in `system`'s space area whose unit has no Sustain Damage, one per type. */
export function lastDispatchTargets(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
): LastDispatchTarget[] {
  const out: LastDispatchTarget[] = [];
  for (const force of state.board[system]?.space ?? []) {
    if (force.seat === seat || state.players[force.seat] === undefined) continue;
    for (const [unit, n] of Object.entries(force.units) as [Ti4UnitType, number][])
      if (n > 0 && TI4_SHIP_TYPES.includes(unit) && !ti4UnitFor(state, force.seat, unit).sustainDamage)
        out.push({ owner: force.seat, unit });
  }
  return out;
}

function askAfterRetreat(
  tx: Tx<Ti4>,
  retreat: { system: PositionLabel; seat: Seat; units: Partial<Record<Ti4UnitType, number>> },
): void {
  const { seat, system } = retreat;
  if (!playsThundersEdge(tx.state) || !flagshipHasAbilityOf(tx.state, seat, "ralnel")) return;
  if ((retreat.units.flagship ?? 0) <= 0) return;
  if (lastDispatchTargets(tx.state, seat, system).length === 0) return;
  const frame: TeLastDispatchFrame = { kind: "teLastDispatch", seat, system };
  tx.emit({ type: "ti4FramePushed", frame });
}

const lastDispatchFrame: FrameRules<Ti4, TeLastDispatchFrame> = {
  decisions(state, frame) {
    const targets = lastDispatchTargets(state, frame.seat, frame.system);
    const decline = {
      kind: "lastDispatchDecline" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: "destroy no ship with the Last Dispatch",
    };
    if (targets.length === 0) return [decline];
    return [
      {
        kind: "lastDispatchDestroy" as const,
        seat: frame.seat,
        simultaneous: false,
        prompt: `your Last Dispatch retreated: destroy 1 ship without Sustain Damage in ${frame.system}?`,
        choices: targets.map(targetKey),
      },
      decline,
    ];
  },
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function askedFrame(state: Ti4State, seat: Seat): TeLastDispatchFrame | RuleError {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "teLastDispatch" || frame.seat !== seat)
    return ruleError(
      "ERR_TI4_LAST_DISPATCH_NOT_ASKED",
      SECTION,
      "The Last Dispatch destroys a ship only as it retreats from a space combat.",
    );
  return frame;
}

function lastDispatchDestroy(tx: Tx<Ti4>, command: CommandOf<"lastDispatchDestroy">): RuleError | undefined {
  const frame = askedFrame(tx.state, command.seat);
  if (frame.kind === "ruleError") return frame;
  const target = { owner: command.owner, unit: command.unit };
  const targets = lastDispatchTargets(tx.state, command.seat, frame.system).map(targetKey);
  if (!targets.includes(targetKey(target)))
    return ruleError(
      "ERR_TI4_LAST_DISPATCH_TARGET",
      SECTION,
      `The Last Dispatch destroys another player's ship without Sustain Damage in ${frame.system}: seat ${command.owner}'s ${command.unit} is not one.`,
      { owner: command.owner, unit: command.unit },
    );
  tx.emit({ type: "ti4FramePopped" });
  destroyUnitsDirectly(tx, {
    seat: command.owner,
    place: { position: frame.system },
    units: { [command.unit]: 1 },
    cause: "the Last Dispatch",
  });
  return undefined;
}

function lastDispatchDecline(tx: Tx<Ti4>, command: CommandOf<"lastDispatchDecline">): RuleError | undefined {
  const frame = askedFrame(tx.state, command.seat);
  if (frame.kind === "ruleError") return frame;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** The bot destroys the dearest ship offered, then declines if the rules refuse them all. */
export const RALNEL_LAST_DISPATCH_ANSWERS: Ti4Answers = {
  lastDispatchDestroy: (state, d) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "teLastDispatch") return [];
    const cost = (t: LastDispatchTarget) => ti4UnitFor(state, t.owner, t.unit).cost ?? 0;
    return lastDispatchTargets(state, d.seat, frame.system)
      .sort((a, b) => cost(b) - cost(a))
      .map((t) => ({ type: "lastDispatchDestroy" as const, seat: d.seat, owner: t.owner, unit: t.unit }));
  },
  lastDispatchDecline: (_state, d) => [{ type: "lastDispatchDecline", seat: d.seat }],
};

export const TE_RALNEL_LAST_DISPATCH: Ti4Module = {
  id: "faction:ralnel:lastDispatch",
  commands: { lastDispatchDestroy, lastDispatchDecline },
  frames: { teLastDispatch: lastDispatchFrame },
  hooks: { retreatMade: askAfterRetreat },
};
