/**
 * Defend the Jewel (SE directive, in the deck only with Space Mines): For, a neutral Space Mine is placed
 * in the Mecatol Rex system; Against, every player may place one of his own mines in his Home System,
 * each asked at once. Tokens are taken while any are left (SE components: 12), so a player may find none.
 * Decided: the neutral mine sets off every player's ships, since it is no player's own.
 */
import type { CardChoiceRule } from "../../choices.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { askCardChoice } from "../../rules/actionCards/choice.ts";
import { orderOfPlay, player } from "../../rules/players.ts";
import type { AgendaRule } from "../../rules/politics/agendaTools.ts";
import { positionOfPlanet } from "../../rules/units.ts";
import type { GameState, Seat } from "../../state.ts";
import { tokensLeft } from "./board.ts";

const CARD = "Defend the Jewel";
const LAY = "lay";
const DECLINE = "decline";

function noToken(): RuleError {
  return ruleError("ERR_NO_MINE_TOKENS", `RR §20 ${CARD}`, "Every Space Mine token is on the board already.");
}

function mayLay(state: GameState, seat: Seat): boolean {
  return tokensLeft(state) > 0 && player(state, seat).home !== null;
}

export const DEFEND_THE_JEWEL: AgendaRule = {
  for: (tx) => {
    const position = positionOfPlanet(tx.state, "mecatol-rex");
    if (position === null || tokensLeft(tx.state) <= 0) return;
    tx.emit({ type: "spaceMineLaid", position, owner: null, produced: false, reason: CARD });
  },
  against: (tx) => {
    askCardChoice(tx, {
      effect: "defendTheJewel",
      prompt: `${CARD}: lay one of your Space Mines in your Home System ("${LAY}"), or "${DECLINE}"`,
      awaiting: orderOfPlay(tx.state).filter((seat) => mayLay(tx.state, seat)),
    });
  },
};

export const DEFEND_THE_JEWEL_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === DECLINE) return undefined;
    if (answer.choice !== LAY)
      return ruleError("ERR_CARD_CHOICE", `RR §20 ${CARD}`, `Answer "${LAY}" or "${DECLINE}".`);
    return mayLay(state, seat) ? undefined : noToken();
  },
  resolve(tx, _frame, seat, answer) {
    const home = player(tx.state, seat).home;
    if (answer.choice !== LAY || home === null) return;
    tx.emit({ type: "spaceMineLaid", position: home, owner: seat, produced: false, reason: CARD });
  },
  options(state, _frame, seat) {
    return [{ choice: DECLINE }, ...(mayLay(state, seat) ? [{ choice: LAY }] : [])];
  },
};
