/**
 * Borderlands, Declarations of War and Peace (ti1-borderlands.txt): who is at peace with whom, and what
 * peace forbids. Every pair starts at war; the state lists the pairs at peace and the surprise attacks
 * made (each costs its maker a vote for good). The base rules ask; these are the answers.
 *
 * TI1 to TI3 [decision]: TI1's "attack and invade" is, in TI3, moving ships into a system holding the
 * other's ships (a Space Battle follows, RR §8 step 4), landing on or invading his planets (RR §8 step 5)
 * and firing PDS at his ships (RR §8 step 3). Sharing a system without ships of both (passing through, a
 * fleet beside his undefended Space Dock) is no attack.
 */
import type { PlanetId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { nameOf, player } from "../../rules/players.ts";
import { planetName } from "../../rules/spending.ts";
import { seatsWithShips } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";

export const RULE = "Borderlands, Declarations of War and Peace";

/** The relations of a game with the option (absent in others, and until the first change). */
export interface RelationsState {
  /** The pairs of players at peace, lower seat first; every other pair is at war. */
  peace: [Seat, Seat][];
  /** One entry per surprise attack, naming who made it: each costs him a vote for the rest of the game. */
  surpriseAttacks: Seat[];
}

/** The Status Phase's declarations (the TI1 Political Phase), answered by everyone at once. */
export interface DeclarationsFrame {
  kind: "declarations";
  /** Who has yet to declare. */
  awaiting: Seat[];
  /** Declarations made: war on those at peace with the declarer, peace offered to those at war. */
  declared: { seat: Seat; war: Seat[]; peace: Seat[] }[];
}

export function pairOf(a: Seat, b: Seat): [Seat, Seat] {
  return a < b ? [a, b] : [b, a];
}

export function atPeace(state: GameState, a: Seat, b: Seat): boolean {
  const [x, y] = pairOf(a, b);
  return (state.relations?.peace ?? []).some(([p, q]) => p === x && q === y);
}

/** The other players still in the game, in seat order. */
export function others(state: GameState, seat: Seat): Seat[] {
  return state.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);
}

export function peacefulWith(state: GameState, seat: Seat): Seat[] {
  return others(state, seat).filter((other) => atPeace(state, seat, other));
}

export function atWarWith(state: GameState, seat: Seat): Seat[] {
  return others(state, seat).filter((other) => !atPeace(state, seat, other));
}

function atPeaceRefusal(state: GameState, other: Seat, what: string): RuleError {
  return ruleError(
    "ERR_AT_PEACE",
    RULE,
    `You are at peace with ${nameOf(state, other)}: ${what} is an attack. Declare war in the Status Phase, or a surprise attack first (6 resources and a vote for good).`,
    { other },
  );
}

/** Ships may not end where a player at peace has ships: a Space Battle would follow (hook fleetBlocked). */
export function fleetAtPeace(state: GameState, seat: Seat, position: PositionLabel): RuleError | undefined {
  const other = seatsWithShips(state, position).find((s) => s !== seat && atPeace(state, seat, s));
  if (other === undefined) return undefined;
  return atPeaceRefusal(state, other, `moving ships where ${nameOf(state, other)} has ships`);
}

/** No landing on a planet of a player at peace (hooks landingBlocked and invasionBlocked). */
export function landingAtPeace(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  controller: Seat | null,
): RuleError | undefined {
  if (controller === null || controller === seat || !atPeace(state, seat, controller)) return undefined;
  return atPeaceRefusal(state, controller, `landing on ${planetName(planet)}`);
}

/** No PDS fire at the ships of a player at peace (hook pdsTargetSpared). */
export function sparedAtPeace(state: GameState, shooter: Seat, target: Seat): boolean {
  return atPeace(state, shooter, target);
}

/** At war, no trade agreement is made (hook tradeRefused); gifts stay free. */
export function tradeAtWar(
  state: GameState,
  seat: Seat,
  partner: Seat,
  deal: "agreement" | "gift",
): RuleError | undefined {
  if (deal !== "agreement" || atPeace(state, seat, partner)) return undefined;
  return ruleError(
    "ERR_AT_WAR",
    RULE,
    `You are at war with ${nameOf(state, partner)}: no trade agreement until you make peace in the Status Phase.`,
    { partner },
  );
}

/**
 * A surprise attack costs "5 permanent influence" [decision]: TI1 counted influence in fives against TI3's
 * planet values (its Assassin cost 20 where TI3 units cost a few resources), and TI3 influence that is
 * not a planet's can only be votes, so each surprise attack made costs 1 vote in every later agenda (hook
 * extraVotes).
 */
export function votesLostToSurprise(state: GameState, seat: Seat): number {
  return -(state.relations?.surpriseAttacks ?? []).filter((s) => s === seat).length;
}

/** The Hacan keep a trade agreement when war is declared ("may choose": TI3 Hacan agreements endure). */
export function isHacan(state: GameState, seat: Seat): boolean {
  return player(state, seat).race === "hacan";
}
