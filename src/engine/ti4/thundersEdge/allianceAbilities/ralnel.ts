/**
 * The Ral Nel Consortium's alliance card (TE "Alliance Reference Cards"; the commander Watchful Ojz's
 * ability): when its holder announces a retreat, they may at once move up to 2 of their ships out of the
 * combat to the system they retreat to, placing a command token there [recalled: the card's wording as the
 * community data gives it]. Heard as the retreat is announced (LRR 78.4, hook `retreatAnnounced`): the holder
 * names the ships (frame `teRalnelAllianceRetreat`, command `ralnelAllianceRetreat`, no ships for none); the
 * rest retreat at the round's end as ever (LRR 78.7), the token then already there.
 *
 * Our readings: the ships are those with a move value other than fighters, and they take no cargo (what
 * they leave without room is removed at once, LRR 16); the token comes from the reinforcements, and none is
 * placed when the system already holds one or the reinforcements are empty; a retreat against neutral ships
 * (TE "Neutral Units") is not heard (the hook is not asked there).
 *
 * The bot moves the two dearest ships it may [our own choice: they leave before the round's dice].
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import { command } from "../../../commands/forms.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import { unitsIn } from "../../board/forces.ts";
import { trimToCapacity } from "../../combat/capacity.ts";
import type { Ti4Command } from "../../commands.ts";
import { ti4Units } from "../../forms.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { commandTokenReinforcements } from "../../strategic/commandSheet.ts";
import { damagedLeaving } from "../../tactical/movement.ts";
import { ti4UnitFor } from "../../units.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

const SECTION = "TE Alliance Reference Cards: the Ral Nel Consortium";
/** How many ships the card moves out at most. */
export const RALNEL_ALLIANCE_SHIPS = 2;

export const RALNEL_ALLIANCE_COMMANDS = [
  /** The Ral Nel's alliance card: the ships (up to 2) that leave the combat at once; none for none. */
  command("ralnelAllianceRetreat", { units: ti4Units }),
] as const;

/** `seat` announced a retreat from `system` to `to` and holds the Ral Nel's card. */
export interface TeRalnelAllianceFrame {
  kind: "teRalnelAllianceRetreat";
  seat: Seat;
  system: PositionLabel;
  to: PositionLabel;
}

/** The ships of `seat` in `system` the card may move out: those with a move value, fighters left out. */
export function ralnelAllianceShips(state: Ti4State, seat: Seat, system: PositionLabel): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(unitsIn(state.board[system], seat)) as [Ti4UnitType, number][])
    if (
      n > 0 &&
      type !== "fighter" &&
      TI4_SHIP_TYPES.includes(type) &&
      (ti4UnitFor(state, seat, type).move ?? 0) > 0
    )
      out[type] = n;
  return out;
}

function askOnRetreat(tx: Tx<Ti4>, retreat: { system: PositionLabel; seat: Seat; to: PositionLabel }): void {
  const { seat, system, to } = retreat;
  if (!usesAllianceAbility(tx.state, seat, "ralnel")) return;
  if (Object.keys(ralnelAllianceShips(tx.state, seat, system)).length === 0) return;
  const frame: TeRalnelAllianceFrame = { kind: "teRalnelAllianceRetreat", seat, system, to };
  tx.emit({ type: "ti4FramePushed", frame });
}

const ralnelAllianceFrame: FrameRules<Ti4, TeRalnelAllianceFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "ralnelAllianceRetreat" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: `your retreat is announced: move up to ${RALNEL_ALLIANCE_SHIPS} ships to ${frame.to} at once (or none)`,
    },
  ],
};

type RalnelAllianceCommand = Extract<Ti4Command, { type: "ralnelAllianceRetreat" }>;

const total = (units: Ti4UnitCounts) => Object.values(units).reduce((sum: number, n) => sum + (n ?? 0), 0);

function refusal(state: Ti4State, frame: TeRalnelAllianceFrame, units: Ti4UnitCounts): RuleError | undefined {
  if (total(units) > RALNEL_ALLIANCE_SHIPS)
    return ruleError(
      "ERR_TI4_RALNEL_ALLIANCE_TOO_MANY",
      SECTION,
      `The Ral Nel's alliance card moves up to ${RALNEL_ALLIANCE_SHIPS} ships out of the combat.`,
      { ships: total(units) },
    );
  const movable = ralnelAllianceShips(state, frame.seat, frame.system);
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if ((n ?? 0) > (movable[type] ?? 0))
      return ruleError(
        "ERR_TI4_RALNEL_ALLIANCE_SHIPS",
        SECTION,
        `You have no ${n} ${type} in the combat that could move out (fighters and ships without a move value stay).`,
        { unit: type },
      );
  return undefined;
}

function ralnelAllianceRetreat(tx: Tx<Ti4>, cmd: RalnelAllianceCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teRalnelAllianceRetreat" || frame.seat !== cmd.seat)
    return ruleError(
      "ERR_TI4_RALNEL_ALLIANCE_NOT_ASKED",
      SECTION,
      "The Ral Nel's alliance card moves ships only as you announce a retreat.",
    );
  const units: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(cmd.units) as [Ti4UnitType, number][]) if (n > 0) units[type] = n;
  const refused = refusal(tx.state, frame, units);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  if (total(units) === 0) return undefined;
  const { seat, system, to } = frame;
  // The undamaged ships go first [our reading: the holder picks, and a damaged ship is no worse to move].
  const damaged = damagedLeaving(tx.state, seat, { position: system }, units);
  tx.emit({
    type: "ti4UnitsMoved",
    seat,
    from: { position: system },
    to: { position: to },
    units,
    ...(damaged ? { damaged } : {}),
  });
  if (
    !(tx.state.board[to]?.commandTokens ?? []).includes(seat) &&
    commandTokenReinforcements(tx.state, seat) > 0
  )
    tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: "reinforcements" });
  trimToCapacity(tx, seat, system);
  return undefined;
}

/** The bot moves the two dearest ships it may. */
export const RALNEL_ALLIANCE_ANSWERS: Ti4Answers = {
  ralnelAllianceRetreat: (state, d) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "teRalnelAllianceRetreat") return [];
    const ships = Object.entries(ralnelAllianceShips(state, d.seat, frame.system)) as [Ti4UnitType, number][];
    const cost = (type: Ti4UnitType) => ti4UnitFor(state, d.seat, type).cost ?? 0;
    const units: Ti4UnitCounts = {};
    let left = RALNEL_ALLIANCE_SHIPS;
    for (const [type, n] of ships.sort((a, b) => cost(b[0]) - cost(a[0]))) {
      const take = Math.min(n, left);
      if (take > 0) units[type] = take;
      left -= take;
    }
    return [
      { type: "ralnelAllianceRetreat", seat: d.seat, units },
      { type: "ralnelAllianceRetreat", seat: d.seat, units: {} },
    ];
  },
};

export const TE_RALNEL_ALLIANCE: Ti4Module = {
  id: "alliance:ralnel",
  commands: { ralnelAllianceRetreat },
  frames: { teRalnelAllianceRetreat: ralnelAllianceFrame },
  hooks: { retreatAnnounced: askOnRetreat },
};
