/**
 * The invader's answers in his fight against the Custodians of Mecatol Rex (SE Option 13,
 * custodiansFight.ts): Letnev War Funding before a round and the Fighters he sends with Graviton Negator
 * (as combat/invasionAnswers.ts), and the bookkeeping of his hits at them as dice are rolled again.
 */
import type { Command } from "../commands.ts";
import type { GameEvent } from "../events.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import { unitsAt } from "../rules/combat/forces.ts";
import type { CombatAbility, Volley } from "../rules/combat/frames.ts";
import { payWarFunding } from "../rules/combat/invasionAnswers.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { CustodiansFrame } from "./custodiansFight.ts";

/** The invader's hits at the Custodians among these volleys (his own, marked `atGuards`). */
function hitsAtGuards(volleys: readonly Volley[]): number {
  return volleys.filter((v) => v.atGuards).reduce((n, v) => n + v.hits, 0);
}

/**
 * Bookkeeping (the module's `observe`, run before the event is folded): while a Custodians round's dice
 * wait in their casualties step, his hits at them are counted again whenever those dice change: a Jol-Nar
 * re-roll (the step replaced with its new dice) or Recheck (`combatDiceChanged`), a hit gained or lost.
 */
export function noteRerolls(draft: GameState, event: GameEvent): void {
  let volleys: readonly Volley[];
  if (event.type === "combatDiceChanged") volleys = event.volleys;
  else if (event.type === "frameReplaced" && event.frame.kind === "casualties") volleys = event.frame.volleys;
  else return;
  const casualties = draft.stack.findLast((f) => f.kind === "casualties");
  if (casualties?.kind !== "casualties" || !casualties.volleys.some((v) => v.atGuards)) return;
  const at = draft.stack.indexOf(casualties);
  const frame = draft.stack[at - 1];
  if (frame?.kind !== "custodians" || frame.dealt === undefined) return;
  frame.dealt = hitsAtGuards(volleys);
}

function top(tx: Tx): CustodiansFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "custodians") throw new Error("no Custodians' fight in progress");
  return frame;
}

/** Offered now in the Custodians' fight (hooks/options.ts guardsFightOffers). */
export function custodiansOffer(state: GameState, seat: Seat, ability: CombatAbility): boolean {
  const frame = state.stack.at(-1);
  return (
    frame?.kind === "custodians" && (frame.offers ?? []).some((o) => o.seat === seat && o.ability === ability)
  );
}

/** The invader's answer to War Funding before a round, or to Graviton Negator before the first. */
export function answerCustodiansOffer(
  tx: Tx,
  command: Extract<Command, { type: "useCombatAbility" }>,
): RuleError | undefined {
  const frame = top(tx);
  const seat = command.seat;
  const changes: Partial<CustodiansFrame> = {};
  if (command.use && command.ability === "letnevWarFunding") {
    const unpaid = payWarFunding(tx, seat);
    if (unpaid) return unpaid;
    changes.warFunding = [...(frame.warFunding ?? []), seat];
  }
  if (command.ability === "gravitonNegatorFighters") {
    const inSpace = unitsAt(tx.state, frame.position, null, seat).units.fighter ?? 0;
    const count = command.use ? (command.count ?? inSpace) : 0;
    if (!Number.isInteger(count) || count < 0 || count > inSpace)
      return ruleError(
        "ERR_FIGHTERS",
        "Graviton Negator",
        `Send from 0 to ${inSpace} Fighters into the Invasion Combat against the Custodians.`,
      );
    changes.reserveFighters = count > 0 ? inSpace - count : null;
  }
  const offers = (frame.offers ?? []).filter((o) => !(o.seat === seat && o.ability === command.ability));
  // Graviton Negator is asked alone, before the round's own offers (War Funding), which are asked next.
  const asked = command.ability === "gravitonNegatorFighters" && offers.length === 0 ? undefined : offers;
  const { offers: _, ...rest } = frame;
  tx.emit({
    type: "frameReplaced",
    frame: { ...rest, ...changes, ...(asked === undefined ? {} : { offers: asked }) },
  });
  return undefined;
}
