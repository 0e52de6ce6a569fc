/**
 * The lasting part of directives (RR §20): outcomes that hold "this round" (or longer) are kept as card
 * effects (rules/actionCards/lasting.ts), and the rules they change ask here. Each function is one small hook
 * called from the rule it changes (tactical/landing.ts, tactical/production.ts, tactical/activation.ts,
 * trade/negotiations.ts, trade/agreements.ts, technology/purchase.ts, strategicAction.ts, statusPhase.ts),
 * or answering a hook point through the COMBAT_LAWS module (lawsModule.ts: combat rolls). This file imports only the lasting effects, so any rule area may call
 * it without an import cycle.
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { cardEffects, endCardEffect, hasCardEffect, startCardEffect } from "../actionCards/lasting.ts";

/** The lasting effect keys the directives start (one per card, its effect key). */
export const DIRECTIVE_LASTING = {
  publicExecution: "publicExecution",
  officialSanction: "officialSanction",
  tradeEmbargo: "tradeEmbargo",
  massMobilizationAgainst: "massMobilization",
  warshipCommissionAgainst: "warshipCommission",
  armsDealersAgainst: "interstellarArmsDealers",
  commerceAgainst: "intergalacticCommerce",
  committeeFor: "technologyInvestigationCommittee",
  containment: "imperialContainment",
  aggressiveAgainst: "aggressiveStrategy",
  prophecy: "prophecyOfIxth",
  /**
   * One record per production of Fighters by the prophecy's player, with the number bought (`choice`). Not a
   * card's key: named in words, since the narration shows an unknown key as it is.
   */
  prophecyFighters: "Prophecy of Ixth (Fighters bought)",
} as const;

/**
 * Combat rolls (combat/modifiers.ts): Public Execution, -1 on every combat roll of the elected player this
 * round; Prophecy of Ixth, +1 to the elected player's Fighters while the prophecy holds.
 */
export function directiveRollModifier(
  state: GameState,
  shooter: Seat,
  unit: UnitType,
  combatRoll: boolean,
): number {
  if (!combatRoll) return 0;
  let mod = hasCardEffect(state, DIRECTIVE_LASTING.publicExecution, { target: shooter }) ? -1 : 0;
  if (unit === "fighter" && hasCardEffect(state, DIRECTIVE_LASTING.prophecy, { target: shooter })) mod += 1;
  return mod;
}

/**
 * Official Sanction: the elected player invades no planet, neutral or enemy, this round. Landing on a
 * planet he does not control is how a planet is invaded (RR §8 step 5, §13), so such a landing is refused;
 * his own planets still take his units (tactical/landing.ts).
 */
export function sanctionedLanding(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  controller: Seat | null,
): RuleError | undefined {
  if (controller === seat) return undefined;
  if (!hasCardEffect(state, DIRECTIVE_LASTING.officialSanction, { target: seat })) return undefined;
  return ruleError(
    "ERR_OFFICIAL_SANCTION",
    "RR §20 Official Sanction",
    `Official Sanction: you may invade no planet this round; land only on planets you control (not ${planet}).`,
  );
}

/** Trade Embargo: no trade agreement with the elected player this round or the next (trade/negotiations.ts). */
export function embargoedTrade(state: GameState, seat: Seat, partner: Seat): RuleError | undefined {
  const embargoed = [seat, partner].find((s) =>
    hasCardEffect(state, DIRECTIVE_LASTING.tradeEmbargo, { target: s }),
  );
  if (embargoed === undefined) return undefined;
  const who = state.players[embargoed]?.name ?? `seat ${embargoed}`;
  return ruleError(
    "ERR_TRADE_EMBARGO",
    "RR §20 Trade Embargo",
    `${who} is under a Trade Embargo: no trade agreement may be made with him this round or the next.`,
  );
}

/** Mass Mobilization (Against): no Ground Forces may be bought this round (tactical/production.ts). */
export function directiveProductionBlock(state: GameState, units: UnitCounts): RuleError | undefined {
  if ((units.groundForce ?? 0) === 0) return undefined;
  if (!hasCardEffect(state, DIRECTIVE_LASTING.massMobilizationAgainst)) return undefined;
  return ruleError(
    "ERR_MASS_MOBILIZATION",
    "RR §20 Mass Mobilization",
    "Mass Mobilization: no Ground Forces may be bought this round; produce other units.",
  );
}

const HEAVY_SHIPS: readonly UnitType[] = ["cruiser", "dreadnought", "warSun"];
const NON_FIGHTER_SHIPS: readonly UnitType[] = ["destroyer", "cruiser", "carrier", "dreadnought", "warSun"];

