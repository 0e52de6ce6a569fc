/**
 * A Space Battle (RR §12) between the active player (attacker) and the other player with ships in the
 * activated system. Before round 1: the Naalu may retreat at once (race sheet), an Action Card window
 * opens ("just before a Space Battle"), then the pre-combat effects. Each round: retreat announcements (attacker first; the defender only if the attacker did not),
 * optional abilities (Letnev War Funding, Yin Devotion before round 2), both sides roll, each owner
 * assigns his hits, Berserker Genome after round 1, then the announced retreat. The battle ends when a
 * side has no ships; Fighters without support are then removed.
 */
import { getUnit, type UnitType } from "../../../content/index.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { hasAbility, nameOf, player } from "../players.ts";
import { announceShipsMoved } from "../tactical/shipsMoved.ts";
import { breakAgreementByWar, gainTradeGoods } from "../trade/agreements.ts";
import { hasTechEffect } from "../units.ts";
import { berserkerVolleys } from "./berserker.ts";
import { pushCasualties } from "./casualties.ts";
import { rollVolley, type Shot, shotsOf } from "./dice.ts";
import { anomalyAt, SHIP_TYPES, seatsWithShips, shipCount, unitsAt } from "./forces.ts";
import type { CombatOffer, SpaceBattleFrame, Volley } from "./frames.ts";
import type { Activation } from "./index.ts";
import { removeUnsupportedFighters } from "./losses.ts";
import { offerDecisions } from "./offers.ts";
import { firePreCombat, PRE_COMBAT_ORDER } from "./preCombat.ts";
import { canRetreat, executeRetreat, retreatDestinations, tacticalRetreatDestinations } from "./retreat.ts";
import { offerSalvage, typesDestroyed } from "./salvage.ts";

export function opponentOf(frame: SpaceBattleFrame, seat: Seat): Seat {
  return seat === frame.attacker ? frame.defender : frame.attacker;
}

/** RR §8 step 4: a battle when the active player's ships share the system with another player's ships. */
export function startSpaceBattle(tx: Tx, activation: Activation): void {
  const attacker = activation.seat;
  const defender = seatsWithShips(tx.state, activation.position).find((s) => s !== attacker);
  if (defender === undefined || shipCount(tx.state, activation.position, attacker) === 0) return;
  // Naalu (race sheet): when attacked, the fleet may retreat before the battle starts.
  const naalu =
    hasAbility(tx.state, defender, "naaluEarlyRetreat") &&
    canRetreat(tx.state, defender, activation.position, true);
  if (!naalu) breakAgreementByWar(tx, attacker, defender);
  const frame: SpaceBattleFrame = {
    kind: "spaceBattle",
    position: activation.position,
    attacker,
    defender,
    round: 0,
    step: naalu ? "naaluRetreat" : "preCombat",
    preCombat: [...PRE_COMBAT_ORDER],
    announcing: naalu ? defender : null,
    retreat: null,
    offers: [],
    warFunding: [],
    shipsAtRoundStart: [0, 0],
  };
  tx.emit({ type: "framePushed", frame });
  if (!naalu) openBattle(tx, frame);
}

/** The battle opens (the Naalu stayed): the window before it, and Minister of War (law) asked above it. */
function openBattle(tx: Tx, frame: SpaceBattleFrame): void {
  openActionWindow(tx, "beforeSpaceBattle");
  for (const ask of answers(tx.state, "spaceBattleOpening")) ask(tx, frame);
}

function top(tx: Tx): SpaceBattleFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "spaceBattle") throw new Error("no Space Battle in progress");
  return frame;
}

export function replaceBattle(tx: Tx, changes: Partial<SpaceBattleFrame>): void {
  tx.emit({ type: "frameReplaced", frame: { ...top(tx), ...changes } });
}

function roundOffers(tx: Tx, frame: SpaceBattleFrame, round: number): CombatOffer[] {
  const offers: CombatOffer[] = [];
  for (const seat of [frame.attacker, frame.defender]) {
    if (hasAbility(tx.state, seat, "letnevWarFunding") && player(tx.state, seat).tradeGoods >= 2)
      offers.push({ seat, ability: "letnevWarFunding" });
    const own = unitsAt(tx.state, frame.position, null, seat).units;
    if (
      round === 2 &&
      hasAbility(tx.state, seat, "yinDevotion") &&
      (own.destroyer ?? 0) + (own.cruiser ?? 0) > 0
    )
      offers.push({ seat, ability: "yinDevotion" });
  }
  return offers;
}

