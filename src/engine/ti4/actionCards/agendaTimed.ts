/**
 * The action cards of the agenda phase (LRR 8) and of the strategy phase's start, played in the windows the
 * phases open (windows.ts): Ancient Burial Sites at the phase's start, Veto when an agenda is revealed,
 * Assassinate Representative and the eight riders after (LRR 8.22: a rider predicts an outcome; riders.ts
 * pays it), Distinguished Councilor right after the holder's vote, Bribery once the speaker has voted,
 * Confusing Legal Text when the holder is elected, and Summit at the start of the strategy phase. Each check
 * refuses a play its moment or its target does not allow; the timing itself is play.ts's.
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { votingUnstoppable } from "../agenda/abilityVotes.ts";
import type { Ti4AgendaVoteFrame } from "../agenda/frames.ts";
import { agendaOutcomes } from "../agenda/outcomes.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4State } from "../state.ts";
import { pushTokenArrangement, tokensGainable } from "../strategic/commandSheet.ts";
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import { ti4Reinforcements } from "../units.ts";
import {
  named,
  otherPlayer,
  planetsWithTrait,
  playRider,
  refuse,
  shipsOf,
  type Ti4CardEffect,
} from "./effect.ts";

/** The agenda under vote, or the refusal of a card played with none. */
function underVote(state: Ti4State, card: string) {
  const vote = agendaVoteFrame(state);
  return vote ? { vote } : { error: refuse(card, "it is played on an agenda under vote.") };
}

/** The outcome a rider predicts (LRR 8.22): one the council may vote for on this agenda. */
function predicted(state: Ti4State, play: { outcome?: string }, card: string) {
  const at = underVote(state, card);
  if ("error" in at) return at;
  const outcome = named(play, "outcome", card, "the outcome you predict");
  if ("error" in outcome) return outcome;
  const offered = agendaOutcomes(state, at.vote.agenda);
  if (!offered.includes(outcome.value))
    return {
      error: refuse(
        card,
        `${outcome.value} is not an outcome of this agenda: name one of ${offered.join(", ")}.`,
      ),
    };
  return { vote: at.vote, outcome: outcome.value };
}

/** A rider whose payoff names nothing more than the outcome. */
function rider(card: Ti4ActionCardId, name: string): Ti4CardEffect {
  return {
    names: ["outcome"],
    check(state, _seat, play) {
      const at = predicted(state, play, name);
      return "error" in at ? at.error : undefined;
    },
    resolve(tx, seat, play) {
      playRider(tx, { seat, card, outcome: play.outcome as string });
    },
  };
}

/** The pick a Public Disgrace window answers: the window's player's, still held. */
function lastPick(state: Ti4State) {
  const window = state.stack.findLast((f) => f.kind === "ti4CardWindow");
  const phase = state.stack.findLast((f) => f.kind === "ti4StrategyPhase");
  if (window?.kind !== "ti4CardWindow" || window.timing !== "whenStrategyCardChosen") return null;
  if (phase?.kind !== "ti4StrategyPhase" || phase.lastPick?.seat !== window.about) return null;
  const pick = phase.lastPick;
  return state.players[pick.seat]?.strategyCards.some((c) => c.card === pick.card) ? pick : null;
}

/** The seat's own vote on the agenda, if it voted for an outcome. */
function ownVote(vote: Ti4AgendaVoteFrame, seat: Seat) {
  return vote.votes.find((v) => v.seat === seat && v.outcome !== null);
}

