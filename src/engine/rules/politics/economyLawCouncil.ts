/**
 * The laws that change how the council decides (RR §20), answering the agenda's moments (hooks/agenda.ts)
 * through the laws module (lawModule.ts):
 * - Council Elder: right after an Elect agenda is drawn, the elected player may discard the law so that
 *   only he votes on it;
 * - Veto Power: right after a law is voted in, the elected player may discard Veto Power to throw the
 *   new law out without effect.
 * Each is offered once per agenda through a card choice (politicalEconomyLaws.ts); the answer is kept as
 * a round-long card effect naming the agenda card, which the agenda reads when it goes on.
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { cardEffects } from "../actionCards/lasting.ts";
import { player } from "../players.ts";
import type { AgendaFrame } from "./frames.ts";
import { electedSeats, lawInPlay } from "./laws.ts";

/** Whether an answer about this agenda card was recorded this round under `effect`. */
function answered(state: GameState, effect: string, card: PoliticalCardId): boolean {
  return cardEffects(state, effect).some((e) => e.choice === card && e.round === state.round);
}

/** The one holder of an Elect-a-player law in play, if still in the game. */
function holder(state: GameState, effect: string): Seat | undefined {
  const law = lawInPlay(state, effect);
  const seat = law ? electedSeats(law)[0] : undefined;
  return seat !== undefined && !player(state, seat).eliminated ? seat : undefined;
}

/**
 * Council Elder, as an Elect agenda is read: asks the elder whether he uses the law. True when the
 * question was pushed (the agenda waits beneath it).
 */
export function askCouncilElder(tx: Tx, frame: AgendaFrame): boolean {
  const card = frame.card;
  if (card === null || getPoliticalCard(card).elect === null) return false;
  const elder = holder(tx.state, "councilElder");
  if (elder === undefined) return false;
  if (answered(tx.state, "councilElderUsed", card) || answered(tx.state, "councilElderDeclined", card))
    return false;
  askCardChoice(tx, {
    effect: "councilElder",
    prompt: `Council Elder: answer "use" to discard the law and alone vote on ${getPoliticalCard(card).name}, or nothing to let the council vote`,
    awaiting: [elder],
    data: { card },
  });
  return true;
}

/** The voting order: the elder alone when he used Council Elder on this agenda. */
export function lawVotingOrder(state: GameState, frame: AgendaFrame, order: Seat[]): Seat[] {
  const card = frame.card;
  if (card === null) return order;
  const used = cardEffects(state, "councilElderUsed").find(
    (e) => e.choice === card && e.round === state.round,
  );
  return used?.seat != null ? [used.seat] : order;
}

/**
 * Veto Power, once the outcome is known: "go" resolves it; "asked" means the holder was asked first
 * (the agenda waits, its outcome kept in `tied`); "vetoed" throws the new law out without effect.
 */
export function vetoPowerStep(tx: Tx, frame: AgendaFrame, outcome: string): "go" | "asked" | "vetoed" {
  const card = frame.card;
  if (card === null) return "go";
  if (answered(tx.state, "vetoPowerUsed", card)) return "vetoed";
  const { kind, elect, effect } = getPoliticalCard(card);
  const passes = kind === "law" && (elect !== null || outcome === "for");
  if (!passes || effect === "vetoPower" || answered(tx.state, "vetoPowerDeclined", card)) return "go";
  const seat = holder(tx.state, "vetoPower");
  if (seat === undefined) return "go";
  tx.emit({ type: "frameReplaced", frame: { ...frame, step: "count", tied: [outcome] } });
  askCardChoice(tx, {
    effect: "vetoPower",
    prompt: `Veto Power: answer "veto" to discard Veto Power and throw out ${getPoliticalCard(card).name} without effect, or nothing to let it pass`,
    awaiting: [seat],
    data: { card },
  });
  return "asked";
}