/** RR §12.2 step 1: a new round opens with retreat announcements, attacker first. */
function beginRound(tx: Tx, frame: SpaceBattleFrame): void {
  const a = shipCount(tx.state, frame.position, frame.attacker);
  const d = shipCount(tx.state, frame.position, frame.defender);
  if (a === 0 || d === 0) {
    replaceBattle(tx, { step: "end" });
    return;
  }
  const round = frame.round + 1;
  const announcing = canRetreat(tx.state, frame.attacker, frame.position, false)
    ? frame.attacker
    : canRetreat(tx.state, frame.defender, frame.position, true)
      ? frame.defender
      : null;
  const offers = roundOffers(tx, frame, round);
  replaceBattle(tx, {
    round,
    step: "announce",
    announcing,
    offers,
    warFunding: [],
    retreat: null,
    shipsAtRoundStart: [a, d],
  });
  // RR §19: cards played just before a round; round 1's come in the window before the battle (window.ts).
  if (round > 1) openActionWindow(tx, "beforeCombatRound");
}

/** The dice `seat`'s ships in the system roll in this round of a Space Battle (odds.ts asks it too). */
export function roundShots(state: GameState, position: PositionLabel, seat: Seat, round: number): Shot[] {
  const { units, damaged } = unitsAt(state, position, null, seat);
  // SE p.6: Fighters roll no dice in an Ion Storm (they can still be taken as casualties).
  const fightersRoll = anomalyAt(state, position)?.fightersRoll !== false;
  const shots = SHIP_TYPES.filter((t) => t !== "fighter" || fightersRoll).flatMap((type: UnitType) => {
    const stats = getUnit(type);
    if (stats.combat === null) return [];
    // Capital Ships (Borderlands): a damaged ship's dice may be worse than its undamaged sisters'.
    const hurt = Math.min(damaged[type] ?? 0, units[type] ?? 0);
    const penalty = hurt === 0 ? 0 : damagedShipModifier(state, seat, type);
    if (penalty === 0) return shotsOf(type, units[type] ?? 0, stats.combat, stats.dice);
    return [
      ...shotsOf(type, (units[type] ?? 0) - hurt, stats.combat, stats.dice),
      ...shotsOf(type, hurt, stats.combat - penalty, stats.dice),
    ];
  });
  // A die more for the ship an Admiral rides (Leaders option, RR §24.4).
  for (const ask of answers(state, "battleDiceAdded")) {
    for (const type of ask(state, seat, position)) {
      const stats = getUnit(type);
      if (stats.combat !== null && (units[type] ?? 0) > 0) shots.push(...shotsOf(type, 1, stats.combat, 1));
    }
  }
  // Ships that sit this round out (Target Their Flagship!, an Action Card) roll nothing.
  for (const ask of answers(state, "shipsHoldingFire")) {
    for (const unit of ask(state, seat, position, round)) {
      const at = shots.findIndex((s) => s.unit === unit);
      if (at >= 0) shots.splice(at, 1);
    }
  }
  return shots;
}

/** What a die of a damaged ship of this type adds to its roll (hook damagedShipRollModifier). */
function damagedShipModifier(state: GameState, seat: Seat, unit: UnitType): number {
  return answers(state, "damagedShipRollModifier").reduce((n, ask) => n + ask(state, seat, unit), 0);
}

/** RR §12.2 steps 2-3: both sides roll, then each owner assigns the hits on his ships. */
function rollRound(tx: Tx, frame: SpaceBattleFrame): void {
  const volleys: Volley[] = [frame.attacker, frame.defender].map((seat) => {
    const ctx = {
      kind: "spaceBattle" as const,
      shooter: seat,
      target: opponentOf(frame, seat),
      position: frame.position,
    };
    const extra = {
      planet: null,
      round: frame.round,
      attacker: frame.attacker,
      warFunding: frame.warFunding.includes(seat),
    };
    return rollVolley(tx, { ...ctx, ...extra }, roundShots(tx.state, frame.position, seat, frame.round));
  });
  replaceBattle(tx, { step: "berserker" });
  pushCasualties(tx, {
    position: frame.position,
    planet: null,
    on: "ships",
    volleys,
    reason: `round ${frame.round}`,
  });
}

/** Berserker Genome (N'orr race tech) after round 1: berserker.ts. */
function berserkerGenome(tx: Tx, frame: SpaceBattleFrame): void {
  replaceBattle(tx, { step: "retreat" });
  if (frame.round !== 1) return;
  const sides = [frame.attacker, frame.defender].map((seat, i) => ({
    seat,
    target: opponentOf(frame, seat),
    lost: (frame.shipsAtRoundStart[i] ?? 0) - shipCount(tx.state, frame.position, seat),
  }));
  const volleys = berserkerVolleys(tx, { position: frame.position, planet: null }, sides);
  pushCasualties(tx, {
    position: frame.position,
    planet: null,
    on: "ships",
    volleys,
    reason: "Berserker Genome",
  });
}