export const TI4_AGENDA_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Ancient Burial Sites: every cultural planet of the chosen player is exhausted before the votes.
  abs: {
    names: ["target"],
    check(state, _seat, play) {
      const target = play.target;
      const player = target === undefined ? undefined : state.players[target];
      if (target === undefined || !player || player.eliminated)
        return refuse("Ancient Burial Sites", "name a player still in the game.");
      if (planetsWithTrait(state, target, "cultural").every((p) => player.planets[p]?.exhausted))
        return refuse("Ancient Burial Sites", `seat ${target} has no ready cultural planet.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const target = play.target as Seat;
      const planets = planetsWithTrait(tx.state, target, "cultural").filter(
        (p) => !tx.state.players[target]?.planets[p]?.exhausted,
      );
      tx.emit({ type: "ti4PlanetsExhausted", seat: target, planets });
    },
  },
  // Veto: the agenda just revealed is discarded unvoted; the next one is revealed (agenda/module.ts).
  veto: {
    names: [],
    check: (state) => underVote(state, "Veto").error,
    resolve(tx, seat) {
      const vote = agendaVoteFrame(tx.state) as Ti4AgendaVoteFrame;
      tx.emit({ type: "ti4AgendaVetoed", seat, agenda: vote.agenda });
      tx.emit({ type: "ti4AgendaDiscarded", agenda: vote.agenda });
    },
  },
  // Assassinate Representative: the named player casts no votes on this agenda.
  assassin: {
    names: ["target"],
    check(state, _seat, play) {
      const at = underVote(state, "Assassinate Representative");
      if ("error" in at) return at.error;
      const target = play.target;
      if (target === undefined || !at.vote.order.slice(at.vote.index).includes(target))
        return refuse("Assassinate Representative", "name a player who is still to vote on this agenda.");
      return undefined;
    },
    resolve(tx, seat, play) {
      // A voter no game effect can stop keeps their vote (abilityVotes.ts).
      if (!votingUnstoppable(tx.state, play.target as Seat))
        tx.emit({ type: "ti4VoteBarred", seat: play.target as Seat, by: seat });
    },
  },
  imp_rider: rider("imp_rider", "Imperial Rider"),
  lead_rider: rider("lead_rider", "Leadership Rider"),
  politic_rider: rider("politic_rider", "Politics Rider"),
  tech_rider: rider("tech_rider", "Technology Rider"),
  trade_rider: rider("trade_rider", "Trade Rider"),
  // Construction Rider: the planet that takes the space dock is named with the prediction.
  const_rider: {
    names: ["outcome", "planet"],
    check(state, seat, play) {
      const at = predicted(state, play, "Construction Rider");
      if ("error" in at) return at.error;
      const planet = named(play, "planet", "Construction Rider", "one of your planets for the space dock");
      if ("error" in planet) return planet.error;
      if (!state.players[seat]?.planets[planet.value])
        return refuse("Construction Rider", `you do not control ${planet.value}.`);
      if (ti4Reinforcements(state, seat, "spaceDock") < 1)
        return refuse("Construction Rider", "no space dock is left in your reinforcements.");
      return undefined;
    },
    resolve(tx, seat, play) {
      const planet = play.planet as Ti4PlanetId;
      playRider(tx, { seat, card: "const_rider", outcome: play.outcome as string, planet });
    },
  },
  // Diplomacy Rider: the system, holding a planet of the player's, is named with the prediction.
  diplo_rider: {
    names: ["outcome", "system"],
    check(state, seat, play) {
      const at = predicted(state, play, "Diplomacy Rider");
      if ("error" in at) return at.error;
      const system = named(play, "system", "Diplomacy Rider", "a system holding one of your planets");
      if ("error" in system) return system.error;
      if (!planetsAt(state, system.value).some((p) => state.players[seat]?.planets[p]))
        return refuse("Diplomacy Rider", `${system.value} holds no planet of yours.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const outcome = play.outcome as string;
      playRider(tx, { seat, card: "diplo_rider", outcome, system: play.system });
    },
  },
  // Warfare Rider: the system, holding ships of the player's, is named with the prediction.
  war_rider: {
    names: ["outcome", "system"],
    check(state, seat, play) {
      const at = predicted(state, play, "Warfare Rider");
      if ("error" in at) return at.error;
      const system = named(play, "system", "Warfare Rider", "a system holding your ships");
      if ("error" in system) return system.error;
      if (shipsOf(state, system.value, seat) === 0)
        return refuse("Warfare Rider", `you have no ships in ${system.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const outcome = play.outcome as string;
      playRider(tx, { seat, card: "war_rider", outcome, system: play.system });
    },
  },
  // Distinguished Councilor: right after the holder's own vote, 5 more votes for the same outcome.
  distinguished: {
    names: [],
    check(state, seat) {
      const at = underVote(state, "Distinguished Councilor");
      if ("error" in at) return at.error;
      const last = at.vote.votes.at(-1);
      if (last?.seat !== seat || last.outcome === null)
        return refuse("Distinguished Councilor", "it is played right after you cast votes for an outcome.");
      return undefined;
    },
    resolve(tx, seat) {
      const outcome = agendaVoteFrame(tx.state)?.votes.at(-1)?.outcome as string;
      tx.emit({ type: "ti4VotesAdded", seat, outcome, votes: 5, card: "distinguished" });
    },
  },
  // Bribery: once the speaker has voted, trade goods spent become votes for the holder's outcome.
  bribery: {
    names: ["amount"],
    check(state, seat, play) {
      const at = underVote(state, "Bribery");
      if ("error" in at) return at.error;
      if (at.vote.index < at.vote.order.length)
        return refuse("Bribery", "it is played once the speaker has voted.");
      if (!ownVote(at.vote, seat))
        return refuse("Bribery", "you cast no votes for an outcome on this agenda.");
      const amount = play.amount ?? 0;
      if (amount < 1 || amount > (state.players[seat]?.tradeGoods ?? 0))
        return refuse("Bribery", "spend at least 1 trade good, and no more than you have.");
      return undefined;
    },
    resolve(tx, seat, play) {
      const vote = agendaVoteFrame(tx.state) as Ti4AgendaVoteFrame;
      const amount = play.amount as number;
      const outcome = ownVote(vote, seat)?.outcome as string;
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -amount, reason: "Bribery" });
      tx.emit({ type: "ti4VotesAdded", seat, outcome, votes: amount, card: "bribery" });
    },
  },
  // Confusing Legal Text: the holder, elected, hands the election to another player of their choice.
  confusing: {
    names: ["target"],
    check(state, seat, play) {
      const at = underVote(state, "Confusing Legal Text");
      if ("error" in at) return at.error;
      if (at.vote.decided !== String(seat))
        return refuse("Confusing Legal Text", "it is played when the agenda elects you.");
      return otherPlayer(state, seat, play.target, "Confusing Legal Text");
    },
    resolve(tx, seat, play) {
      tx.emit({ type: "ti4ElectionHandedOver", seat, to: play.target as Seat });
    },
  },
  // Public Disgrace: the player who just picked, if the holder already holds a card, picks another.
  disgrace: {
    names: [],
    check(state, seat) {
      const pick = lastPick(state);
      if (!pick) return refuse("Public Disgrace", "it is played when another player picks a strategy card.");
      if ((state.players[seat]?.strategyCards.length ?? 0) === 0)
        return refuse("Public Disgrace", "you must already hold a strategy card.");
      if (state.strategyPool.length === 0)
        return refuse("Public Disgrace", "no other strategy card is left to take.");
      return undefined;
    },
    resolve(tx, seat) {
      const pick = lastPick(tx.state) as NonNullable<ReturnType<typeof lastPick>>;
      tx.emit({ type: "ti4StrategyCardDisgraced", ...pick, by: seat });
    },
  },
  // Political Stability: the holder's strategy cards are not returned; they pick none next strategy phase.
  stability: {
    names: [],
    check(state, seat) {
      if ((state.players[seat]?.strategyCards.length ?? 0) === 0)
        return refuse("Political Stability", "you hold no strategy card to keep.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4StrategyCardsKept", seat });
    },
  },
  // Summit: 2 command tokens from reinforcements into the holder's pools (LRR 20).
  summit: {
    names: [],
    check(state, seat) {
      if (tokensGainable(state, seat, 2) === 0)
        return refuse("Summit", "no command token is left in your reinforcements.");
      return undefined;
    },
    resolve(tx, seat) {
      pushTokenArrangement(tx, { seats: [seat], gain: 2, redistribute: false, reason: "Summit" });
    },
  },
};
