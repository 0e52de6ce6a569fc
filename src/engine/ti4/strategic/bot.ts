/**
 * The built-in player's answers to the strategic action's decisions (LRR 82) and the command sheet's
 * (LRR 20): follow a secondary when it is worth its strategy token (Leadership always, Technology when the
 * research is affordable, Trade when commodities are short), buy a token or two with spare influence (what
 * a "spend" objective needs is not spare: objectives/aims.ts), put
 * gained tokens mostly in the tactic pool with some in the fleet pool. It reads only public state and the
 * seat's own.
 */
import { type Ti4PlanetId, type Ti4UnitType, ti4Planet } from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import { fleetPoolLimit } from "../agenda/laws.ts";
import type { Ti4Answer } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";

import type { Ti4Command } from "../commands.ts";
import { commodityValue } from "../economy/commodityValue.ts";
import { cheapestPayment } from "../economy/spend.ts";
import { leavesReserve, reserveFor } from "../objectives/aims.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { mayResearch } from "../technology/research.ts";
import { notesInHand, type Ti4NoteRef } from "../transactions/notes.ts";
import { ti4UnitFor } from "../units.ts";
import { frameGain } from "./commandSheet.ts";
import { FLEET_POOL_SHIPS, fleetExcessIn } from "./fleetExcess.ts";
import { INFLUENCE_PER_TOKEN } from "./leadership.ts";
import { AGENDAS_LOOKED_AT } from "./politics.ts";
import { SECONDARY_RESEARCH_COST, technologyCardCost } from "./technology.ts";

/** Whether following the card being played is worth it for this seat. */
export type Ti4FollowJudge = (state: Ti4State, seat: Seat) => boolean;

/** Each card's judgement; a card not named here is followed while 2 strategy tokens are left. */
const FOLLOW: Record<string, Ti4FollowJudge> = {
  // LRR 52.3: free, and influence is only spent when the bot buys a token.
  leadership: () => true,
  // The research must leave what the seat keeps for a "spend" objective (objectives/aims.ts).
  technology: (state, seat) => {
    const cost = technologyCardCost(state, seat, SECONDARY_RESEARCH_COST);
    return mayResearch(state, seat, cost + reserveFor(state, seat).resources);
  },
  trade: (state, seat) => {
    const player = state.players[seat];
    return !!player?.faction && player.commodities < commodityValue(state, seat);
  },
  diplomacy: (state, seat) =>
    exhausted(state, seat).length >= 2 && (state.players[seat]?.tokens.strategy ?? 0) >= 2,
  // Tokens are better spent on the cards above than on a PDS or a home production.
  construction: () => false,
  warfare: () => false,
};

function exhausted(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = state.players[seat]?.planets ?? {};
  return (Object.keys(planets) as Ti4PlanetId[]).filter((id) => planets[id]?.exhausted);
}

function cardPlayed(state: Ti4State): string | undefined {
  const frame = [...state.stack].reverse().find((f) => f.kind === "ti4StrategicAction");
  return frame?.kind === "ti4StrategicAction" ? frame.card : undefined;
}

const useSecondary: Ti4Answer = (state, decision) => {
  const card = cardPlayed(state);
  const seat = decision.seat;
  const keepsAReserve = (state.players[seat]?.tokens.strategy ?? 0) >= 2;
  const judge = card ? FOLLOW[card] : undefined;
  const follows = judge ? judge(state, seat) : keepsAReserve;
  if (!follows) return [{ type: "declineSecondary", seat }];
  // TE Mindsieve: should the token be lacking, a note pays (refused unless the seat holds the card).
  const notes = notesForSecondary(state, seat).map(
    (note): Ti4Command => ({ type: "useSecondary", seat, note }),
  );
  return [{ type: "useSecondary", seat }, ...notes, { type: "declineSecondary", seat }];
};

/**
 * The notes the bot would give a card's holder for its secondary (TE Mindsieve): the holder's own first (it
 * only goes home), then other players', then its own but Support for the Throne (a point to the holder).
 */
function notesForSecondary(state: Ti4State, seat: Seat): Ti4NoteRef[] {
  const frame = state.stack.findLast((f) => f.kind === "ti4StrategicAction");
  if (frame?.kind !== "ti4StrategicAction") return [];
  const hand = notesInHand(state, seat);
  const rank = (n: Ti4NoteRef) => (n.owner === frame.seat ? 0 : n.owner !== seat ? 1 : 2);
  return hand
    .filter((n) => !(n.owner === seat && n.note === "support_for_the_throne"))
    .sort((a, b) => rank(a) - rank(b));
}

const buyCommandTokens: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const wanted = frame?.kind === "ti4Leadership" && frame.base > 0 ? 2 : 1;
  const reserve = reserveFor(state, seat);
  for (let tokens = wanted; tokens > 0; tokens--) {
    const payment = cheapestPayment(state, seat, "influence", tokens * INFLUENCE_PER_TOKEN);
    if (payment && payment.tradeGoods === 0 && leavesReserve(state, seat, payment, reserve))
      return [{ type: "buyCommandTokens", seat, payment }];
  }
  return [{ type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } }];
};

