/**
 * Magen Defense Grid as printed (generic warfare technology, content/ti4/technologies.generic.ts "md"),
 * played in a game without Thunder's Edge: "At the start of a ground combat round on a planet where you have
 * a unit with Planetary Shield, you may exhaust this card: your opponent cannot roll dice that round." [The
 * exhaust is recalled from the printed card; our text once left it out.] A game with the box plays Magen
 * Defense Grid ΩΩ instead (magenDefenseGridOmega.ts; thundersEdge/codex.ts `codexRevisionsInPlay`).
 *
 * - The moment: each round of a ground combat against another player, as it starts (hook
 *   groundCombatRoundStarts), the first one included. Either side may hold it: the one with a unit that has
 *   PLANETARY SHIELD on the planet (a PDS) and the card ready is asked, yes or no; nobody else is asked, and
 *   nobody at all when nobody could use it. The active player answers first (LRR 1.19).
 * - Used: the card is exhausted (readied in the status phase, LRR 81.6) and the opponent makes no combat
 *   roll this round: their roll is settled at 0 hits before the dice (`ti4CombatRollSettled`), so the
 *   combat rolls only the other side. What scores hits besides a roll still does.
 * - The bot uses it whenever it is offered: the card readies each round of the game, and the first ground
 *   combat round it could stop is worth it [our choice].
 */
import type { Ti4UnitType } from "../../../../content/ti4/index.ts";
import { command, oneOf } from "../../../commands/forms.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import { countUnits, type Ti4Place, unitsIn } from "../../board/forces.ts";
import { groundForcesOf } from "../../combat/ground.ts";
import { eachSide } from "../../combat/sides.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4GroundCombatRound } from "../../hooks/combat.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { codexRevisionsInPlay } from "../../thundersEdge/codex.ts";
import { ti4UnitFor } from "../../units.ts";
import { exhaustTechnology, technologyReady } from "../exhaustion.ts";

const RULE = "Magen Defense Grid";
const MAGEN = "md";

/** The moment a round of ground combat starts: `seat`, holding the card ready, may stop `opponent`'s roll. */
export interface Ti4MagenDefenseGridFrame {
  kind: "ti4MagenDefenseGrid";
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
}

export type Ti4MagenDefenseGridEvent =
  /** `seat` exhausted Magen Defense Grid: `opponent` makes no combat roll in this round at `place`. */
  { type: "ti4MagenDefenseGridUsed"; seat: Seat; opponent: Seat; place: Ti4Place };

export const MAGEN_DEFENSE_GRID_COMMANDS = [
  /** Magen Defense Grid as printed, as a round of ground combat starts: exhaust it to stop the opponent's roll, or not. */
  command("magenDefenseGrid", { answer: oneOf(["use", "decline"] as const) }),
] as const;

/** Whether `seat` has a unit with PLANETARY SHIELD on the planet of `place`. */
function shieldOn(state: Ti4State, seat: Seat, place: Ti4Place): boolean {
  const units = unitsIn(state.board[place.position], seat, place.planet);
  return (Object.entries(units) as [Ti4UnitType, number][]).some(
    ([type, n]) => n > 0 && ti4UnitFor(state, seat, type).planetaryShield,
  );
}

/** Whether `seat` may use the printed card against `opponent` at `place` now. */
export function mayUseMagenDefenseGrid(
  state: Ti4State,
  seat: Seat,
  opponent: Seat,
  place: Ti4Place,
): boolean {
  return (
    !codexRevisionsInPlay(state) &&
    place.planet !== undefined &&
    technologyReady(state, seat, MAGEN) &&
    shieldOn(state, seat, place) &&
    countUnits(groundForcesOf(state, opponent, place)) > 0
  );
}

function offer(tx: Tx<Ti4>, combat: Ti4GroundCombatRound): void {
  // Pushed defender first, so the attacker (LRR 1.19: the active player) answers first.
  for (const [seat, opponent] of eachSide(combat).reverse())
    if (mayUseMagenDefenseGrid(tx.state, seat, opponent, combat.place))
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4MagenDefenseGrid", seat, opponent, place: combat.place },
      });
}

function magenDefenseGrid(
  tx: Tx<Ti4>,
  answer: Extract<Ti4Command, { type: "magenDefenseGrid" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4MagenDefenseGrid" || top.seat !== answer.seat)
    return ruleError(
      "ERR_TI4_MAGEN_DEFENSE_GRID",
      RULE,
      "Magen Defense Grid is used only as a round of a ground combat you fight starts, on a planet holding your unit with PLANETARY SHIELD.",
    );
  tx.emit({ type: "ti4FramePopped" });
  if (answer.answer === "decline") return undefined;
  const { seat, opponent, place } = top;
  exhaustTechnology(tx, seat, MAGEN);
  tx.emit({ type: "ti4MagenDefenseGridUsed", seat, opponent, place });
  // "Your opponent cannot roll dice that round": their roll is settled at 0 hits, so the round does not roll it.
  tx.emit({ type: "ti4CombatRollSettled", seat: opponent, hits: 0, nonFightersFirst: 0 });
  return undefined;
}

const frame: FrameRules<Ti4, Ti4MagenDefenseGridFrame> = {
  decisions: (_state, f) => [
    {
      kind: "magenDefenseGrid",
      seat: f.seat,
      simultaneous: false,
      prompt: "Magen Defense Grid: exhaust it so your opponent makes no combat roll this round (or decline)",
      choices: ["use", "decline"],
    },
  ],
  advance(tx, f) {
    if (mayUseMagenDefenseGrid(tx.state, f.seat, f.opponent, f.place)) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

/** The bot stops the roll whenever it may (see the header). */
export const MAGEN_DEFENSE_GRID_ANSWERS: Ti4Answers = {
  magenDefenseGrid: (_state, d) => [
    { type: "magenDefenseGrid", seat: d.seat, answer: "use" },
    { type: "magenDefenseGrid", seat: d.seat, answer: "decline" },
  ],
};

export const TI4_MAGEN_DEFENSE_GRID: Ti4Module = {
  id: "magenDefenseGrid",
  commands: { magenDefenseGrid },
  frames: { ti4MagenDefenseGrid: frame },
  events: { ti4MagenDefenseGridUsed() {} },
  hooks: { groundCombatRoundStarts: offer },
};
