/**
 * The Naalu Collective (base game faction sheet): Telepathic (the "0" token: first in initiative order),
 * Foresight (ships slip away from an arriving fleet), Neuroglaive (an activation near their ships costs a
 * fleet token), Hybrid Crystal Fighter II (fighters beyond capacity count half against the fleet pool). The
 * two technologies work as well for a Nekro who copies them under an assimilator token (technology/owned.ts).
 * Their Hybrid Crystal Fighters' combat and move values are read off the sheet (units.ts). The Matriarch,
 * their flagship: during an invasion in its system their fighters may be committed to planets as if they
 * were ground forces (hook `fightersCommittedAsGroundForces`); the invasion step sends them back to space
 * after the ground combats (invasion/invasion.ts).
 *
 * Gift of Prescience, their note, is played at the end of the strategy phase: it lies face up in its
 * holder's play area with the "0" token, so its holder is first in initiative order and the Naalu lose
 * Telepathic for the round (LRR 48); it goes back to the Naalu at the end of the status phase (LRR 69.3).
 */

import { command, orNull, position } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { pushFleetExcess } from "../strategic/fleetExcess.ts";
import { entryProblem, othersShipsIn } from "../tactical/paths.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

type Ti4Tx = Tx<Ti4>;

export const NAALU_COMMANDS = [
  /** Foresight: the adjacent system the Naalu ships withdraw to, or null to stay. */
  command("foresight", { system: orNull(position) }),
] as const;

/** Foresight's window: `seat` (the Naalu) may withdraw its ships from `system`, where `mover` just arrived. */
export interface Ti4ForesightFrame {
  kind: "ti4Foresight";
  seat: Seat;
  system: PositionLabel;
  mover: Seat;
}

function naaluSeats(state: Ti4State): Seat[] {
  return state.players.filter((p) => p.faction === "naalu" && !p.eliminated).map((p) => p.seat);
}

/** The seats holding Neuroglaive: the Naalu owning it, or a Nekro copying it (technology/owned.ts). */
function neuroglaiveSeats(state: Ti4State): Seat[] {
  return state.players
    .filter((p) => !p.eliminated && holdsFactionTechnology(state, p.seat, "ng"))
    .map((p) => p.seat);
}

/**
 * Foresight: the systems the Naalu ships may withdraw to: adjacent to the active system, without another
 * player's ships, and one their ships could enter (asteroid fields and supernovas keep them out as they keep
 * out a move, LRR 11, 86 [our reading]).
 */
export function foresightDestinations(state: Ti4State, seat: Seat, system: PositionLabel): PositionLabel[] {
  return ti4Neighbours(state, system).filter(
    (p) => !othersShipsIn(state, seat, p) && entryProblem(state, seat, p, true) === undefined,
  );
}

const foresightFrame: FrameRules<Ti4, Ti4ForesightFrame> = {
  decisions: (state, frame) => [
    {
      kind: "foresight",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Foresight: withdraw your ships from ${frame.system} to an adjacent system (or stay)`,
      choices: foresightDestinations(state, frame.seat, frame.system),
    },
  ],
};

// Foresight (faction sheet): after another player moves ships into a system holding the Naalu's ships, the
// Naalu may spend a strategy-pool token, placing it in an adjacent system without other players' ships, and
// move their ships there.
function foresight(tx: Ti4Tx, command: Extract<Ti4Command, { type: "foresight" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Foresight") throw new Error("Foresight is answered only in its window");
  const { seat, system } = frame;
  if (command.system !== null) {
    const to = command.system;
    if (!foresightDestinations(tx.state, seat, system).includes(to))
      return ruleError(
        "ERR_TI4_FORESIGHT_DESTINATION",
        "LRR 58",
        `Foresight withdraws your ships to a system adjacent to ${system} that holds no other player's ships and that they may enter; ${to} is not one.`,
        { system: to },
      );
    if ((tx.state.players[seat]?.tokens.strategy ?? 0) < 1)
      return ruleError(
        "ERR_TI4_NO_STRATEGY_TOKEN",
        "LRR 20",
        "Foresight places a token from your strategy pool, and it is empty.",
      );
    tx.emit({ type: "ti4FramePopped" });
    tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: "strategy" });
    // Ships go with what they carry in the space area (LRR 95): every unit of theirs there moves.
    const force = tx.state.board[system]?.space.find((f) => f.seat === seat);
    const units = { ...unitsIn(tx.state.board[system], seat) };
    const damaged = force?.damaged && countUnits(force.damaged) > 0 ? { ...force.damaged } : undefined;
    if (countUnits(units) > 0)
      tx.emit({
        type: "ti4UnitsMoved",
        seat,
        from: { position: system },
        to: { position: to },
        units,
        ...(damaged ? { damaged } : {}),
      });
    return undefined;
  }
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

