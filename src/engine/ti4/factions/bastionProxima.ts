/**
 * Proxima Targeting V1, the Last Bastion's faction technology (content/ti4/technologies.factions.te.ts; the
 * card as printed: "Cancel 1 hit produced by BOMBARDMENT rolls made against your ground forces for each of
 * your galvanized units present. At the start of a round of ground combat, you may resolve BOMBARDMENT 8
 * (x3) against your opponent's ground forces; if you do, make an identical roll against your own ground
 * forces."). Our readings, on purpose:
 *
 * - Cancelling (hook bombardmentHitsCancelled, asked of every bombardment's hits: a unit's BOMBARDMENT, the
 *   L1Z1X's Harrow, and this card's own roll): only the holder of the card cancels, and only hits on its own
 *   ground forces; "present" is read as on the bombarded planet, where those ground forces are (a bombardment
 *   is made against a planet, LRR 15) [recalled]. So the second roll, against the holder's own ground forces,
 *   is cancelled by its galvanized units there too.
 * - The roll: asked of the holder as each round of a ground combat it fights starts (hook
 *   groundCombatRoundStarts), the first round included; a yes-or-no answer. Declined, nothing is rolled.
 *   Taken, 3 dice hitting on 8 against the opponent's ground forces, then 3 new dice (an identical roll, not
 *   the same dice) against the holder's own; each side assigns its hits as bombardment's (hits.ts: sustain
 *   damage, then losses), the opponent first.
 * - The roll is the card's, not a unit's: no unit rolls it, so Galvanize's extra die and unit modifiers do
 *   not apply [recalled]; it is a BOMBARDMENT, so what limits bombardment limits it: a planet holding the
 *   opponent's PLANETARY SHIELD (LRR 65; a War Sun of the holder's in the system lifts it), Conventions of
 *   War on a cultural planet, Bunker's -4 on a planet its player controls, and an event that makes each
 *   bombardment hit worth more.
 * - Against neutral ground forces (TE "Neutral Units") the card is not offered: their combat asks no round's
 *   start [not built].
 */
import { command, oneOf } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { bunkerModifier } from "../actionCards/inForce.ts";
import { bombardmentForbidden } from "../agenda/laws.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, forcesIn, type Ti4Place } from "../board/forces.ts";
import { groundForcesOf } from "../combat/ground.ts";
import { bombardmentHits, pushHitAssignment } from "../combat/hits.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4GroundCombatRound } from "../hooks/combat.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { shielded } from "../invasion/reads.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";

const RULE = "TE Last Bastion: Proxima Targeting V1";
/** The card's roll: BOMBARDMENT 8 (x3). */
export const PROXIMA_HITS_ON = 8;
export const PROXIMA_DICE = 3;

/** The moment a round of ground combat starts: `seat`, holding the card, may roll against `opponent`. */
export interface Ti4ProximaTargetingFrame {
  kind: "ti4ProximaTargeting";
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
}

export type Ti4ProximaEvent =
  /** The card's roll at `place`, made by `seat` against the ground forces of `against` (itself, the second time). */
  | {
      type: "ti4ProximaRolled";
      seat: Seat;
      against: Seat;
      place: Ti4Place;
      rolls: number[];
      hitsOn: number;
      /** What Bunker took from each die (absent: nothing). */
      modifier?: number;
      hits: number;
      rng: RngState;
    }
  /** Bombardment hits on `seat`'s ground forces at `place` that its galvanized units there cancel. */
  | { type: "ti4ProximaHitsCancelled"; seat: Seat; place: Ti4Place; hits: number };

export const PROXIMA_COMMANDS = [
  /** Proxima Targeting V1, as a round of ground combat starts: roll BOMBARDMENT 8 (x3) both ways, or not. */
  command("proximaTargeting", { answer: oneOf(["roll", "decline"] as const) }),
] as const;

/** `seat`'s galvanized units on the planet of `place` (any type). */
export function galvanizedOn(state: Ti4State, seat: Seat, place: Ti4Place): number {
  const force = forcesIn(state.board[place.position], place.planet).find((f) => f.seat === seat);
  return Object.values(force?.galvanized ?? {}).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

/** Whether `seat` may roll the card against `opponent` on `place` now (what limits a bombardment included). */
export function mayProximaTarget(state: Ti4State, seat: Seat, opponent: Seat, place: Ti4Place): boolean {
  const planet = place.planet;
  return (
    playsThundersEdge(state) &&
    planet !== undefined &&
    holdsFactionTechnology(state, seat, "proxima") &&
    countUnits(groundForcesOf(state, opponent, place)) > 0 &&
    !shielded(state, seat, place.position, planet) &&
    !bombardmentForbidden(state, planet)
  );
}

function offerProxima(tx: Tx<Ti4>, combat: Ti4GroundCombatRound): void {
  // Pushed defender first, so the attacker (LRR 1.19: the active player) answers first.
  for (const [seat, opponent] of eachSide(combat).reverse())
    if (mayProximaTarget(tx.state, seat, opponent, combat.place))
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4ProximaTargeting", seat, opponent, place: combat.place },
      });
}

