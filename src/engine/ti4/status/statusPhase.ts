/**
 * The status phase (LRR 81, digest §3.3), run step by step in its frame (frames.ts):
 *  1. score: in initiative order each player may score one public and one secret objective (81.1, 61.6;
 *     objectives/scoring.ts), and says when they are done (`endScoring`);
 *  2. reveal: the speaker reveals the next public objective, stage II only once every stage I is out; with
 *     none left the game ends, the most points winning (81.2, 61.15, round/victory.ts `leaderOnPoints`);
 *  3. draw: each player draws 1 action card, in initiative order (81.3); an empty deck is made again from
 *     the shuffled discard pile [recalled: LRR 2];
 *  4. every command token on the board goes back to reinforcements (81.4);
 *  5. each player gains 2 command tokens and arranges their command sheet (81.5);
 *  6. planets and strategy cards are readied (81.6);
 *  7. damaged units are repaired (81.7);
 *  8. strategy cards go back to the common area (81.8), without trade goods on them; then the agenda phase,
 *     once the custodians token has left Mecatol Rex (LRR 27.4), or else the next round.
 * The action card hand limit, 7, is a standing rule (LRR 2 [recalled]): a seat over it discards down.
 */
import {
  type Ti4ActionCardId,
  type Ti4PlanetId,
  type Ti4StrategyCardId,
  ti4StrategyCard,
} from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { drawActionCards } from "../actionCards/deck.ts";
import { openCardWindow } from "../actionCards/windows.ts";
import { actionCardHandLimit, ministerOf } from "../agenda/laws.ts";
import { winnersWith } from "../board/allies.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import { letMomentGo } from "../objectives/moments.ts";
import { publicObjectivesUnlimited, scorablePublicObjectives, scoringTurn } from "../objectives/scoring.ts";
import { initiativeOrder } from "../round/initiative.ts";
import { beginNextRound } from "../round/strategyPhase.ts";
import { leaderOnPoints } from "../round/victory.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State, type Ti4UnitCounts } from "../state.ts";
import { pushTokenArrangement } from "../strategic/commandSheet.ts";
import {
  TI4_STATUS_STEPS,
  type Ti4HandLimitFrame,
  type Ti4StatusPhaseFrame,
  type Ti4StatusStep,
} from "./frames.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** LRR 2 [recalled]: the most action cards a hand may hold, without laws. */
export const TI4_ACTION_CARD_HAND_LIMIT = 7;

/** The hand limit now: 7, or Executive Sanctions' 3 while it is in play (agenda/laws.ts). */
/** LRR 2: how many action cards `seat` may hold (a law lowers it; an ability lifts it: Crafty). */
export function handLimitOf(state: Ti4State, seat: Seat): number {
  if (hookAnswers(state, "noHandLimit").some((lifted) => lifted(state, seat)))
    return Number.POSITIVE_INFINITY;
  return actionCardHandLimit(state);
}

function nextStep(tx: Ti4Tx, frame: Ti4StatusPhaseFrame, step: Ti4StatusStep): true {
  const at = TI4_STATUS_STEPS.indexOf(step);
  const next = TI4_STATUS_STEPS[at + 1] as Ti4StatusStep;
  tx.emit({ type: "ti4FrameUpdated", frame: { kind: frame.kind, step: next } });
  return true;
}

/** LRR 81.1: the next scorer, or the reveal once everyone has scored. */
function advanceScoring(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  const order = frame.order ?? [];
  const index = frame.index ?? 0;
  const seat = order[index];
  if (seat === undefined) return nextStep(tx, frame, "score");
  // With no limit on public objectives (a galactic event), only the seat's own "end scoring" moves on.
  const scoredAll = (frame.scored ?? []).length >= 2 && !publicObjectivesUnlimited(tx.state);
  const done = scoredAll || tx.state.players[seat]?.eliminated;
  if (!done) return false;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, index: index + 1, scored: [] } });
  return true;
}

