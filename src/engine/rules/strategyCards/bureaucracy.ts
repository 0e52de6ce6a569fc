/**
 * Bureaucracy (SE p.16-17, Variant Strategy Card Summary).
 * - When chosen: reveal one objective per Bonus Counter on the card (`revealForBonusCounters`, called by
 *   the Strategy Phase).
 * - Primary, Senatorial Control, in two answers: (1) place 1 command counter (`counters`); the engine then
 *   shows the holder alone the top two objectives; (2) reveal one of them (`objective`), the other staying
 *   on top of the deck, and claim a face-up public objective you meet (`claim`, or null), the new one
 *   included, meeting its requirement and paying for a "spend" card with `planets`, `tradeGoods` and
 *   `counters` (rules/objectives). Imperium Rex, if revealed, ends the game before any claim. The claim is apart from the
 *   Status Phase's one public objective, and never a Secret Objective.
 * - Secondary, New Agendas: draw 1 Political Card and 1 Action Card.
 * The suggested target of 1 fewer VP (SE p.16) is a game setting (vpTarget), not applied here.
 */
import {
  getObjective,
  getStrategyCard,
  type ObjectiveId,
  type StrategyCardId,
} from "../../../content/index.ts";
import { ruleError } from "../../ruleError.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { drawActionCards, drawPoliticalCards } from "../actionCards/draw.ts";
import { reinforcements } from "../counters.ts";
import { checkCounters, gainCounters } from "./counters.ts";
import { checkClaim, revealObjective, scoreClaim } from "./objectives.ts";
import { noteInStrategicAction } from "./resume.ts";

const RULE = "SE p.16 Bureaucracy";

/** SE p.16 "Special": the chooser of Bureaucracy reveals one objective per Bonus Counter on it. */
export function revealForBonusCounters(tx: Tx, card: StrategyCardId, bonus: number): void {
  if (getStrategyCard(card).onChosen?.effect !== "revealObjectivePerBonusCounter") return;
  for (let i = 0; i < bonus; i++) {
    const next = tx.state.decks.objectives[0];
    if (next === undefined || revealObjective(tx, next)) return;
  }
}

function drawn(tx: Tx): ObjectiveId[] {
  return tx.state.decks.objectives.slice(0, 2);
}

const senatorialControl: PrimaryRule = {
  needsAnswer: () => true,
  pending: (_state, frame) => frame.detail.stage === "drawn",
  prompt: (state, frame) =>
    frame.detail.stage === "drawn"
      ? "reveal one of the two objectives you drew (objective), and claim a face-up public objective you meet (claim) or none"
      : `place ${Math.min(1, reinforcements(state, frame.seat))} command counter; then you see the top two objectives`,
  resolve(tx, frame, choice) {
    if (frame.detail.stage !== "drawn") {
      const count = Math.min(1, reinforcements(tx.state, frame.seat));
      const refused = checkCounters(choice.counters, count, RULE);
      if (refused) return refused;
      gainCounters(tx, frame.seat, choice.counters, "Bureaucracy: Senatorial Control");
      if (drawn(tx).length > 0)
        tx.emit({ type: "objectivesPeeked", seat: frame.seat, objectives: drawn(tx) });
      noteInStrategicAction(tx, { stage: "drawn" });
      return undefined;
    }
    const options = drawn(tx);
    const reveal = options.length > 0 ? choice.objective : undefined;
    if (reveal === undefined ? options.length > 0 : !options.includes(reveal)) {
      return ruleError("ERR_NOT_DRAWN", RULE, "Reveal one of the two objectives you drew (`objective`).");
    }
    // SE p.16: Imperium Rex revealed ends the game before any claim, so the claim is not looked at.
    const endsGame = reveal !== undefined && getObjective(reveal).endsGame;
    const claim = endsGame ? null : (choice.claim ?? null);
    const payment = { planets: choice.planets, tradeGoods: choice.tradeGoods, counters: choice.counters };
    const refused =
      claim === null ? undefined : checkClaim(tx.state, frame.seat, claim, RULE, reveal, payment);
    if (refused) return refused;
    if (reveal !== undefined && revealObjective(tx, reveal)) return undefined;
    if (claim !== null && scoreClaim(tx, frame.seat, claim, payment)) return undefined;
    noteInStrategicAction(tx, { stage: "done" });
    return undefined;
  },
};

const newAgendas: SecondaryRule = {
  check: () => undefined,
  resolve(tx, seat) {
    // The cards rules replace a card naming a Strategy Card not in this game (SE Option 2 note).
    drawPoliticalCards(tx, seat, 1);
    drawActionCards(tx, seat, 1);
  },
};

export const BUREAUCRACY_PRIMARIES: Record<string, PrimaryRule> = { senatorialControl };
export const BUREAUCRACY_SECONDARIES: Record<string, SecondaryRule> = { newAgendas };
