/**
 * SE Option 13, the Custodians of Mecatol Rex (SE p.11): an invasion of Mecatol Rex while they stand. The
 * option says the invader fights the two tokens as the Domain Counters they copy (SE p.20), the Fighters
 * first, then the Ground Forces:
 * - Fighter Ambush (3 Fighters): right after the landing, a Space Battle in the system between the
 *   invader's ships and the Custodians' Fighters, with no Anti-Fighter Barrage (and so no pre-combat step
 *   at all). Rounds go on until one side has no ships. Won: the token leaves the game. Lost (the invader
 *   has no ship left, even if the last Fighter fell with it): every landed ground unit is discarded and
 *   the Fighters are back to full strength.
 * - Hostile Locals (2 Ground Forces): an Invasion Combat on Mecatol Rex, never bombarded, until one side
 *   is gone. Won (invading ground units left): the token leaves the game and the tactical action gives the
 *   planet to the invader (tactical/control.ts, settleInvadedPlanet). Lost: the locals are back to full.
 * A token beaten stays beaten even if the other one holds: the next invader meets only what is left.
 *
 * Who rolls for them: the engine, from the game's generator (the rules let another player roll; a
 * `custodiansRolled` event carries the dice). Their dice hit at their units' combat values (Fighter 9,
 * Ground Force 8), changed only by what the target's race does to every opponent (Xxcha, round 1): they
 * are no race and hold no technology.
 *
 * The invader fights as in any Space Battle or Invasion Combat round, through the same machinery: his
 * dice come from `rollVolley` with his own modifiers (Sardakk N'orr's +1, Gen Synthesis, laws), Letnev War
 * Funding is offered before each round (free with L4 Disruptors, as in combat/invasion.ts), his volley and
 * the Custodians' go to one casualties step (combat/casualties.ts) where a Jol-Nar re-roll of his missed
 * dice is offered and he assigns the hits he takes (`assignHits`); the hits his volley holds once that
 * step is over fall on the Custodians. Graviton Negator sends his Fighters into the Hostile Locals' rounds
 * as into any Invasion Combat (asked before the first round), and Berserker Genome rolls at the end of
 * each step's first round: a 10 costs the Custodians 2 more (custodiansAnswers.ts takes the answers).
 *
 * Action Card windows open as in his own battles (rules/actionCards/window.ts): before the step's first
 * round (just before a Space Battle, or an Invasion Combat), before each later round, and right after the
 * dice. The cards find the fight through combat/battle.ts guardsBattle, and only those acting on his own
 * units or dice take it (Morale Boost, Recheck of his dice); a card that names or strikes the opponent is
 * refused or not asked, the Custodians being no player (Chemical Warfare refused: chemicalWarfare.ts).
 *
 * [interpretation] the rulebook being silent: the invader may not retreat (his Ground Forces are already
 * down); no opponent's ability acts; the Custodians' units are no Ground Forces of a player, so neither Yin
 * Indoctrination nor bombardment touches them, no Shock Troop is promoted (see `locals`) and Dacxive
 * Animators does not raise Ground Forces after this fight.
 */
import { type CustodianToken, getCustodianToken, getUnit, type PlanetId } from "../../content/index.ts";
import type { FrameRules } from "../flow.ts";
import { answers } from "../hooks/index.ts";
import { rollD10 } from "../rng.ts";
import { openActionWindow } from "../rules/actionCards/window.ts";
import { berserkerVolleys } from "../rules/combat/berserker.ts";
import { pushCasualties } from "../rules/combat/casualties.ts";
import { rollVolley, shotsOf } from "../rules/combat/dice.ts";
import { groundCount, shipCount, unitsAt } from "../rules/combat/forces.ts";
import type { CombatDie, CombatOffer, Volley } from "../rules/combat/frames.ts";
import { destroyUnits, removeUnsupportedFighters } from "../rules/combat/losses.ts";
import { modifierAgainst, type RollContext } from "../rules/combat/modifiers.ts";
import { offerDecisions } from "../rules/combat/offers.ts";
import { roundShots } from "../rules/combat/spaceBattle.ts";
import { MECATOL_REX } from "../rules/objectives/board.ts";
import { hasAbility, player } from "../rules/players.ts";
import { GROUND_TYPES, hasTechEffect, onlyTypes, tidy } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export type CustodianTokenId = CustodianToken["id"];
export const CUSTODIAN_FIGHTERS: CustodianTokenId = "custodian-fighters";
export const CUSTODIAN_GROUND_FORCES: CustodianTokenId = "custodian-ground-forces";

