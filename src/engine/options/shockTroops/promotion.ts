/**
 * Acquiring Shock Troops (SE p.10, Option 6): a Ground Force that rolls a 10 in battle becomes a Shock
 * Troop at the end of that combat round, once the casualties are removed; with no token left it stays a
 * Ground Force.
 *
 * Read as: the dice are the Invasion Combat round's own (not bombardment, PDS fire or any other roll), of
 * plastic Ground Forces on both sides, as they stand after any re-roll (a 10 rolled again no longer
 * counts; a die rolled again to a 10 does). [interpretation] "Rolls a 10" is the die's face, whatever
 * modifiers do to the hit. Ground Forces are alike, so the casualties are not told apart from the dice: as
 * many Ground Forces as rolled a 10 are promoted, never all of those left, since a Shock Troop must stay
 * with a plastic Ground Force (the rulebook's own example: 2 Ground Forces roll 9 and 10, one is lost, the
 * other stays a Ground Force). The invader's are promoted first when the tokens run short.
 */
import type { OptionId } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { unitsAt } from "../../rules/combat/forces.ts";
import type { InvasionFrame } from "../../rules/combat/frames.ts";
import { plasticLeft } from "../../rules/units.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";

export const OPTION = "shockTroops";

export const shockTroopsOn = (state: GameState) => state.config.options.includes(OPTION);

/**
 * What differs between the options that promote Ground Forces this way (SE Option 6 here; Hope's End 2.2,
 * options/classicShockTroops.ts): whose dice are noted, whether the last plastic Ground Force must stay one,
 * and what a 10 must still pass.
 */
export interface Promotion {
  readonly option: OptionId;
  /** A Shock Troop must stand with a plastic Ground Force (SE p.10): the last one is never promoted. */
  readonly keepsOnePlastic: boolean;
  /** Of `count` Ground Forces of `seat` that rolled a 10, how many are promoted (its dice in events). */
  readonly confirm?: (tx: Tx, frame: InvasionFrame, seat: Seat, count: number) => number;
}

const SE_PROMOTION: Promotion = { option: OPTION, keepsOnePlastic: true };

/** Bookkeeping (the module's `observe`): the 10s of each side's Ground Forces in this round's roll. */
export const noteTens = tensNoted(SE_PROMOTION);

/** The observer noting the 10s for one option's games. */
export function tensNoted(promotion: Promotion) {
  return (draft: GameState, event: GameEvent) => noteTensUnder(promotion, draft, event);
}

function noteTensUnder({ option }: Promotion, draft: GameState, event: GameEvent): void {
  if (event.type !== "combatRolled" || (event.roll !== "invasion" && event.roll !== "reroll")) return;
  if (!draft.config.options.includes(option)) return;
  const frame = draft.stack.findLast((f): f is InvasionFrame => f.kind === "invasion");
  if (!frame || frame.planet !== event.planet || frame.position !== event.position) return;
  const side = [frame.seat, frame.defender].indexOf(event.seat);
  if (side < 0) return;
  let tens = 0;
  for (const die of event.dice) {
    if (die.unit !== "groundForce") continue;
    if (event.roll === "reroll" && die.first === 10) tens -= 1;
    if (die.value === 10) tens += 1;
  }
  if (tens === 0) return;
  const [invader, defender] = frame.groundTens ?? [0, 0];
  frame.groundTens = side === 0 ? [invader + tens, defender] : [invader, defender + tens];
}

/** The round is over (invasionRoundEnded): each side's Ground Forces that rolled a 10 are promoted. */
export const promoteGroundForces = groundForcesPromoted(SE_PROMOTION);

/** The invasionRoundEnded answer promoting Ground Forces under one option's terms. */
export function groundForcesPromoted(promotion: Promotion) {
  return (tx: Tx, frame: InvasionFrame) => promoteUnder(promotion, tx, frame);
}

function promoteUnder({ keepsOnePlastic, confirm }: Promotion, tx: Tx, frame: InvasionFrame): void {
  const tens = frame.groundTens;
  if (!tens) return;
  const { groundTens: _, ...rest } = frame;
  tx.emit({ type: "frameReplaced", frame: rest });
  [frame.seat, frame.defender].forEach((seat, side) => {
    const plastic = unitsAt(tx.state, frame.position, frame.planet, seat).units.groundForce ?? 0;
    const tokens = plasticLeft(tx.state, seat, "shockTroop") ?? 0;
    const rolled = Math.min(tens[side] ?? 0, keepsOnePlastic ? plastic - 1 : plastic);
    if (rolled <= 0 || tokens <= 0) return;
    const count = Math.min(confirm ? confirm(tx, frame, seat, rolled) : rolled, tokens);
    if (count <= 0) return;
    tx.emit({ type: "shockTroopsPromoted", seat, position: frame.position, planet: frame.planet, count });
  });
}