/**
 * The resources a production costs more this round (tactical/production.ts): Warship Commission (Against)
 * +2 for each Cruiser, Dreadnought and War Sun; Interstellar Arms Dealers (Against) +1 for each ship that is
 * not a Fighter. Interpretation: the extra cost is per unit bought, after every reduction.
 */
export function directiveSurcharge(state: GameState, units: UnitCounts): number {
  const n = (types: readonly UnitType[]) => types.reduce((sum, t) => sum + (units[t] ?? 0), 0);
  let extra = 0;
  if (hasCardEffect(state, DIRECTIVE_LASTING.warshipCommissionAgainst)) extra += 2 * n(HEAVY_SHIPS);
  if (hasCardEffect(state, DIRECTIVE_LASTING.armsDealersAgainst)) extra += n(NON_FIGHTER_SHIPS);
  return extra;
}

/**
 * Technology Investigation Committee (For): no technology may be bought this round (technology/purchase.ts).
 * Interpretation: "bought" is a technology paid for; one gained at no cost (Technology's free advance, a
 * card) is not bought.
 */
export function directiveResearchBlock(state: GameState, cost: number): RuleError | undefined {
  if (cost <= 0 || !hasCardEffect(state, DIRECTIVE_LASTING.committeeFor)) return undefined;
  return ruleError(
    "ERR_INVESTIGATION_COMMITTEE",
    "RR §20 Technology Investigation Committee",
    "Technology Investigation Committee: no technology may be bought this round.",
  );
}

/** Intergalactic Commerce (Against): every Trade Contract is worth 1 for the rest of the round (trade/agreements.ts). */
export function contractValue(state: GameState, printed: number): number {
  return hasCardEffect(state, DIRECTIVE_LASTING.commerceAgainst) ? 1 : printed;
}

/** Planets a player holds outside his Home System. */
function planetsAbroad(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  const home = p.home === null ? [] : Object.keys(state.board[p.home]?.planets ?? {});
  return Object.keys(p.planets).filter((id) => !home.includes(id)).length;
}

/**
 * Imperial Containment (For): for the rest of the round, whoever holds the most planets outside his Home
 * System loses an extra Command Pool counter for each counter he places in a Tactical Action (tactical/
 * activation.ts, after the activation). Interpretation: the leader is counted at each activation, every
 * player tied for the most is a leader, and a counter is lost only while his Command Pool has one.
 */
export function systemActivatedUnderDirectives(tx: Tx, seat: Seat): void {
  if (!hasCardEffect(tx.state, DIRECTIVE_LASTING.containment)) return;
  const active = tx.state.players.filter((p) => !p.eliminated);
  const most = Math.max(...active.map((p) => planetsAbroad(tx.state, p.seat)));
  if (most === 0 || planetsAbroad(tx.state, seat) < most) return;
  if ((tx.state.players[seat]?.counters.command ?? 0) === 0) return;
  tx.emit({ type: "commandCountersSpent", seat, counters: { command: 1 }, reason: "Imperial Containment" });
}

/**
 * Prophecy of Ixth: the Fighters the elected player buys are noted for the round (tactical/production.ts,
 * once a production is paid and placed).
 */
export function unitsProducedUnderDirectives(tx: Tx, seat: Seat, events: readonly GameEvent[]): void {
  if (!hasCardEffect(tx.state, DIRECTIVE_LASTING.prophecy, { target: seat })) return;
  const fighters = events.reduce((n, e) => n + (e.type === "unitsProduced" ? (e.units.fighter ?? 0) : 0), 0);
  if (fighters === 0) return;
  startCardEffect(tx, { effect: DIRECTIVE_LASTING.prophecyFighters, target: seat, choice: String(fighters) });
}

/**
 * Prophecy of Ixth: at the start of the Status Phase, once the Action Phase's buying is over, a player who
 * bought fewer than 2 Fighters this round loses the prophecy for good (statusPhase.ts). Interpretation:
 * the round the card is voted is not counted, since Fighters bought before the vote could not be noted.
 */
export function directivesAtStatusPhaseStart(tx: Tx): void {
  for (const prophecy of cardEffects(tx.state, DIRECTIVE_LASTING.prophecy)) {
    if (prophecy.target === null || prophecy.round >= tx.state.round) continue;
    const bought = cardEffects(tx.state, DIRECTIVE_LASTING.prophecyFighters, { target: prophecy.target })
      .filter((e) => e.round === tx.state.round)
      .reduce((n, e) => n + Number(e.choice ?? 0), 0);
    if (bought < 2) endCardEffect(tx, prophecy);
  }
}

/** Aggressive Strategy (Against): every Strategy Card's secondary is closed until the round ends (strategicAction.ts). */
export function secondariesClosed(state: GameState): boolean {
  return hasCardEffect(state, DIRECTIVE_LASTING.aggressiveAgainst);
}