export interface CustodiansFrame {
  kind: "custodians";
  /** The invader (the active player). */
  seat: Seat;
  position: PositionLabel;
  planet: PlanetId;
  /** The Fighters in space first (Fighter Ambush), then the Ground Forces on the planet (Hostile Locals). */
  step: "ambush" | "locals";
  /** The round of the current fight (0 before its first). */
  round: number;
  /** The Custodians still standing in this fight. */
  fighters: number;
  groundForces: number;
  /**
   * Before a round: the optional abilities still offered (Letnev War Funding); absent until asked this
   * round (and in fights saved before they were offered).
   */
  offers?: CombatOffer[];
  /** Sides whose War Funding is paid for the coming round. */
  warFunding?: Seat[];
  /** After a round's dice: the invader's hits at the Custodians, counted again as a re-roll lands. */
  dealt?: number;
  /**
   * Hostile Locals with Graviton Negator: the invader's Fighters held back in space (null: none sent);
   * absent until asked, before the first round.
   */
  reserveFighters?: number | null;
  /** The invader's units in the fight as the round's dice were rolled (Berserker Genome, round 1). */
  unitsAtRoll?: number;
}

/** The Custodians' strength as the option prints it, for a token still on Mecatol Rex (else 0). */
export function custodianStrength(tokens: readonly string[] | undefined, id: CustodianTokenId): number {
  return tokens?.includes(id) ? getCustodianToken(id).value : 0;
}

/** The Custodians standing on a planet (none but on Mecatol Rex, while the option's tokens are there). */
export function custodiansOn(state: GameState, planet: PlanetId): { fighters: number; groundForces: number } {
  const tokens = planet === MECATOL_REX ? state.custodians : undefined;
  return {
    fighters: custodianStrength(tokens, CUSTODIAN_FIGHTERS),
    groundForces: custodianStrength(tokens, CUSTODIAN_GROUND_FORCES),
  };
}

/** RR §8 step 6 on Mecatol Rex while the Custodians stand (hooks/options.ts guardsInvaded). */
export function startCustodiansFight(tx: Tx, seat: Seat, position: PositionLabel, planet: PlanetId): void {
  const tokens = tx.state.custodians;
  const fighters = custodianStrength(tokens, CUSTODIAN_FIGHTERS);
  const groundForces = custodianStrength(tokens, CUSTODIAN_GROUND_FORCES);
  const step = fighters > 0 ? "ambush" : "locals";
  const frame: CustodiansFrame = {
    kind: "custodians",
    seat,
    position,
    planet,
    step,
    round: 0,
    fighters,
    groundForces,
  };
  tx.emit({ type: "framePushed", frame });
}

function replace(tx: Tx, frame: CustodiansFrame, changes: Partial<CustodiansFrame>): void {
  tx.emit({ type: "frameReplaced", frame: { ...frame, ...changes } });
}

/** The Custodians' dice at `target`'s units: their combat value, less what the target's race takes off. */
function rollCustodians(tx: Tx, frame: CustodiansFrame, against: "ships" | "ground", round: number): Volley {
  const unit = against === "ships" ? "fighter" : "groundForce";
  const count = against === "ships" ? frame.fighters : frame.groundForces;
  const ctx: RollContext = {
    kind: against === "ships" ? "spaceBattle" : "invasion",
    shooter: frame.seat,
    target: frame.seat,
    position: frame.position,
    planet: against === "ships" ? null : frame.planet,
    round,
    attacker: null,
    warFunding: false,
  };
  const needed = (getUnit(unit).combat as number) - modifierAgainst(tx.state, ctx, unit);
  const drawn = rollD10(tx.state.rng, count);
  const dice: CombatDie[] = drawn.value.map((value) => ({ unit, value, needed, hit: value >= needed }));
  const hits = dice.filter((d) => d.hit).length;
  tx.emit({
    type: "custodiansRolled",
    position: frame.position,
    planet: frame.planet,
    against,
    dice: structuredClone(dice),
    hits,
    rng: drawn.rng,
  });
  // The invader assigns these hits on his own units (rules/combat/casualties.ts); "custodians" is no
  // combat roll of his, so nothing of his (a Jol-Nar re-roll) applies to these dice.
  return { shooter: frame.seat, target: frame.seat, roll: "custodians", dice, hits };
}

/**
 * Before a round (as combat/invasion.ts roundStart): Letnev War Funding, free with L4 Disruptors, else
 * offered for 2 Trade Goods. True once asked (the frame then waits on the offers).
 */