const GIFT = "gift";

/** The seat with the Gift of Prescience of `naalu` face up, if any. */
function giftHolder(state: Ti4State, naalu: Seat): Seat | undefined {
  return state.players.find((p) =>
    (p.promissoryPlayArea ?? []).some((n) => n.note === GIFT && n.owner === naalu),
  )?.seat;
}

/** Gift of Prescience: any holder may play it as the strategy phase ends. */
export const GIFT_OF_PRESCIENCE: Ti4NoteRules = {
  moment: "strategyPhaseEnded",
  playableAt: () => true,
  laidOutWhenPlayed: true,
};

/** LRR 48: the "0" token's seat: the Naalu, or the holder of their Gift of Prescience. */
function initiativeOverride(state: Ti4State, seat: Seat): number | undefined {
  if ((state.players[seat]?.promissoryPlayArea ?? []).some((n) => n.note === GIFT)) return 0;
  return hasFaction(state, seat, "naalu") && giftHolder(state, seat) === undefined ? 0 : undefined;
}

export const TI4_NAALU: Ti4Module = {
  id: "naalu",
  commands: { foresight },
  frames: { ti4Foresight: foresightFrame },
  hooks: {
    // Telepathic (faction sheet; LRR 48): the "0" token on the Naalu's strategy card puts them first,
    // unless their Gift of Prescience has moved it to its holder.
    initiativeOverride,
    // Gift of Prescience goes back to the Naalu at the end of the status phase.
    statusPhaseEnded(tx) {
      for (const naalu of naaluSeats(tx.state)) {
        const holder = giftHolder(tx.state, naalu);
        if (holder !== undefined) returnNote(tx, holder, GIFT, naalu);
      }
    },
    // Neuroglaive (its card): after a player activates a system holding the ships of a holder of the card,
    // that player returns a token from their fleet pool to reinforcements (none left: nothing happens). Each
    // holder's card takes one: a Naalu's and a Nekro's copy, both with ships there, take two [our reading].
    afterSystemActivated(tx, seat, system) {
      const holders = neuroglaiveSeats(tx.state).filter(
        (holder) => holder !== seat && seatsWithShips(tx.state.board[system]).includes(holder),
      );
      const lost = Math.min(holders.length, tx.state.players[seat]?.tokens.fleet ?? 0);
      for (let i = 0; i < lost; i++)
        tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet: -1 }, reason: "neuroglaive" });
      // LRR 37: ships over the smaller pool are removed by their owner before the action goes on.
      if (lost > 0) pushFleetExcess(tx, seat);
    },
    // Foresight: the window opens when another player's ships arrive where the Naalu have ships, and the
    // Naalu have a strategy token to spend and somewhere to go.
    afterShipsMoved(tx, seat, system) {
      for (const naalu of naaluSeats(tx.state)) {
        if (naalu === seat || !seatsWithShips(tx.state.board[system]).includes(naalu)) continue;
        if ((tx.state.players[naalu]?.tokens.strategy ?? 0) < 1) continue;
        if (foresightDestinations(tx.state, naalu, system).length === 0) continue;
        tx.emit({
          type: "ti4FramePushed",
          frame: { kind: "ti4Foresight", seat: naalu, system, mover: seat },
        });
      }
    },
    // The Matriarch (its card; LRR 49.2): fighters in its system may be committed as ground forces.
    fightersCommittedAsGroundForces: (state, seat, position) =>
      flagshipHasAbilityOf(state, seat, "naalu") && (unitsIn(state.board[position], seat).flagship ?? 0) > 0,
    // Hybrid Crystal Fighter II (its card): each fighter beyond capacity counts as half a ship against the
    // fleet pool; an odd one out still needs a whole token [our reading: halves rounded up]. A Nekro's copy
    // turns over their fighters (units.ts, LRR 97.1a) and counts the same.
    excessFightersFleetCount: (state, seat, excess) =>
      holdsFactionTechnology(state, seat, "hcf2") ? Math.ceil(excess / 2) : undefined,
  },
};

/** The bot stays put with its ships: it would rather fight than give up the system [our own choice]. */
export const NAALU_ANSWERS: Ti4Answers = {
  foresight: (_state, d) => [
    { type: "foresight", seat: d.seat, system: null },
    ...((d.choices ?? []) as string[]).map((system) => ({
      type: "foresight" as const,
      seat: d.seat,
      system,
    })),
  ],
};
