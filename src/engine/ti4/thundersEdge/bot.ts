/**
 * The built-in player at the Thunder's Edge expedition (TE rulebook, "Thunder's Edge Expedition"): it
 * commits when a slice is cheap for it now (a ready specialty planet, 3 spare trade goods, action cards it
 * can spare), spends 5 resources or influence only with plenty to spare, gives up a secret objective only
 * for the last slice (its least likely to score), and otherwise ends its turn.
 * It places Thunder's Edge in the first system offered and breaks a tie in its own favour.
 */
import { type Ti4PlanetId, ti4Planet } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, spendable } from "../economy/spend.ts";
import { secretOdds } from "../objectives/bot.ts";
import type { Ti4State } from "../state.ts";
import { claimsOf, readySpecialtyPlanets, type Ti4ExpeditionSlice, unclaimedSlices } from "./expedition.ts";

/** Spend 5 resources or influence only when this much is ready to spend. */
const PLENTY = 10;

function worth(planet: Ti4PlanetId): number {
  const card = ti4Planet(planet);
  return card.resources + card.influence;
}

/** The command that pays `slice` the bot's way, or null when the bot would rather not. */
function commitment(state: Ti4State, seat: Seat, slice: Ti4ExpeditionSlice): Ti4Command | null {
  const player = state.players[seat];
  if (!player) return null;
  const base = { type: "commitToExpedition" as const, seat, slice };
  const first = claimsOf(state, seat) === 0;
  switch (slice) {
    case "specialtyPlanet": {
      const planet = readySpecialtyPlanets(state, seat).sort((a, b) => worth(a) - worth(b))[0];
      return planet ? { ...base, planet } : null;
    }
    case "tradeGoods":
      return player.tradeGoods >= 3 ? base : null;
    case "actionCards": {
      const hand = player.secret.actionCards;
      return hand.length >= 3 || (first && hand.length >= 2)
        ? { ...base, actionCards: hand.slice(0, 2) }
        : null;
    }
    case "resources":
    case "influence": {
      if (spendable(state, seat, slice).total < PLENTY) return null;
      const payment = cheapestPayment(state, seat, slice, 5);
      return payment ? { ...base, payment } : null;
    }
    case "secretObjective": {
      const secrets = player.secret.secretObjectives;
      if (secrets.length === 0 || unclaimedSlices(state).length > 1) return null;
      const worst = [...secrets].sort((a, b) => secretOdds(state, seat, b) - secretOdds(state, seat, a))[0];
      return worst ? { ...base, objective: worst } : null;
    }
  }
}

const ORDER: readonly Ti4ExpeditionSlice[] = [
  "specialtyPlanet",
  "tradeGoods",
  "actionCards",
  "influence",
  "resources",
  "secretObjective",
];

export const EXPEDITION_ANSWERS: Ti4Answers = {
  // The slices worth paying, best first; none worth it: the turn ends without committing.
  commitToExpedition: (state, decision) => {
    const offered = new Set(decision.choices ?? []);
    const commitments = ORDER.filter((slice) => offered.has(slice))
      .map((slice) => commitment(state, decision.seat, slice))
      .filter((c): c is Ti4Command => c !== null);
    return [...commitments, { type: "declineExpedition", seat: decision.seat }];
  },
  declineExpedition: (_state, decision) => [{ type: "declineExpedition", seat: decision.seat }],
  placeThundersEdge: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 3)
      .map((system) => ({ type: "placeThundersEdge", seat: decision.seat, system })),
  chooseThundersEdgeGarrison: (_state, decision) => {
    const tied = (decision.choices ?? []).map(Number);
    const order = tied.includes(decision.seat)
      ? [decision.seat, ...tied.filter((s) => s !== decision.seat)]
      : tied;
    return order.map((garrison) => ({ type: "chooseThundersEdgeGarrison", seat: decision.seat, garrison }));
  },
};
