/**
 * The bot's candidates for scoring objectives: the face-up public objectives it meets (most VP first),
 * each with its Secret Objective when that is met too, then the secret alone, and claiming nothing last.
 * "Spend" cards are paid with its ready planets (best first), then Trade Goods; counters come from the
 * Command Pool, then the Strategy Allocation. `apply` has the last word on every candidate.
 */
import { getObjective, type ObjectiveId, type PlanetId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import {
  type ObjectivePayment,
  optionRefusesClaim,
  requirementOutcome,
  type Spend,
} from "../rules/objectives/index.ts";
import { planetValues } from "../rules/planetValues.ts";
import { player } from "../rules/players.ts";
import { mayClaimManyPublics } from "../rules/strategyCards/imperial2.ts";
import type { GameState, PlanetCard, Seat } from "../state.ts";
import type { Candidates } from "./policy.ts";

/** The objectives `seat` may claim now, with what each costs (requirements met, payment aside). */
function claimable(state: GameState, seat: Seat, ids: readonly ObjectiveId[]): Map<ObjectiveId, Spend> {
  const out = new Map<ObjectiveId, Spend>();
  for (const id of ids) {
    if (optionRefusesClaim(state, seat, getObjective(id))) continue;
    const outcome = requirementOutcome(state, seat, id);
    if (outcome.ok) out.set(id, outcome.spend);
  }
  return out;
}

function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  const cards = Object.entries(player(state, seat).planets) as [PlanetId, PlanetCard][];
  return cards.filter(([, card]) => !card.exhausted).map(([id]) => id);
}

/** Takes planets for `need` of one currency, largest first; returns what is still missing. */
function take(
  state: GameState,
  pool: PlanetId[],
  taken: PlanetId[],
  currency: "resources" | "influence",
  need: number,
): number {
  const sorted = [...pool].sort(
    (a, b) => planetValues(state, b)[currency] - planetValues(state, a)[currency],
  );
  let missing = need;
  for (const id of sorted) {
    if (missing <= 0) break;
    if (planetValues(state, id)[currency] === 0) continue;
    taken.push(id);
    pool.splice(pool.indexOf(id), 1);
    missing -= planetValues(state, id)[currency];
  }
  return Math.max(0, missing);
}

/** One way of paying: `influenceFirst` orders the currencies; null when the bot cannot afford it. */
function payFor(
  state: GameState,
  seat: Seat,
  spend: Spend,
  influenceFirst: boolean,
): ObjectivePayment | null {
  const p = player(state, seat);
  const commandCounters = Math.min(p.counters.command, spend.counters);
  const strategyCounters = spend.counters - commandCounters;
  if (strategyCounters > p.counters.strategy) return null;
  let needR = spend.resources;
  let needI = spend.influence;
  for (const n of spend.either) {
    if (influenceFirst) needI += n;
    else needR += n;
  }
  const pool = readyPlanets(state, seat);
  const planets: PlanetId[] = [];
  const order = influenceFirst
    ? (["influence", "resources"] as const)
    : (["resources", "influence"] as const);
  const missing = order.reduce(
    (sum, currency) => sum + take(state, pool, planets, currency, currency === "resources" ? needR : needI),
    0,
  );
  const tradeGoods = spend.tradeGoods + missing;
  if (tradeGoods > p.tradeGoods) return null;
  const counters = { command: commandCounters, strategy: strategyCounters };
  return {
    ...(planets.length > 0 ? { planets } : {}),
    ...(tradeGoods > 0 ? { tradeGoods } : {}),
    ...(spend.counters > 0 ? { counters } : {}),
  };
}

function total(spends: Spend[]): Spend {
  return spends.reduce(
    (a, b) => ({
      tradeGoods: a.tradeGoods + b.tradeGoods,
      resources: a.resources + b.resources,
      influence: a.influence + b.influence,
      either: [...a.either, ...b.either],
      counters: a.counters + b.counters,
    }),
    { tradeGoods: 0, resources: 0, influence: 0, either: [], counters: 0 },
  );
}

function claims(
  state: GameState,
  d: Decision,
  publics: ObjectiveId[],
  secret: ObjectiveId | null,
): Command[] {
  const met = claimable(state, d.seat, [...publics, ...(secret ? [secret] : [])]);
  const spend = total([...publics, ...(secret ? [secret] : [])].map((id) => met.get(id) as Spend));
  const [first = null, ...more] = publics;
  const base = {
    type: "scoreObjectives" as const,
    seat: d.seat,
    publicObjective: first,
    secretObjective: secret,
    ...(more.length > 0 ? { morePublicObjectives: more } : {}),
  };
  const payments = [payFor(state, d.seat, spend, false), payFor(state, d.seat, spend, true)];
  return payments.filter((p): p is ObjectivePayment => p !== null).map((p) => ({ ...base, ...p }) as Command);
}

export const scoreObjectives: Candidates = (state, d) => {
  const p = player(state, d.seat);
  const faceUp = state.objectives.filter((o) => !o.scoredBy.includes(d.seat)).map((o) => o.id);
  const met = claimable(state, d.seat, faceUp);
  const publics = [...met.keys()].sort((a, b) => getObjective(b).vp - getObjective(a).vp);
  const secrets = p.secret.secretObjectives.filter((id) => !p.scoredObjectives.includes(id));
  const secret = secrets.find((id) => claimable(state, d.seat, [id]).has(id)) ?? null;
  const out: Command[] = [];
  if (publics.length > 1 && mayClaimManyPublics(state, d.seat))
    out.push(...claims(state, d, publics, secret));
  for (const id of publics) {
    if (secret) out.push(...claims(state, d, [id], secret));
    out.push(...claims(state, d, [id], null));
  }
  if (secret) out.push(...claims(state, d, [], secret));
  out.push({ type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null });
  return out;
};