/** LRR 81.2, 61.14-61.15: the next public objective, or the end of the game when none is left. */
function reveal(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  const next = tx.state.decks.stageOne[0] ?? tx.state.decks.stageTwo[0];
  if (next === undefined && hookAnswers(tx.state, "noRevealGoesOn").some((goesOn) => goesOn(tx.state)))
    return nextStep(tx, frame, "reveal");
  if (next === undefined) {
    // TE "Alliance Winning the Game": the leader's ally wins with them [reading: the rulebook names no other way].
    tx.emit({ type: "ti4GameWon", seats: winnersWith(tx.state, leaderOnPoints(tx.state)) });
    return true;
  }
  tx.emit({ type: "ti4ObjectiveRevealed", objective: next });
  nextStep(tx, frame, "reveal");
  // The moment after the reveal (Neuraloop), over the frame that has moved on.
  for (const answer of hookAnswers(tx.state, "publicObjectiveRevealed")) answer(tx, next);
  return true;
}

/**
 * LRR 81.3: one action card each, more for an ability (hook `statusActionCardDraws`: Neural Motivator), in
 * initiative order; an empty deck is the discard pile reshuffled.
 */
function drawEach(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  // Every card in a hand, the deck and the discard all empty: nothing is left to draw.
  for (const seat of initiativeOrder(tx.state)) {
    const more = hookAnswers(tx.state, "statusActionCardDraws").reduce((n, a) => n + a(tx.state, seat), 0);
    drawActionCards(tx, seat, 1 + more);
  }
  return nextStep(tx, frame, "draw");
}

/** LRR 81.4: every command token on the board back to its owner's reinforcements. */
function removeCommandTokens(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  for (const player of tx.state.players) {
    const positions = Object.entries(tx.state.board)
      .filter(([, system]) => system.commandTokens.includes(player.seat))
      .map(([position]) => position);
    if (positions.length > 0) tx.emit({ type: "ti4CommandTokensRemoved", seat: player.seat, positions });
  }
  return nextStep(tx, frame, "removeTokens");
}

/**
 * LRR 81.5: everyone gains 2 command tokens and may rearrange their sheet, all at once, in the command
 * sheet's own frame (strategic/commandSheet.ts), pushed over this one; readying follows when it is done.
 */
function gainCommandTokens(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  nextStep(tx, frame, "gainTokens");
  const seats = tx.state.players.filter((p) => !p.eliminated).map((p) => p.seat);
  // Abilities that gain more in this step answer `statusCommandTokenGain` (the Federation of Sol's Versatile).
  const extra: Record<Seat, number> = {};
  for (const seat of seats) {
    const more = hookAnswers(tx.state, "statusCommandTokenGain").reduce(
      (sum, a) => sum + a(tx.state, seat),
      0,
    );
    if (more !== 0) extra[seat] = more;
  }
  pushTokenArrangement(tx, {
    seats,
    gain: 2,
    redistribute: true,
    reason: "status phase",
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  });
  // The moment "when you gain command tokens during the status phase" (Cybernetic Enhancements Ω).
  for (const answer of hookAnswers(tx.state, "statusCommandTokensGaining")) answer(tx);
  return true;
}

/** LRR 81.6: exhausted planets, played strategy cards and exhausted technologies are readied. */
function readyCards(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  for (const player of tx.state.players) {
    const planets = (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
      .filter(([, card]) => card.exhausted)
      .map(([planet]) => planet);
    if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat: player.seat, planets });
    const cards = player.strategyCards.filter((c) => c.played).map((c) => c.card);
    if (cards.length > 0) tx.emit({ type: "ti4StrategyCardsReadied", seat: player.seat, cards });
    const technologies = player.exhaustedTechnologies ?? [];
    if (technologies.length > 0)
      tx.emit({ type: "ti4TechnologiesReadied", seat: player.seat, technologies: [...technologies] });
  }
  // The laws exhausted for their ability (Research Teams) are cards too.
  const laws = (tx.state.laws ?? []).filter((law) => law.exhausted).map((law) => law.agenda);
  if (laws.length > 0) tx.emit({ type: "ti4LawsReadied", agendas: laws });
  return nextStep(tx, frame, "ready");
}

/** LRR 81.7: every damaged unit repaired, place by place. */
function repairUnits(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  for (const [position, system] of Object.entries(tx.state.board)) {
    const places: [Ti4PlanetId | undefined, typeof system.space][] = [
      [undefined, system.space],
      ...(Object.entries(system.planets) as [Ti4PlanetId, typeof system.space][]),
    ];
    for (const [planet, forces] of places)
      for (const force of forces ?? []) {
        const units: Ti4UnitCounts = { ...(force.damaged ?? {}) };
        if (Object.values(units).some((n) => n)) {
          const place = planet === undefined ? { position } : { position, planet };
          tx.emit({ type: "ti4UnitsRepaired", seat: force.seat, place, units });
        }
      }
  }
  return nextStep(tx, frame, "repair");
}