function roundOffers(tx: Tx, frame: CustodiansFrame): boolean {
  if (frame.offers !== undefined) return false;
  const seat = frame.seat;
  const offers: CombatOffer[] = [];
  const warFunding: Seat[] = [];
  if (hasAbility(tx.state, seat, "letnevWarFunding")) {
    if (hasTechEffect(tx.state, seat, "l4Disruptors")) warFunding.push(seat);
    else if (player(tx.state, seat).tradeGoods >= 2) offers.push({ seat, ability: "letnevWarFunding" });
  }
  replace(tx, frame, { offers, warFunding });
  // RR §19: cards played just before the fight, or before a later round; asked above the offers.
  const opening = frame.step === "ambush" ? "beforeSpaceBattle" : "beforeInvasionCombat";
  openActionWindow(tx, frame.round === 0 ? opening : "beforeCombatRound");
  return true;
}

/**
 * Graviton Negator (base technology): before the Hostile Locals' first round, the invader may send his
 * Fighters in the system into the Invasion Combat (as combat/invasion.ts). True once asked.
 */
function gravitonOffer(tx: Tx, frame: CustodiansFrame): boolean {
  if (frame.step !== "locals" || frame.round > 0 || frame.reserveFighters !== undefined) return false;
  const inSpace = unitsAt(tx.state, frame.position, null, frame.seat).units.fighter ?? 0;
  const offered = inSpace > 0 && hasTechEffect(tx.state, frame.seat, "gravitonNegator");
  if (!offered) {
    replace(tx, frame, { reserveFighters: null });
    return false;
  }
  const offers: CombatOffer[] = [{ seat: frame.seat, ability: "gravitonNegatorFighters" }];
  replace(tx, frame, { reserveFighters: null, offers });
  return true;
}

/** The invader's Fighters in the Hostile Locals' rounds (Graviton Negator): those in space not held back. */
export function fightersInvading(state: GameState, frame: CustodiansFrame): number {
  if (frame.step !== "locals" || frame.reserveFighters === null || frame.reserveFighters === undefined)
    return 0;
  const inSpace = unitsAt(state, frame.position, null, frame.seat).units.fighter ?? 0;
  return Math.max(0, inSpace - frame.reserveFighters);
}

/** The invader's units in the step's fight: his ships in space, or his ground units and Fighters sent. */
function invaders(state: GameState, frame: CustodiansFrame): number {
  if (frame.step === "ambush") return shipCount(state, frame.position, frame.seat);
  return groundCount(state, frame.position, frame.planet, frame.seat) + fightersInvading(state, frame);
}

/** One round: both sides roll; the invader's hits wait in the casualties step beside the Custodians'. */
function fightRound(tx: Tx, frame: CustodiansFrame): void {
  const round = frame.round + 1;
  const ships = frame.step === "ambush";
  const where = {
    position: frame.position,
    planet: ships ? null : frame.planet,
    round,
    attacker: frame.seat,
  };
  const ctx = {
    ...where,
    kind: ships ? "spaceBattle" : "invasion",
    shooter: frame.seat,
    target: null,
  } as const;
  const ground = unitsAt(tx.state, frame.position, frame.planet, frame.seat).units;
  const fighters = fightersInvading(tx.state, frame);
  const shots = ships
    ? roundShots(tx.state, frame.position, frame.seat, round)
    : [
        ...GROUND_TYPES.flatMap((t) =>
          shotsOf(t, ground[t] ?? 0, getUnit(t).combat as number, getUnit(t).dice),
        ),
        ...shotsOf("fighter", fighters, getUnit("fighter").combat as number, 1),
      ];
  const funded = (frame.warFunding ?? []).includes(frame.seat);
  const own = rollVolley(tx, { ...ctx, warFunding: funded }, shots);
  const theirs = rollCustodians(tx, frame, ships ? "ships" : "ground", round);
  const { offers: _, warFunding: __, ...rest } = frame;
  const unitsAtRoll = invaders(tx.state, frame);
  tx.emit({ type: "frameReplaced", frame: { ...rest, round, dealt: own.hits, unitsAtRoll } });
  pushCasualties(tx, {
    position: frame.position,
    planet: ships ? null : frame.planet,
    on: ships ? "ships" : "ground",
    volleys: [{ ...own, atGuards: true }, theirs],
    reason: `the Custodians, round ${round}`,
    ...(ships ? {} : { fighters: { seat: frame.seat, count: fighters } }),
  });
}

/**
 * The round's casualties step is over: the invader's hits, re-rolls counted, fall on the Custodians. At the
 * end of the first round, Berserker Genome (N'orr race technology) rolls a die per casualty he took: a 10
 * costs the Custodians 2 more, as it costs any opponent (combat/berserker.ts).
 */
