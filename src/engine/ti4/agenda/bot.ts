/**
 * The built-in player's answers in the agenda phase (LRR 8): it votes for the outcome its own rider on the
 * agenda predicts (actionCards/agendaBot.ts plays them), else for the one that helps its own seat, or
 * abstains when none does; as speaker it settles a tie the same way. It reads only the public
 * table and its own hand. On the first agenda it spends about half its influence, keeping the rest for the
 * second; every planet is readied at the end of the phase anyway (LRR 8.4).
 */
import {
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4StrategyCardId,
  type Ti4UnitType,
  ti4Agenda,
  ti4Planet,
  ti4StrategyCard,
} from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer } from "../answer.ts";
import { wormholesAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { isSpaceStation } from "../thundersEdge/stationCard.ts";
import { votesPerTradeGood } from "./abilityVotes.ts";
import { unitsByPlace } from "./artifact.ts";
import { lawsInPlay, oneVoteEach } from "./laws.ts";
import { armsExcess, shipsByPosition } from "./moreAgendas.ts";
import { planetVotes } from "./outcomes.ts";
import { planetsOwed, REVOLUTION_SHIPS, readyPlanetsOf, shipsToLose } from "./revolution.ts";
import { agendaPhaseFrame } from "./vote.ts";

type Choice = "for" | "against" | null;

/** For a "for"/"against" card: which outcome serves this seat, or null (abstain). */
function preferredSide(state: Ti4State, seat: Seat, agenda: Ti4AgendaId): Choice {
  const me = state.players[seat];
  if (!me) return null;
  const points = state.players.filter((p) => !p.eliminated).map((p) => p.vp);
  switch (agenda) {
    case "economic_equality":
      return me.tradeGoods < 5 ? "for" : "against";
    case "seed_empire":
      if (me.vp === Math.max(...points)) return "for";
      return me.vp === Math.min(...points) ? "against" : null;
    case "constitution":
      return lawsInPlay(state).some((law) => law.owner === seat) ? "against" : null;
    case "sanctions":
      return me.secret.actionCards.length > 3 ? "against" : "for";
    case "wormhole_research":
      // Its own ships in a wormhole system would be destroyed: stay out of it.
      return Object.entries(state.board).some(
        ([position, system]) =>
          system.space.some((f) => f.seat === seat) &&
          wormholesAt(state, position).some((w) => w === "alpha" || w === "beta"),
      )
        ? null
        : "for";
    case "arms_reduction":
      return Object.keys(armsExcess(state, seat)).length > 0 ? "against" : "for";
    case "plowshares":
    case "regulations":
    case "conscription":
    case "representative_government":
      return "against";
    default:
      return "for";
  }
}

/** For an Elect card: the outcome this seat would rather see, among those offered. */
function preferredElection(
  state: Ti4State,
  seat: Seat,
  agenda: Ti4AgendaId,
  offered: string[],
): string | null {
  const me = String(seat);
  switch (agenda) {
    case "execution": {
      // The leader on points, a tie going to the nearest on its left (no seat number favoured).
      const n = state.players.length;
      const left = (o: string) => (+o - seat + n) % n;
      const vp = (o: string) => state.players[+o]?.vp ?? 0;
      const others = offered.filter((o) => o !== me);
      return others.sort((a, b) => vp(b) - vp(a) || left(a) - left(b))[0] ?? null;
    }
    case "disarmament":
    case "demilitarized_zone":
      return offered.find((planet) => !state.players[seat]?.planets[planet as Ti4PlanetId]) ?? null;
    case "senate_sanctuary":
    case "terraforming_initiative":
    case "core_mining":
    case "holy_planet_of_ixth":
      return offered.find((planet) => state.players[seat]?.planets[planet as Ti4PlanetId]) ?? null;
    case "abolishment":
    case "miscount":
      return (
        offered.find((law) => !lawsInPlay(state).some((l) => l.agenda === law && l.owner === seat)) ?? null
      );
    case "classified":
      return (
        offered.find((id) => state.players[seat]?.scoredObjectives.includes(id as never)) ??
        offered[0] ??
        null
      );
    default:
      return offered.includes(me) ? me : (offered[0] ?? null);
  }
}

/** The outcome `seat` would rather see among those offered, by the public table and its own hand; null: none. */
export function preferred(
  state: Ti4State,
  seat: Seat,
  agenda: Ti4AgendaId,
  offered: readonly string[],
): string | null {
  const pick =
    ti4Agenda(agenda).outcome.kind === "forAgainst"
      ? preferredSide(state, seat, agenda)
      : preferredElection(state, seat, agenda, [...offered]);
  return pick !== null && offered.includes(pick) ? pick : null;
}

/** The planets to exhaust: all ready ones with influence on the second agenda, about half on the first. */
function planetsToVote(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const player = state.players[seat];
  if (!player) return [];
  const ready = (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
    .filter(([planet, card]) => !card.exhausted && !isSpaceStation(planet) && planetVotes(state, planet) > 0)
    .map(([planet]) => planet)
    .sort((a, b) => planetVotes(state, b) - planetVotes(state, a));
  const second = (agendaPhaseFrame(state)?.revealed ?? 0) >= 2;
  if (second) return ready;
  const total = ready.reduce((sum, p) => sum + planetVotes(state, p), 0);
  const chosen: Ti4PlanetId[] = [];
  let votes = 0;
  for (const planet of ready) {
    if (votes * 2 >= total) break;
    chosen.push(planet);
    votes += planetVotes(state, planet);
  }
  return chosen;
}

/** Trade goods the bot keeps for its own turns when an ability lets it vote with the rest. */
const TRADE_GOODS_KEPT = 2;

/**
 * The trade goods a seat's bot spends to vote (an ability such as the Hacan alliance card lets it: LRR 8.13):
 * on the second agenda only, those beyond the few it keeps.
 */
function tradeGoodsToVote(state: Ti4State, seat: Seat): number {
  if ((agendaPhaseFrame(state)?.revealed ?? 0) < 2 || votesPerTradeGood(state, seat) === 0) return 0;
  return Math.max(0, (state.players[seat]?.tradeGoods ?? 0) - TRADE_GOODS_KEPT);
}

/** The votes a seat's bot casts on the agenda under vote (1 under Representative Government). */
export function plannedVotes(state: Ti4State, seat: Seat): number {
  const fromTradeGoods = tradeGoodsToVote(state, seat) * votesPerTradeGood(state, seat);
  if (oneVoteEach(state)) return 1 + fromTradeGoods;
  return planetsToVote(state, seat).reduce((sum, p) => sum + planetVotes(state, p), fromTradeGoods);
}

function voteFrameOf(state: Ti4State) {
  const frame = state.stack.at(-1);
  return frame?.kind === "ti4AgendaVote" ? frame : null;
}

const castVotes: Ti4Answer = (state, decision: Decision<Ti4>): Ti4Command[] => {
  const frame = voteFrameOf(state);
  const seat = decision.seat;
  if (!frame) return [];
  const offered = [...(decision.choices ?? [])];
  // A rider it played on this agenda (public) names the outcome its votes now serve best.
  // (Not Codex Sanction: its voters pay; the bot backs another outcome.)
  const ridden = frame.riders?.find(
    (r) => r.seat === seat && r.card !== "sanction" && offered.includes(r.outcome),
  )?.outcome;
  const outcome = ridden ?? preferred(state, seat, frame.agenda, offered);
  const planets = oneVoteEach(state) ? [] : planetsToVote(state, seat);
  const tradeGoods = tradeGoodsToVote(state, seat);
  if (outcome === null || (!oneVoteEach(state) && planets.length + tradeGoods === 0))
    return [{ type: "abstain", seat }];
  return [
    { type: "castVotes", seat, outcome, planets, ...(tradeGoods > 0 ? { tradeGoods } : {}) },
    { type: "abstain", seat },
  ];
};

const chooseOutcome: Ti4Answer = (state, decision) => {
  const frame = voteFrameOf(state);
  const tied = [...(decision.choices ?? [])];
  const best = frame ? preferred(state, decision.seat, frame.agenda, tied) : null;
  const outcome = best ?? tied[0];
  return outcome === undefined ? [] : [{ type: "chooseOutcome", seat: decision.seat, outcome }];
};

/** Committee Formation: name the player this seat wants elected, or keep the card when it wants no one. */
const electByCommittee: Ti4Answer = (state, decision) => {
  const frame = voteFrameOf(state);
  const seat = decision.seat;
  const best = frame ? preferred(state, seat, frame.agenda, [...(decision.choices ?? [])]) : null;
  const keep: Ti4Command = { type: "electByCommittee", seat };
  return best === null ? [keep] : [{ type: "electByCommittee", seat, player: Number(best) }, keep];
};

/** Homeland Defense Act: the PDS on the planet listed first. */
const destroyPds: Ti4Answer = (_state, decision) =>
  (decision.choices ?? [])
    .slice(0, 1)
    .map((planet) => ({ type: "destroyPds", seat: decision.seat, planet: planet as Ti4PlanetId }));

/** Arms Reduction: the ships over the limit destroyed where the seat has the most of them. */
const reduceArms: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const ships: { position: string; units: Partial<Record<Ti4UnitType, number>> }[] = [];
  for (const [type, excess] of Object.entries(armsExcess(state, seat)) as [Ti4UnitType, number][]) {
    let left = excess;
    const places = Object.entries(shipsByPosition(state, seat, type)).sort((a, b) => b[1] - a[1]);
    for (const [position, n] of places) {
      if (left === 0) break;
      const taken = Math.min(left, n);
      left -= taken;
      const at = ships.find((s) => s.position === position);
      if (at) at.units[type] = taken;
      else ships.push({ position, units: { [type]: taken } });
    }
  }
  return [{ type: "reduceArms", seat, ships }];
};

/** Wormhole Research Against: a token from the fullest pool listed. */
const returnCommandToken: Ti4Answer = (state, decision) => {
  const pools = [...(decision.choices ?? [])] as ("tactic" | "fleet" | "strategy")[];
  const tokens = state.players[decision.seat]?.tokens;
  const pool = pools.sort((a, b) => (tokens?.[b] ?? 0) - (tokens?.[a] ?? 0))[0];
  return pool ? [{ type: "returnCommandToken", seat: decision.seat, pool }] : [];
};

const initiative = (card: Ti4StrategyCardId) => ti4StrategyCard(card).initiative;

/** Imperial Arbiter: its highest-numbered card traded for a lower-numbered one another player holds, if any. */
const useImperialArbiter: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const mine = (state.players[seat]?.strategyCards ?? []).map((c) => c.card);
  const give = [...mine].sort((a, b) => initiative(b) - initiative(a))[0];
  const take = ([...(decision.choices ?? [])] as Ti4StrategyCardId[]).sort(
    (a, b) => initiative(a) - initiative(b),
  )[0];
  if (give === undefined || take === undefined || initiative(take) >= initiative(give)) return [];
  return [{ type: "useImperialArbiter", seat, give, take }];
};