/**
 * LRR 81.8, 27.4: the cards back in the common area; then what happens "at the end of the status phase"
 * (hook `statusPhaseEnded`, whose frames are resolved first); then the agenda phase once the custodians are
 * gone.
 */
function returnStrategyCards(tx: Ti4Tx, frame: Ti4StatusPhaseFrame): boolean {
  if (!frame.returning && !frame.ended) {
    // The moment before the cards go back: who keeps theirs answers then (Political Stability).
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, returning: true } });
    openCardWindow(tx, "whenStrategyCardsReturned", tx.state.speaker);
    return true;
  }
  if (!frame.ended) {
    const cards = tx.state.players
      .filter((p) => !p.keepsStrategyCards)
      .flatMap((p) => p.strategyCards.map((c) => c.card));
    tx.emit({ type: "ti4StrategyCardsReturned", cards });
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, ended: true } });
    for (const answer of hookAnswers(tx.state, "statusPhaseEnded")) answer(tx);
    return true;
  }
  tx.emit({ type: "ti4FramePopped" });
  // Minister of Policy: its owner draws 1 action card as the status phase ends (agenda/laws.ts).
  const policy = ministerOf(tx.state, "minister_policy");
  if (policy !== null && !tx.state.players[policy]?.eliminated) drawActionCards(tx, policy, 1);
  if (tx.state.custodiansOnMecatol) {
    beginNextRound(tx);
    return true;
  }
  tx.emit({ type: "ti4PhaseBegan", phase: "agenda" });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4AgendaPhase" } });
  return true;
}

const statusPhase: FrameRules<Ti4, Ti4StatusPhaseFrame> = {
  decisions(state, frame) {
    if (frame.step !== "score") return [];
    const seat = frame.order?.[frame.index ?? 0];
    if (seat === undefined) return [];
    // Only the public objectives are listed: the seat's secret ones would be read by everyone here.
    const choices = scorablePublicObjectives(state, seat, "status");
    return [
      {
        kind: "scoreObjective",
        seat,
        simultaneous: false,
        prompt: "score an objective",
        ...(choices.length > 0 ? { choices } : {}),
      },
      { kind: "endScoring", seat, simultaneous: false, prompt: "end your scoring" },
    ];
  },
  advance(tx, frame) {
    switch (frame.step) {
      case undefined:
        tx.emit({
          type: "ti4FrameUpdated",
          frame: { kind: frame.kind, step: "score", order: initiativeOrder(tx.state), index: 0, scored: [] },
        });
        // LRR 81: what happens "at the start of the status phase" comes before the scoring.
        for (const answer of hookAnswers(tx.state, "statusPhaseStarted")) answer(tx);
        return true;
      case "score":
        return advanceScoring(tx, frame);
      case "reveal":
        return reveal(tx, frame);
      case "draw":
        return drawEach(tx, frame);
      case "removeTokens":
        return removeCommandTokens(tx, frame);
      case "gainTokens":
        return gainCommandTokens(tx, frame);
      case "ready":
        return readyCards(tx, frame);
      case "repair":
        return repairUnits(tx, frame);
      case "returnCards":
        return returnStrategyCards(tx, frame);
    }
  },
};

function endScoring(tx: Ti4Tx, command: CommandOf<"endScoring">): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  // LRR 45.1: Imperial's holder may also score nothing.
  if (top?.kind === "ti4Imperial") {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...top, resolved: true } });
    return undefined;
  }
  // LRR 61.5: a secret objective's moment let go unscored.
  if (top?.kind === "ti4ObjectiveMoment") return letMomentGo(tx, command.seat);
  const frame = scoringTurn(tx.state, command.seat);
  // apply has checked that the seat answers the score step's decision.
  if (!frame) throw new Error("scoring ends only on a scoring turn");
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, index: (frame.index ?? 0) + 1, scored: [] } });
  return undefined;
}

