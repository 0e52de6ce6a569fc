/**
 * The Yin Brotherhood (base game faction sheet): Yin Spinner (infantry placed after producing), Indoctrination
 * (yinIndoctrination.ts, at the start of a ground combat) and Devotion (yinDevotion.ts, at the end of a space
 * combat round), Impulse Core and the Van Hauge (yinImpulseCore.ts); their note, Greyfire Mutagen, switches
 * the faction abilities and technologies off for a tactical action (yinGreyfire.ts).
 *
 * Yin Spinner and Impulse Core are read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus
 * copying one under a Valefar Assimilator token uses it as the Yin would (LRR 90.16-90.22), and Greyfire
 * Mutagen, the Yin's note, does not switch the copy off (it names the Yin only).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, position, record } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { seatsWithShips, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { capacityOf } from "../combat/capacity.ts";
import type { Ti4Command } from "../commands.ts";
import { payment, ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { greyfireSilenced } from "./yinGreyfire.ts";
import {
  INDOCTRINATION_FRAME,
  indoctrinationAnswer,
  offerIndoctrination,
  yinIndoctrination,
} from "./yinIndoctrination.ts";

type Ti4Tx = Tx<Ti4>;

/** Yin Spinner: the infantry it places. */
export const YIN_SPINNER_INFANTRY = 2;

export const YIN_COMMANDS = [
  /** Yin Spinner: where its infantry go (a planet of the system, or its space area); an empty list: none. */
  command("yinSpinner", {
    placements: listOf(
      record({ position, planet: ti4Id<Ti4PlanetId>("planet").optional(), infantry: count }),
    ),
  }),
  /** Indoctrination: the influence spent to replace an opposing infantry; no payment declines. */
  command("yinIndoctrination", { payment: payment.optional() }),
] as const;

/** Yin Spinner's window, once `seat` (the Yin, or a Nekro holding a copy) has produced units. */
export interface Ti4YinSpinnerFrame {
  kind: "ti4YinSpinner";
  seat: Seat;
}

/** Room left for ground forces and fighters in `seat`'s space area at `at` (LRR 16). */
function roomIn(state: Ti4State, seat: Seat, at: PositionLabel): number {
  const units = unitsIn(state.board[at], seat);
  const carried = (units.infantry ?? 0) + (units.mech ?? 0) + (units.fighter ?? 0);
  return capacityOf(state, seat, units) - carried;
}

type Placement = Extract<Ti4Command, { type: "yinSpinner" }>["placements"][number];

/**
 * Why these placements are not Yin Spinner's, or undefined: at most 2 infantry, each on a planet the Yin
 * control or in a space area holding their ships, within the room their ships there have (LRR 16 [our
 * reading: infantry put in space need capacity like any]).
 */
function placementsRefused(
  state: Ti4State,
  seat: Seat,
  placements: readonly Placement[],
): RuleError | undefined {
  const total = placements.reduce((sum, p) => sum + p.infantry, 0);
  if (total > YIN_SPINNER_INFANTRY)
    return ruleError(
      "ERR_TI4_YIN_SPINNER_COUNT",
      "LRR 68",
      `Yin Spinner places up to 2 infantry, not ${total}.`,
    );
  const inSpace = new Map<PositionLabel, number>();
  for (const p of placements) {
    if (p.planet !== undefined) {
      if (!planetsAt(state, p.position).includes(p.planet) || !state.players[seat]?.planets[p.planet])
        return ruleError(
          "ERR_TI4_YIN_SPINNER_PLACE",
          "LRR 68",
          `Yin Spinner places infantry on a planet you control; ${p.planet} at ${p.position} is not one.`,
          { planet: p.planet },
        );
      continue;
    }
    if (!seatsWithShips(state.board[p.position]).includes(seat))
      return ruleError(
        "ERR_TI4_YIN_SPINNER_PLACE",
        "LRR 68",
        `Yin Spinner places infantry in a space area holding your ships; ${p.position} holds none.`,
        { position: p.position },
      );
    inSpace.set(p.position, (inSpace.get(p.position) ?? 0) + p.infantry);
  }
  for (const [at, n] of inSpace)
    if (n > roomIn(state, seat, at))
      return ruleError(
        "ERR_TI4_YIN_SPINNER_CAPACITY",
        "LRR 16",
        `Your ships at ${at} have no room for ${n} more infantry.`,
        { position: at },
      );
  return undefined;
}

const spinnerFrame: FrameRules<Ti4, Ti4YinSpinnerFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "yinSpinner",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Yin Spinner: place up to 2 infantry on your planets or with your ships (or none)",
    },
  ],
};

// Yin Spinner (its card, Codex I Ω text): after producing units, its holder (the Yin, or a Nekro with a copy)
// places up to 2 infantry from reinforcements on planets they control or in space areas holding their ships.
function yinSpinner(tx: Ti4Tx, command: Extract<Ti4Command, { type: "yinSpinner" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4YinSpinner") throw new Error("Yin Spinner is answered only in its window");
  const refused = placementsRefused(tx.state, frame.seat, command.placements);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  for (const p of command.placements) {
    if (p.infantry === 0) continue;
    const place =
      p.planet !== undefined ? { position: p.position, planet: p.planet } : { position: p.position };
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: frame.seat,
      place,
      units: { infantry: p.infantry },
      reason: "yin spinner",
    });
  }
  return undefined;
}

export const TI4_YIN: Ti4Module = {
  id: "yin",
  commands: { yinSpinner, yinIndoctrination },
  frames: { ti4YinSpinner: spinnerFrame, ti4Indoctrination: INDOCTRINATION_FRAME },
  hooks: {
    groundCombatStarts: (tx, combat) => offerIndoctrination(tx, combat),
    afterUnitsProduced(tx, seat) {
      // The Yin's card, or a Nekro copy of it.
      if (!holdsFactionTechnology(tx.state, seat, "yso")) return;
      // A faction technology: switched off for the Yin by Greyfire Mutagen.
      if (greyfireSilenced(tx.state, seat)) return;
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4YinSpinner", seat } });
    },
  },
};

/** The bot puts both infantry on the first planet it controls [our own choice], or none. */
export const YIN_ANSWERS: Ti4Answers = {
  yinIndoctrination: indoctrinationAnswer,
  yinSpinner: (state, d) => {
    const planets = Object.keys(state.players[d.seat]?.planets ?? {}) as Ti4PlanetId[];
    const out: Ti4Command[] = [];
    for (const at of Object.keys(state.board)) {
      const planet = planetsAt(state, at).find((p) => planets.includes(p));
      if (planet) {
        out.push({ type: "yinSpinner", seat: d.seat, placements: [{ position: at, planet, infantry: 2 }] });
        break;
      }
    }
    out.push({ type: "yinSpinner", seat: d.seat, placements: [] });
    return out;
  },
};