/** Minister of Peace: used when the active player came into a system holding this seat's own units. */
const useMinisterOfPeace: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4PeaceOffer") return [];
  const there = state.board[frame.system];
  const forces = [...(there?.space ?? []), ...Object.values(there?.planets ?? {}).flatMap((f) => f ?? [])];
  const mine = forces.some((f) => f.seat === decision.seat && Object.values(f.units).some((n) => n));
  return mine ? [{ type: "useMinisterOfPeace", seat: decision.seat }] : [];
};

/** Minister of War: kept (the built-in player does not plan a second action). */
const useMinisterOfWar: Ti4Answer = () => [];

/** Colonial Redistribution: itself when it may, else the first named; the infantry always put. */
const nameColonist: Ti4Answer = (_state, decision) => {
  const choices = decision.choices ?? [];
  const player = choices.includes(String(decision.seat)) ? String(decision.seat) : choices[0];
  return player === undefined ? [] : [{ type: "nameColonist", seat: decision.seat, player: Number(player) }];
};

/** Ixthian Artifact's losses: fighters and infantry first, then the cheapest ships, 3 in the first system. */
const CHEAP_FIRST: readonly Ti4UnitType[] = [
  "fighter",
  "infantry",
  "destroyer",
  "pds",
  "mech",
  "cruiser",
  "carrier",
  "spaceDock",
  "dreadnought",
  "flagship",
  "warSun",
];
const loseArtifactUnits: Ti4Answer = (state, decision) => {
  const position = decision.choices?.[0];
  if (position === undefined) return [];
  const losses: { planet?: Ti4PlanetId; units: Partial<Record<Ti4UnitType, number>> }[] = [];
  let left = 3;
  const places = unitsByPlace(state, decision.seat, position);
  for (const type of CHEAP_FIRST)
    for (const { place, units } of places) {
      const n = Math.min(left, units[type] ?? 0);
      if (n === 0) continue;
      left -= n;
      const planet = place.planet as Ti4PlanetId | undefined;
      const at = losses.find((l) => l.planet === planet);
      if (at) at.units[type] = (at.units[type] ?? 0) + n;
      else losses.push({ ...(planet ? { planet } : {}), units: { [type]: n } });
    }
  return [{ type: "loseArtifactUnits", seat: decision.seat, position, losses }];
};