/** LRR 2 [recalled]: a seat over the hand limit is asked to discard down before play goes on. */
function overHandLimit(tx: Ti4Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (!top || top.kind === "ti4HandLimit" || tx.state.phase === "finished") return false;
  // Discards an ability asks for (Scheming) come first.
  const owing = tx.state.players.find((p) => !p.eliminated && p.owedDiscards);
  if (owing?.owedDiscards) {
    const { count, reason } = owing.owedDiscards;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4HandLimit", seat: owing.seat, discard: count, reason },
    });
    return true;
  }
  const seat = tx.state.players.find(
    (p) => !p.eliminated && p.secret.actionCards.length > handLimitOf(tx.state, p.seat),
  )?.seat;
  if (seat === undefined) return false;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4HandLimit", seat } });
  return true;
}

/**
 * How many action cards the seat asked by the top frame must discard now: `discard` when an ability asks
 * for a number (Scheming), else down to the hand limit.
 */
export function discardsOwed(state: Ti4State, seat: Seat): number {
  const top = state.stack.at(-1);
  if (top?.kind === "ti4HandLimit" && top.seat === seat && top.discard !== undefined)
    return Math.min(top.discard, state.players[seat]?.secret.actionCards.length ?? 0);
  return (state.players[seat]?.secret.actionCards.length ?? 0) - handLimitOf(state, seat);
}

const handLimit: FrameRules<Ti4, Ti4HandLimitFrame> = {
  // The hand is the seat's secret: its cards are not listed where others could read them.
  decisions: (state, frame) => [
    {
      kind: "discardActionCards",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        frame.discard !== undefined
          ? `discard ${discardsOwed(state, frame.seat)} action cards (${frame.reason ?? "an ability"})`
          : `discard ${discardsOwed(state, frame.seat)} action cards (hand limit ${handLimitOf(state, frame.seat)})`,
    },
  ],
  // Nothing left to discard (the hand or its limit changed since the frame was pushed): the frame goes.
  advance(tx, frame) {
    if (discardsOwed(tx.state, frame.seat) > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/** The cards of `cards` that `hand` does not hold (each copy counted once). */
export function notInHand(hand: readonly Ti4ActionCardId[], cards: readonly Ti4ActionCardId[]) {
  const left = [...hand];
  return cards.filter((c) => {
    const at = left.indexOf(c);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

function discardActionCards(tx: Ti4Tx, command: CommandOf<"discardActionCards">): RuleError | undefined {
  const { seat, cards } = command;
  const hand = tx.state.players[seat]?.secret.actionCards ?? [];
  const over = discardsOwed(tx.state, seat);
  const top = tx.state.stack.at(-1);
  const asked = top?.kind === "ti4HandLimit" && top.discard !== undefined ? top : null;
  if (cards.length !== over || notInHand(hand, cards).length > 0)
    return asked
      ? ruleError(
          "ERR_TI4_DISCARD_COUNT",
          "LRR 2",
          `${asked.reason ?? "This ability"} asks you to discard exactly ${over} of your action cards.`,
        )
      : ruleError(
          "ERR_TI4_HAND_LIMIT",
          "LRR 2",
          `You hold ${hand.length} action cards: discard exactly ${over} of them, down to ${handLimitOf(tx.state, seat)}.`,
        );
  tx.emit({
    type: "ti4ActionCardsDiscarded",
    seat,
    cards: [...cards],
    reason: asked ? (asked.reason ?? "ability") : "hand limit",
  });
  if (asked)
    tx.emit({ type: "ti4ActionCardDiscardsOwed", seat, count: 0, reason: asked.reason ?? "ability" });
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TI4_STATUS_PHASE: KernelModule<Ti4> = {
  id: "statusPhase",
  commands: { endScoring, discardActionCards },
  frames: { ti4StatusPhase: statusPhase, ti4HandLimit: handLimit },
  standing: [overHandLimit],
  events: {
    ti4StrategyCardsReadied(draft: Ti4State, e: { seat: Seat; cards: Ti4StrategyCardId[] }) {
      for (const held of playerOf(draft, e.seat).strategyCards)
        if (e.cards.includes(held.card)) held.played = false;
    },
    ti4StrategyCardsReturned(draft: Ti4State, e: { cards: Ti4StrategyCardId[] }) {
      for (const player of draft.players)
        player.strategyCards = player.strategyCards.filter((c) => !e.cards.includes(c.card));
      for (const card of e.cards) draft.strategyPool.push({ card, tradeGoods: 0 });
      draft.strategyPool.sort(
        (a, b) => ti4StrategyCard(a.card).initiative - ti4StrategyCard(b.card).initiative,
      );
    },
  },
};
