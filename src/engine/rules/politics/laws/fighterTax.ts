/** Fighter Tax, Against: each player destroys 3 of his Fighters (all he has, if fewer). */
import type { CardChoiceRule } from "../../../choices.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import type { CardChoiceFrame } from "../../actionCards/frames.ts";
import { destroyUnits } from "../../combat/losses.ts";
import { count, spaceUnits } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { RULE } from "./shared.ts";

const FIGHTER_TAX = 3;

function fighterPositions(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((p) => count(spaceUnits(state, p, seat), "fighter") > 0);
}

function fighterTotal(state: GameState, seat: Seat): number {
  return fighterPositions(state, seat).reduce((n, p) => n + count(spaceUnits(state, p, seat), "fighter"), 0);
}

/** Destroys what is forced (every Fighter, or all in a single system) and asks for the rest. */
function taxFighters(tx: Tx, seat: Seat, left: number): void {
  const positions = fighterPositions(tx.state, seat);
  const total = fighterTotal(tx.state, seat);
  if (left <= 0 || total === 0) return;
  if (total <= left || positions.length === 1) {
    for (const position of positions) {
      const n = Math.min(left, count(spaceUnits(tx.state, position, seat), "fighter"));
      destroyUnits(tx, seat, position, null, { fighter: n }, "Fighter Tax");
    }
    return;
  }
  askCardChoice(tx, {
    effect: "fighterTax",
    prompt: `Fighter Tax: name a system and how many of your Fighters there are destroyed (${left} to go)`,
    awaiting: [seat],
    data: { left },
  });
}

export const fighterTaxAgainst: Outcome = (tx) => {
  for (const seat of [...everyone(tx)].reverse()) taxFighters(tx, seat, FIGHTER_TAX);
};

export const fighterTaxChoice: CardChoiceRule = {
  check(state, frame: CardChoiceFrame, seat, answer) {
    const left = Number(frame.data.left);
    const there = answer.system === undefined ? 0 : count(spaceUnits(state, answer.system, seat), "fighter");
    const n = answer.amount ?? 0;
    if (there > 0 && Number.isInteger(n) && n >= 1 && n <= Math.min(left, there)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Fighter Tax: name a system holding your Fighters and destroy from 1 to ${left} of them there.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    const system = answer.system as PositionLabel;
    const n = answer.amount as number;
    destroyUnits(tx, seat, system, null, { fighter: n }, "Fighter Tax");
    taxFighters(tx, seat, Number(frame.data.left) - n);
  },
  options(state, frame, seat) {
    const left = Number(frame.data.left);
    return fighterPositions(state, seat).map((system) => ({
      system,
      amount: Math.min(left, count(spaceUnits(state, system, seat), "fighter")),
    }));
  },
};