/** One BOMBARDMENT 8 (x3) of the card's, logged with its dice; returns the hits it counts for. */
function rollProxima(tx: Tx<Ti4>, seat: Seat, against: Seat, place: Ti4Place): number {
  const drawn = rollD10(tx.state.rng, PROXIMA_DICE);
  const modifier = bunkerModifier(tx.state, "bombardment", place);
  const hits = drawn.value.filter((d) => d + modifier >= PROXIMA_HITS_ON).length;
  tx.emit({
    type: "ti4ProximaRolled",
    seat,
    against,
    place,
    rolls: drawn.value,
    hitsOn: PROXIMA_HITS_ON,
    ...(modifier !== 0 ? { modifier } : {}),
    hits,
    rng: drawn.rng,
  });
  return bombardmentHits(tx.state, hits);
}

function proximaTargeting(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "proximaTargeting" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4ProximaTargeting" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_PROXIMA_TARGETING",
      RULE,
      "Proxima Targeting is rolled only as a round of a ground combat you fight starts.",
    );
  if (command.answer === "roll" && !mayProximaTarget(tx.state, top.seat, top.opponent, top.place))
    return ruleError(
      "ERR_TI4_PROXIMA_TARGETING",
      RULE,
      "Proxima Targeting's BOMBARDMENT needs your opponent's ground forces on a planet that may be bombarded.",
    );
  tx.emit({ type: "ti4FramePopped" });
  if (command.answer === "decline") return undefined;
  const { seat, opponent, place } = top;
  const onOpponent = rollProxima(tx, seat, opponent, place);
  // "If you do, make an identical roll against your own ground forces."
  const onOwn = rollProxima(tx, seat, seat, place);
  // The opponent assigns first: its assignment is pushed last.
  pushHitAssignment(tx, { seat, place, hits: onOwn, reason: "bombardment" });
  pushHitAssignment(tx, { seat: opponent, place, hits: onOpponent, reason: "bombardment" });
  return undefined;
}

/** The hook's answer: the holder's galvanized units on the planet cancel 1 bombardment hit each. */
function cancelBombardmentHits(tx: Tx<Ti4>, at: { seat: Seat; place: Ti4Place; hits: number }): number {
  const state = tx.state;
  if (!playsThundersEdge(state) || at.place.planet === undefined) return 0;
  if (!holdsFactionTechnology(state, at.seat, "proxima")) return 0;
  const hits = Math.min(at.hits, galvanizedOn(state, at.seat, at.place));
  if (hits > 0) tx.emit({ type: "ti4ProximaHitsCancelled", seat: at.seat, place: at.place, hits });
  return hits;
}

const frame: FrameRules<Ti4, Ti4ProximaTargetingFrame> = {
  decisions: (_state, f) => [
    {
      kind: "proximaTargeting",
      seat: f.seat,
      simultaneous: false,
      prompt:
        "Proxima Targeting V1: roll BOMBARDMENT 8 (x3) against your opponent's ground forces here, then the same against your own (or decline)",
      choices: ["roll", "decline"],
    },
  ],
  advance(tx, f) {
    if (mayProximaTarget(tx.state, f.seat, f.opponent, f.place)) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/**
 * The bot rolls when its galvanized units there cancel some of its own hits, or when it has more ground
 * forces there than its opponent (an even trade of hits then favours it) [our own choice].
 */
export const PROXIMA_ANSWERS: Ti4Answers = {
  proximaTargeting: (state, d) => {
    const top = state.stack.at(-1);
    const roll = { type: "proximaTargeting" as const, seat: d.seat, answer: "roll" as const };
    const decline = { type: "proximaTargeting" as const, seat: d.seat, answer: "decline" as const };
    if (top?.kind !== "ti4ProximaTargeting") return [decline];
    const own = countUnits(groundForcesOf(state, top.seat, top.place));
    const theirs = countUnits(groundForcesOf(state, top.opponent, top.place));
    const worth = galvanizedOn(state, top.seat, top.place) > 0 || own > theirs;
    return worth ? [roll, decline] : [decline, roll];
  },
};

export const TE_PROXIMA_TARGETING: Ti4Module = {
  id: "bastionProxima",
  commands: { proximaTargeting },
  frames: { ti4ProximaTargeting: frame },
  events: {
    ti4ProximaRolled() {},
    ti4ProximaHitsCancelled() {},
  },
  hooks: {
    groundCombatRoundStarts: offerProxima,
    bombardmentHitsCancelled: cancelBombardmentHits,
  },
};
