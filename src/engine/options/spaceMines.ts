/**
 * SE Option 7, Space Mines (SE p.10). Cruisers lay mines in the production step (spaceMines/laying.ts);
 * ships ending their movement in a system holding another player's mine roll for each ship once the PDS
 * fire there is over, and one mine is cleared (spaceMines/triggering.ts); Defend the Jewel places mines
 * (spaceMines/jewel.ts). The base rules ask: the production step (hooks productionOffers,
 * productionPossible, docksProducing), the movement step (activationMoved) and the end of PDS fire
 * (pdsFireOver). Faulty Targeting Systems clears a mine (rules/actionCards/combat/faultyTargetingSystems.ts)
 * and Maneuvering Jets takes 1 from the dice. The tokens are drawn on the map (render/tokens.ts).
 */
import { laySpaceMineCandidates, removeSpaceMineCandidates } from "../bot/spaceMines.ts";
import type { RuleModule } from "../module.ts";
import { SPACE_MINE_EVOLVE } from "./spaceMines/events.ts";
import { DEFEND_THE_JEWEL, DEFEND_THE_JEWEL_CHOICE } from "./spaceMines/jewel.ts";
import { laySpaceMine, mineOffers, minePossible, productionBesideMine } from "./spaceMines/laying.ts";
import {
  noteShipsEntering,
  removeSpaceMine,
  SPACE_MINES_RULES,
  triggerMines,
} from "./spaceMines/triggering.ts";

export const SPACE_MINES = {
  id: "option:spaceMines",
  option: "spaceMines" as const,
  commands: { laySpaceMine, removeSpaceMine },
  events: SPACE_MINE_EVOLVE,
  frames: { spaceMines: SPACE_MINES_RULES },
  choices: { defendTheJewel: DEFEND_THE_JEWEL_CHOICE },
  hooks: {
    productionOffers: mineOffers,
    productionPossible: minePossible,
    docksProducing: (state, seat, position) => productionBesideMine(state, seat, position),
    activationMoved: noteShipsEntering,
    pdsFireOver: triggerMines,
    agendaOutcome: (effect) => (effect === "defendTheJewel" ? DEFEND_THE_JEWEL : undefined),
  },
  bot: { laySpaceMine: laySpaceMineCandidates, removeSpaceMine: removeSpaceMineCandidates },
} satisfies RuleModule;
