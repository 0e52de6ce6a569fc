/**
 * What an action card's rule is made of (LRR 2, 22): what a play names, the check that refuses a play the
 * card could not carry out whole, and what it does; and the small reads and changes the cards share. The
 * cards themselves are in actionOnUnits.ts, actionOnPlayers.ts and afterActivation.ts; effects.ts finds a card's rule.
 */
import {
  TI4_SHIP_TYPES,
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4StrategyCardId,
  type Ti4TechnologyId,
  type Ti4UnitType,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { votingUnstoppable } from "../agenda/abilityVotes.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { countUnits, forcesIn } from "../board/forces.ts";
import { planetsAt, positionOfPlanet, systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Currency, Ti4Payment } from "../economy/spend.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import type { Ti4ActionCardEvent } from "./events.ts";

export type Ti4Tx = Tx<Ti4>;

/** What a play names, as the command gives it; only the fields its card needs are read. */
export interface Ti4CardPlay {
  target?: Seat;
  planet?: Ti4PlanetId;
  /** A planet of the player's own, when the card names one besides `planet` (Reparations). */
  ownPlanet?: Ti4PlanetId;
  system?: PositionLabel;
  unit?: Ti4UnitType;
  law?: Ti4AgendaId;
  /** An agenda's outcome, as the votes name it (a rider's prediction, LRR 8.22). */
  outcome?: string;
  /** A number of trade goods (Bribery). */
  amount?: number;
  /** A strategy card whose ability the card resolves (TE Overrule, Strategize). */
  strategyCard?: Ti4StrategyCardId;
  /** What the card's own cost is paid with (Codex Impersonation: influence; economy/spend.ts). */
  payment?: Ti4Payment;
  /** A technology the card gains its player (Codex Plagiarize). */
  technology?: Ti4TechnologyId;
  /** Units the card moves (Codex Ghost Squad: ground forces from `planet` to `ownPlanet`). */
  units?: Ti4UnitCounts;
}
export type Ti4CardField = keyof Ti4CardPlay;

export interface Ti4CardEffect {
  /** The fields a play of this card names; a play naming none of them names nothing. */
  readonly names: readonly Ti4CardField[];
  /** Of `names`, those a play may leave out (absent: none; the check reads what leaving one out means). */
  readonly mayOmit?: readonly Ti4CardField[];
  /** What a card whose text spends resources or influence costs: the bot's payment is the cheapest. */
  readonly cost?: { readonly currency: Ti4Currency; readonly amount: number };
  /** Why this play cannot be carried out whole now (LRR 22), or undefined. */
  check(state: Ti4State, seat: Seat, play: Ti4CardPlay): RuleError | undefined;
  /** Carries the play out (checked): board events, or frames of its own pushed above the game's flow. */
  resolve(tx: Ti4Tx, seat: Seat, play: Ti4CardPlay): void;
}

/** A rider as its event names it (LRR 8.22): the card, its player, the outcome predicted and what it names. */
export type Ti4RiderPlay = Omit<Extract<Ti4ActionCardEvent, { type: "ti4RiderPlayed" }>, "type">;

/**
 * A rider is played (LRR 8.22): its prediction is recorded and, as every rider's text says ("you cannot vote
 * on this agenda"), its player casts no votes on the agenda; a player who has voted already keeps their vote.
 */
export function playRider(tx: Ti4Tx, rider: Ti4RiderPlay): void {
  tx.emit({ type: "ti4RiderPlayed", ...rider });
  const vote = agendaVoteFrame(tx.state);
  if (vote?.order.slice(vote.index).includes(rider.seat) && !votingUnstoppable(tx.state, rider.seat))
    tx.emit({ type: "ti4VoteBarred", seat: rider.seat, by: rider.seat });
}

export function refuse(card: string, sentence: string): RuleError {
  return ruleError("ERR_TI4_CARD_PLAY", "LRR 22", `${card}: ${sentence}`);
}

export function named<K extends Ti4CardField>(play: Ti4CardPlay, field: K, card: string, what: string) {
  const value = play[field];
  return value === undefined
    ? { error: refuse(card, `name ${what}.`) }
    : { value: value as NonNullable<Ti4CardPlay[K]> };
}

/** Every planet on the board, with the position of its system. */
export function boardPlanets(state: Ti4State): { planet: Ti4PlanetId; position: PositionLabel }[] {
  return systemPositions(state).flatMap((position) =>
    planetsAt(state, position).map((planet) => ({ planet, position })),
  );
}

/** LRR 41 [recalled]: a home system is a system a faction starts in (the players' homes and home tiles). */
export function isHomeSystem(state: Ti4State, position: PositionLabel): boolean {
  return (
    state.players.some((p) => p.home === position) || (systemAt(state, position)?.homeOf ?? null) !== null
  );
}

export function unitsOnPlanet(
  state: Ti4State,
  position: PositionLabel,
  planet: Ti4PlanetId,
  seat: Seat,
  type: Ti4UnitType,
) {
  const system = state.board[position];
  if (!system) return 0;
  return forcesIn(system, planet).find((f) => f.seat === seat)?.units[type] ?? 0;
}

export function shipsOf(state: Ti4State, position: PositionLabel, seat: Seat): number {
  const force = state.board[position]?.space.find((f) => f.seat === seat);
  return force ? countUnits(force.units, TI4_SHIP_TYPES) : 0;
}

export function otherPlayer(
  state: Ti4State,
  seat: Seat,
  target: Seat | undefined,
  card: string,
): RuleError | undefined {
  const player = target === undefined ? undefined : state.players[target];
  if (!player || player.eliminated || target === seat)
    return refuse(card, "name another player still in the game.");
  return undefined;
}

/** A planet on the board; its position. */
export function planetOnBoard(state: Ti4State, planet: Ti4PlanetId, card: string) {
  const position = positionOfPlanet(state, planet);
  return position === null
    ? { error: refuse(card, `there is no planet "${planet}" on the board.`) }
    : { position };
}

export function planetsWithTrait(
  state: Ti4State,
  seat: Seat,
  trait: "cultural" | "industrial" | "hazardous",
) {
  return (Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[]).filter((p) =>
    ti4Planet(p).traits.includes(trait),
  );
}

/** Removes up to `count` units of a type from a place, damaged ones last, as destroyed. */
export function destroy(
  tx: Ti4Tx,
  seat: Seat,
  place: { position: PositionLabel; planet?: Ti4PlanetId },
  type: Ti4UnitType,
  count: number,
) {
  const system = tx.state.board[place.position];
  if (!system || count <= 0) return;
  const force = forcesIn(system, place.planet).find((f) => f.seat === seat);
  const there = force?.units[type] ?? 0;
  const n = Math.min(count, there);
  if (n <= 0) return;
  const damaged = Math.max(0, n - (there - (force?.damaged?.[type] ?? 0)));
  const units = { [type]: n };
  destroyUnitsDirectly(tx, { seat, place, units, damaged: { [type]: damaged }, cause: "an action card" });
}

export function place(position: PositionLabel, planet?: Ti4PlanetId) {
  return planet === undefined ? { position } : { position, planet };
}

/** Units put from reinforcements where a card says (LRR 22), named after the card. */
export function placeUnits(
  tx: Ti4Tx,
  seat: Seat,
  where: { position: PositionLabel; planet?: Ti4PlanetId },
  units: Partial<Record<Ti4UnitType, number>>,
  card: string,
): void {
  tx.emit({ type: "ti4UnitsPlaced", seat, place: where, units, reason: card });
}
