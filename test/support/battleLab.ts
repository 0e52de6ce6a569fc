/**
 * The battle scene of the combat Action Card scenarios: the Hacan (me) attack from home `h` into `a`, held
 * by Sol (them), while the Letnev (third) look on; cards dealt and windows passed with engine commands, so
 * replay folds everything.
 */
import { expect } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { play, type Scenario } from "./engine.ts";
import { activateAndMove, clearGalaxy, given, homeOf, inward, lab } from "./tactical.ts";

export type Rolled = Extract<GameEvent, { type: "combatRolled" }>;

/** The combat rolls of one kind in the game's log, in order. */
export function rolls(game: Scenario, roll: Rolled["roll"]): Rolled[] {
  return game.events.filter((e): e is Rolled => e.type === "combatRolled" && e.roll === roll);
}

/** The number each die of a roll needed. */
export function needed(roll: Rolled | undefined): (number | null)[] {
  return roll?.dice.map((d) => d.needed) ?? [];
}

export function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

/** Hacan (me) at home `h`, `a` one ring in for Sol (them), `c` another neighbour of `a`; the Letnev (third). */
export function battleLab() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat.sol as number;
  const third = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const c = neighbourLabels(a).find((p) => p !== h && p !== inward(a) && g.state.board[p]) as string;
  return Object.assign(g, { me, them, third, h, a, c });
}
export type BattleLab = ReturnType<typeof battleLab>;

export function attack(g: BattleLab, units: UnitCounts): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units }]);
}

/** The Action Card window on top of the stack, if that is what is on top. */
export function topWindow(g: Scenario) {
  const top = g.state.stack.at(-1);
  return top?.kind === "actionWindow" ? top : undefined;
}

/** Every player asked passes the Action Card window on top, which must be of this timing (only that one). */
export function passTop(g: Scenario, timing: string): void {
  const top = topWindow(g);
  expect(top?.timing).toBe(timing);
  for (const seat of top?.awaiting ?? []) play(g, { type: "passActionWindow", seat });
}

/** The window after a played card (open to those who might Sabotage it), if any, is passed: the card resolves. */
export function settle(g: Scenario): void {
  if (topWindow(g)?.timing === "afterActionCardPlayed") passTop(g, "afterActionCardPlayed");
}