/** RR §12.2 step 4, §12.4: the announced retreat, cancelled if the enemy has no ships left. */
function carryOutRetreat(tx: Tx, frame: SpaceBattleFrame): void {
  const r = frame.retreat;
  const both = (s: Seat) => shipCount(tx.state, frame.position, s) > 0;
  const retreating = r && both(r.seat) && both(opponentOf(frame, r.seat)) ? r : null;
  if (retreating) executeRetreat(tx, retreating.seat, frame.position, retreating.to);
  beginRound(tx, { ...top(tx), retreat: null });
  // The High Alert token may follow the ships that retreated (SE p.16).
  if (retreating) announceShipsMoved(tx, retreating.seat, [{ from: frame.position, to: retreating.to }]);
}

/**
 * After the battle: unsupported Fighters go and Salvage Operations pays 2 Trade Goods, and the winner may
 * buy a ship of a type he destroyed (salvage.ts). (Saar Space Docks left alone with enemy ships are destroyed by the tactical action
 * right after this step: tactical/control.ts.)
 */
function endBattle(tx: Tx, frame: SpaceBattleFrame): void {
  const salvagers: Seat[] = [];
  for (const seat of [frame.attacker, frame.defender]) {
    removeUnsupportedFighters(tx, seat, frame.position);
    if (hasTechEffect(tx.state, seat, "salvageOperations") && frame.round > 0) {
      gainTradeGoods(tx, seat, 2, "Salvage Operations");
      const won = shipCount(tx.state, frame.position, opponentOf(frame, seat)) === 0;
      if (won && shipCount(tx.state, frame.position, seat) > 0) salvagers.push(seat);
    }
  }
  replaceBattle(tx, { step: "closing", offers: [] });
  const end = { kind: "spaceBattle" as const, position: frame.position, planet: null };
  for (const ask of answers(tx.state, "combatEnds")) ask(tx, end);
  const fought = top(tx);
  for (const seat of salvagers) offerSalvage(tx, seat, frame.position, typesDestroyed(fought, seat));
  // RR §12.3: a battle fought ends with a winner when one side alone has ships left (Enemy of the Throne).
  const [a, d] = [frame.attacker, frame.defender].map(
    (seat) => shipCount(tx.state, frame.position, seat) > 0,
  );
  if (frame.round > 0 && a !== d) {
    const [winner, loser] = a ? [frame.attacker, frame.defender] : [frame.defender, frame.attacker];
    for (const ask of answers(tx.state, "combatWon")) ask(tx, { ...end, winner, loser });
  }
}

export const SPACE_BATTLE_RULES: FrameRules<SpaceBattleFrame> = {
  decisions(state, frame): Decision[] {
    const out = offerDecisions(state, frame.offers);
    if (frame.announcing === null) return out;
    const seat = frame.announcing;
    const places = [
      ...retreatDestinations(state, seat, frame.position),
      ...(seat === frame.defender ? tacticalRetreatDestinations(state, seat, frame.position) : []),
    ];
    const against = nameOf(state, opponentOf(frame, seat));
    const when = frame.step === "naaluRetreat" ? "before the battle" : `in round ${frame.round}`;
    const prompt = `retreat from the battle with ${against} in ${frame.position} ${when}, or stay`;
    return [
      { kind: "announceRetreat", seat, simultaneous: true, prompt, choices: ["stay", ...new Set(places)] },
      ...out,
    ];
  },
  advance(tx, frame) {
    switch (frame.step) {
      case "naaluRetreat":
        if (frame.announcing !== null) return false;
        breakAgreementByWar(tx, frame.attacker, frame.defender);
        replaceBattle(tx, { step: "preCombat" });
        openBattle(tx, top(tx));
        return true;
      case "preCombat": {
        const [effect, ...rest] = frame.preCombat;
        if (effect === undefined) beginRound(tx, frame);
        else {
          replaceBattle(tx, { preCombat: rest });
          // Pushed first, so they act once Barrage's casualties are removed (RR §12.1: Sabotage Runs).
          if (effect === "antiFighterBarrage")
            for (const ask of answers(tx.state, "afterAntiFighterBarrage")) ask(tx, top(tx));
          firePreCombat(tx, frame, effect);
        }
        return true;
      }
      case "announce":
        // A fleet gone before the dice (Skilled Retreat, Rule by Terror: Action Cards): the battle ends.
        if (
          shipCount(tx.state, frame.position, frame.attacker) === 0 ||
          shipCount(tx.state, frame.position, frame.defender) === 0
        ) {
          replaceBattle(tx, { step: "end", announcing: null, offers: [] });
          return true;
        }
        if (frame.announcing !== null || frame.offers.length > 0) return false;
        rollRound(tx, frame);
        return true;
      case "berserker":
        berserkerGenome(tx, frame);
        return true;
      case "retreat":
        carryOutRetreat(tx, frame);
        return true;
      case "end":
        endBattle(tx, frame);
        return true;
      case "closing":
        tx.emit({ type: "framePopped" });
        return true;
    }
  },
};