/** Gained tokens: two in three to the tactic pool, the third to the fleet pool. */
export function botArrangement(state: Ti4State, decision: Decision<Ti4>): Ti4Command[] {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const player = state.players[seat];
  if (frame?.kind !== "ti4CommandTokens" || !player) return [];
  const gain = frameGain(state, frame, seat);
  // Fleet Regulations: the fleet pool never above its limit; the rest to the tactic pool.
  const room = Math.max(0, fleetPoolLimit(state) - player.tokens.fleet);
  const fleet = Math.min(Math.floor(gain / 3), room);
  return [
    {
      type: "arrangeCommandTokens",
      seat,
      tactic: player.tokens.tactic + gain - fleet,
      fleet: player.tokens.fleet + fleet,
      strategy: player.tokens.strategy,
    },
  ];
}

/** LRR 37: the excess ships removed are the cheapest there (the flagship last), as many as the rule asks. */
const removeExcessShips: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4FleetExcess") return [];
  const seat = decision.seat;
  const have = unitsIn(state.board[frame.position], seat);
  const worthOf = (type: Ti4UnitType) => ti4UnitFor(state, seat, type).cost ?? 100;
  const types = FLEET_POOL_SHIPS.filter((t) => (have[t] ?? 0) > 0).sort((a, b) => worthOf(a) - worthOf(b));
  let owed = fleetExcessIn(state, seat, frame.position);
  const units: Ti4UnitCounts = {};
  for (const type of types) {
    const take = Math.min(owed, have[type] ?? 0);
    if (take > 0) units[type] = take;
    owed -= take;
  }
  return [{ type: "removeExcessShips", seat, units }];
};

/** A planet's worth to the bot: its resources, then its influence. */
function worth(planet: Ti4PlanetId): number {
  const card = ti4Planet(planet);
  return card.resources * 10 + card.influence;
}

const first =
  (make: (state: Ti4State, seat: Seat, choice: string) => Ti4Command): Ti4Answer =>
  (state, decision) =>
    (decision.choices ?? []).slice(0, 1).map((choice) => make(state, decision.seat, choice));

const readyPlanets: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  const count = frame?.kind === "ti4ReadyPlanets" ? frame.count : 0;
  const planets = ((decision.choices ?? []) as Ti4PlanetId[]).sort((a, b) => worth(b) - worth(a));
  return [{ type: "readyPlanets", seat: decision.seat, planets: planets.slice(0, count) }];
};

/**
 * Politics: the token for itself; when it is the speaker already, for the player it fears least (the fewest
 * points), a tie going to the nearest on its left, so that no seat number is favoured.
 */
const chooseSpeaker: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  if (state.speaker !== seat) return [{ type: "chooseSpeaker", seat, player: seat }];
  const n = state.players.length;
  const vp = (s: number) => state.players[s]?.vp ?? 0;
  const left = (s: number) => (s - seat + n) % n;
  const others = (decision.choices ?? []).map(Number).sort((a, b) => vp(a) - vp(b) || left(a) - left(b));
  return others.slice(0, 1).map((player) => ({ type: "chooseSpeaker", seat, player }));
};

// The agendas it looked at go back on top in the order they were (it has no view on the agenda yet).
const placeAgendas: Ti4Answer = (state, decision) => [
  {
    type: "placeAgendas",
    seat: decision.seat,
    top: state.decks.agenda.draw.slice(0, AGENDAS_LOOKED_AT),
    bottom: [],
  },
];

/** Construction: a space dock on the richest planet without one, else a PDS; the secondary at home. */
const construct: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const player = state.players[seat];
  if (frame?.kind !== "ti4Construction" || !player) return [];
  const planets = (Object.keys(player.planets) as Ti4PlanetId[]).sort((a, b) => worth(b) - worth(a));
  const tries: Ti4Command[] = [];
  if (frame.primary) {
    for (const planet of planets) {
      tries.push({ type: "construct", seat, structures: [{ planet, unit: "spaceDock" }] });
      tries.push({ type: "construct", seat, structures: [{ planet, unit: "pds" }] });
    }
    return tries;
  }
  const home = player.home;
  if (!home) return [];
  const there = planets.filter((p) => positionOfPlanet(state, p) === home);
  for (const planet of there)
    tries.push({ type: "construct", seat, system: home, structures: [{ planet, unit: "pds" }] });
  tries.push({ type: "construct", seat, system: home, structures: [] });
  return tries;
};

export const STRATEGIC_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  useSecondary,
  declineSecondary: (_state, decision) => [{ type: "declineSecondary", seat: decision.seat }],
  buyCommandTokens,
  arrangeCommandTokens: botArrangement,
  chooseDiplomacySystem: first((_s, seat, system) => ({ type: "chooseDiplomacySystem", seat, system })),
  readyPlanets,
  chooseSpeaker,
  placeAgendas,
  construct,
  // Nobody follows Trade for free on the bot's word: its trade goods are its own edge.
  chooseTradeFollowers: (_state, decision) => [
    { type: "chooseTradeFollowers", seat: decision.seat, players: [] },
  ],
  retrieveCommandToken: first((_s, seat, system) => ({ type: "retrieveCommandToken", seat, system })),
  removeExcessShips,
};