/** Anti-Intellectual Revolution For: the cheapest ship other than a fighter, wherever it is. */
const loseShipToRevolution: Ti4Answer = (state, decision) => {
  const places = shipsToLose(state, decision.seat);
  for (const ship of REVOLUTION_SHIPS) {
    const at = places.find((p) => p.ships.includes(ship));
    if (at) return [{ type: "loseShipToRevolution", seat: decision.seat, position: at.position, ship }];
  }
  return [];
};

/** Anti-Intellectual Revolution Against: the planets worth least exhausted. */
const exhaustForRevolution: Ti4Answer = (state, decision) => {
  const worth = (p: Ti4PlanetId) => ti4Planet(p).resources + ti4Planet(p).influence;
  const ready = [...readyPlanetsOf(state, decision.seat)].sort((a, b) => worth(a) - worth(b));
  const planets = ready.slice(0, planetsOwed(state, decision.seat));
  return [{ type: "exhaustForRevolution", seat: decision.seat, planets }];
};

export const AGENDA_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  castVotes,
  // The abstain decision stands beside castVotes: the castVotes answer lists abstaining as its fallback.
  abstain: (_state, decision) => [{ type: "abstain", seat: decision.seat }],
  chooseOutcome,
  electByCommittee,
  destroyPds,
  reduceArms,
  returnCommandToken,
  useImperialArbiter,
  useMinisterOfPeace,
  useMinisterOfWar,
  nameColonist,
  loseArtifactUnits,
  placeColonist: (_state, decision) => [{ type: "placeColonist", seat: decision.seat, place: true }],
  keepLaw: (_state, decision) => [{ type: "keepLaw", seat: decision.seat }],
  loseShipToRevolution,
  exhaustForRevolution,
};