function strike(tx: Tx, frame: CustodiansFrame, dealt: number): void {
  const ships = frame.step === "ambush";
  let left = ships ? frame.fighters : frame.groundForces;
  const token = ships ? CUSTODIAN_FIGHTERS : CUSTODIAN_GROUND_FORCES;
  const lose = (hits: number) => {
    const lost = Math.min(hits, left);
    if (lost > 0) tx.emit({ type: "custodiansLost", token, count: lost, seat: frame.seat });
    left -= lost;
  };
  lose(dealt);
  if (frame.round === 1 && left > 0) {
    const lost = (frame.unitsAtRoll ?? 0) - invaders(tx.state, frame);
    const where = { position: frame.position, planet: ships ? null : frame.planet };
    const berserk = berserkerVolleys(tx, where, [{ seat: frame.seat, target: frame.seat, lost }]);
    for (const volley of berserk) lose(volley.hits);
  }
  const { dealt: _, unitsAtRoll: __, ...rest } = frame;
  tx.emit({
    type: "frameReplaced",
    frame: ships ? { ...rest, fighters: left } : { ...rest, groundForces: left },
  });
}

/** Fighter Ambush: rounds until a side has no ships; then the locals, or the landing discarded. */
function ambush(tx: Tx, frame: CustodiansFrame): void {
  const ships = shipCount(tx.state, frame.position, frame.seat);
  if (ships > 0 && frame.fighters > 0) {
    if (!roundOffers(tx, frame)) fightRound(tx, frame);
    return;
  }
  ended(tx, frame);
  // RR §2.3: the fight in space is over; Fighters left without capacity or dock support are removed.
  removeUnsupportedFighters(tx, frame.seat, frame.position);
  if (ships > 0) {
    tx.emit({ type: "custodiansDefeated", token: CUSTODIAN_FIGHTERS, seat: frame.seat });
    if (frame.groundForces > 0) replace(tx, frame, { step: "locals", round: 0 });
    else tx.emit({ type: "framePopped" });
    return;
  }
  tx.emit({ type: "custodiansHeld", token: CUSTODIAN_FIGHTERS, seat: frame.seat });
  const landed = onlyTypes(unitsAt(tx.state, frame.position, frame.planet, frame.seat).units, GROUND_TYPES);
  const reason = "discarded: the Custodians' Fighters beat the landing";
  destroyUnits(tx, frame.seat, frame.position, frame.planet, tidy(landed), reason, { genSynthesis: false });
  tx.emit({ type: "framePopped" });
}

/**
 * Hostile Locals: Invasion Combat rounds until one side is gone (RR §13.3, never bombarded). Interpretation:
 * the fight against guards is a Domain Counter's (SE p.20), not an Invasion Combat against a player, so no
 * Ground Force is promoted to Shock Troops in it (SE Option 6 promotes in Invasion Combat).
 */
function locals(tx: Tx, frame: CustodiansFrame): void {
  if (gravitonOffer(tx, frame)) return;
  const standing = invaders(tx.state, frame);
  if (standing > 0 && frame.groundForces > 0) {
    if (!roundOffers(tx, frame)) fightRound(tx, frame);
    return;
  }
  ended(tx, frame);
  // Graviton Negator's Fighters never take a planet: beaten by Fighters alone, the locals are gone all
  // the same, and the planet stays neutral (tactical/control.ts needs a Ground Force on it).
  const won = standing > 0;
  const token = CUSTODIAN_GROUND_FORCES;
  tx.emit({ type: won ? "custodiansDefeated" : "custodiansHeld", token, seat: frame.seat });
  tx.emit({ type: "framePopped" });
}

/** A step's fight is over: the cards that lasted through it end (hooks/combat.ts combatEnds). */
function ended(tx: Tx, frame: CustodiansFrame): void {
  const end =
    frame.step === "ambush"
      ? { kind: "spaceBattle" as const, position: frame.position, planet: null }
      : { kind: "invasion" as const, position: frame.position, planet: frame.planet };
  for (const ask of answers(tx.state, "combatEnds")) ask(tx, end);
}

export const CUSTODIANS_FIGHT_RULES: FrameRules<CustodiansFrame> = {
  // The dice are the engine's; the invader answers the offers before a round, and his casualties and
  // re-rolls in their own frame.
  decisions: (state, frame) => offerDecisions(state, frame.offers ?? []),
  advance(tx, frame) {
    if (frame.dealt !== undefined) {
      strike(tx, frame, frame.dealt);
      return true;
    }
    if ((frame.offers ?? []).length > 0) return false;
    if (frame.step === "ambush") ambush(tx, frame);
    else locals(tx, frame);
    return true;
  },
};
