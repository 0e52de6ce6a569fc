/**
 * Age of Empire (RR §24.2, base p.33, with the SE errata): once the public objective deck is built it is
 * dealt face up in a row, left to right, until the game-ending card (Imperium Rex) is dealt, and the rest
 * is boxed unseen; so the Imperial primary reveals nothing and only gives its VP (rules/strategyAbilities.ts).
 * Every card of the row may be claimed from round 1, except that no Stage II card may be claimed in the
 * first three rounds (SE errata). When round 1's Status Phase ends the turn marker goes onto the leftmost
 * card, and after each later Status Phase it moves one card right; when it reaches the game-ending card
 * the game ends, and the most VP wins (tie-breaks: rules/victory.ts). Reaching the VP target still wins
 * at once.
 */
import { getObjective, type Objective, type ObjectiveId } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import { ruleError } from "../ruleError.ts";
import { endGame, leaders } from "../rules/victory.ts";
import type { GameState } from "../state.ts";
import type { Tx } from "../tx.ts";

const RULE = "RR §24.2 (Age of Empire)";

/** The row: the public objectives face up, in the order dealt (nothing else reveals one in this game). */
export function objectiveRow(state: GameState): ObjectiveId[] {
  return state.objectives.map((o) => o.id).filter((id) => getObjective(id).kind !== "special");
}

/** Base p.33: deal the deck face up until the game-ending card is out; box what is left. */
function dealFaceUp(tx: Tx): void {
  const deck = tx.state.decks.objectives;
  const end = deck.findIndex((id) => getObjective(id).endsGame);
  const row = end === -1 ? [...deck] : deck.slice(0, end + 1);
  tx.emit({ type: "objectivesDealtFaceUp", objectives: row, boxed: deck.length - row.length });
}

/** SE errata: no Stage II objective may be claimed during the first three rounds. */
function stageTwoTooEarly(state: GameState, _seat: number, objective: Objective) {
  if (objective.kind !== "stage2" || state.round > 3) return undefined;
  return ruleError(
    "ERR_STAGE_II_TOO_EARLY",
    `${RULE}, SE errata`,
    `${objective.name} is a Stage II objective: with Age of Empire none may be claimed before round 4.`,
  );
}

/**
 * Base p.33: as a Status Phase ends, the turn marker moves onto the next card of the row (the leftmost
 * after round 1); on the game-ending card the game ends. True when it did.
 */
function moveTurnMarker(tx: Tx): boolean {
  const { state } = tx;
  if (state.turnMarker?.round === state.round) return false;
  const row = objectiveRow(state);
  const next = row[state.turnMarker ? row.indexOf(state.turnMarker.on) + 1 : 0];
  if (next === undefined) return false;
  tx.emit({ type: "turnMarkerMoved", objective: next, round: state.round });
  if (!getObjective(next).endsGame) return false;
  endGame(tx, leaders(tx.state), `the turn marker reached ${getObjective(next).name}`);
  return true;
}

export const AGE_OF_EMPIRE = {
  id: "option:ageOfEmpire",
  option: "ageOfEmpire",
  events: {
    objectivesDealtFaceUp: (s, e) => {
      s.objectives.push(...e.objectives.map((id) => ({ id, scoredBy: [] })));
      s.decks.objectives = [];
    },
    turnMarkerMoved: (s, e) => {
      s.turnMarker = { on: e.objective, round: e.round };
    },
  },
  hooks: {
    objectiveDeckBuilt: dealFaceUp,
    objectiveClaimRefused: stageTwoTooEarly,
    statusPhaseEnds: moveTurnMarker,
  },
} satisfies RuleModule;
