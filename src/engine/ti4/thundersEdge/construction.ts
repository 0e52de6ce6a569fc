/**
 * Construction as Thunder's Edge revises it (TE "Expansion Integration": the revised card replaces the
 * base one; `revisedInThundersEdge`, strategyCards.ts). The card [the card's own text, our wording]:
 * - primary: place 1 structure on a planet you control, or use the PRODUCTION of 1 of your space docks;
 *   then place 1 structure on a planet you control;
 * - secondary: spend 1 token from your strategy pool to place 1 structure on a planet you control (the
 *   token goes back to reinforcements, not into a system as on the base card).
 * A structure is a PDS or a space dock, with the base card's limits (LRR 79, 63.3, 96.2: checkStructures).
 * "Then place 1 structure" is owed whenever one can be placed; a player who can place none places none.
 * The PRODUCTION used is that of the dock's system (the production step's frame, production/): with one
 * dock and no other producing unit there, as on most boards, exactly the dock's [simplification: a
 * system holding two of the player's docks, or another producing unit, produces with all of them].
 */

import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "../strategic/cards.ts";
import { canBuildAnything, checkStructures, place, type Structure } from "../strategic/construction.ts";
import type { Ti4RevisedConstructionFrame } from "./revisedCardsFrames.ts";

const RULE = "TE Construction";

/** The systems holding one of the seat's space docks (on a planet, or afloat in the space area). */
export function dockSystems(state: Ti4State, seat: Seat): string[] {
  return Object.entries(state.board)
    .filter(([position, system]) =>
      [undefined, ...(planetsAt(state, position) as Ti4PlanetId[])].some(
        (planet) => (unitsIn(system, seat, planet).spaceDock ?? 0) > 0,
      ),
    )
    .map(([position]) => position);
}

/** Whether one more structure could go on any of the seat's planets after `placed`. */
function anotherFits(state: Ti4State, seat: Seat, placed: readonly Structure[]): boolean {
  const planets = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.some((planet) =>
    (["pds", "spaceDock"] as const).some(
      (unit) => checkStructures(state, seat, [...placed, { planet, unit }]) === undefined,
    ),
  );
}

const PROMPTS: Record<Ti4RevisedConstructionFrame["part"], string> = {
  primary: "place a structure (or use a space dock's PRODUCTION), then another structure",
  afterProduction: "place a structure on a planet you control",
  secondary: "place a structure on a planet you control",
};

const constructing: FrameRules<Ti4, Ti4RevisedConstructionFrame> = {
  decisions: (state, frame) => [
    { kind: "constructRevised", seat: frame.seat, simultaneous: false, prompt: PROMPTS[frame.part] },
    // What a galactic event offers instead of a structure (Monuments to the Ages).
    ...hookAnswers(state, "constructionAlternatives").flatMap((answer) =>
      answer(state, frame.seat, frame.part === "primary"),
    ),
  ],
  advance(tx, frame) {
    // Nothing to place (and, for the primary, no dock to produce at): the part is over.
    if (canBuildAnything(tx.state, frame.seat)) return false;
    if (frame.part === "primary" && dockSystems(tx.state, frame.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type Construct = Extract<Ti4Command, { type: "constructRevised" }>;

function refuse(message: string): RuleError {
  return ruleError("ERR_TI4_CONSTRUCTION_REVISED", RULE, message);
}

function constructRevised(tx: Tx<Ti4>, command: Construct): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4RevisedConstruction")
    throw new Error("the revised Construction answers its own frame");
  const { seat, structures, produceAt } = command;
  if (produceAt !== undefined) {
    if (frame.part !== "primary")
      return refuse(
        "Only the primary's first part may use a space dock's PRODUCTION instead of a structure.",
      );
    if (structures.length > 0)
      return refuse(
        "Using a space dock's PRODUCTION places no structure first: the structure comes after it.",
      );
    if (!dockSystems(tx.state, seat).includes(produceAt))
      return refuse(`You have no space dock in ${produceAt} whose PRODUCTION you could use.`);
    // The structure that follows waits under the production step, which runs first.
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, part: "afterProduction" } });
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Production", seat, system: produceAt, reason: "construction" },
    });
    return undefined;
  }
  const most = frame.part === "primary" ? 2 : 1;
  if (structures.length === 0 || structures.length > most)
    return refuse(
      frame.part === "primary"
        ? "The primary places 1 structure, then 1 more (or uses a space dock's PRODUCTION first)."
        : "Name the 1 structure you place.",
    );
  const refused = checkStructures(tx.state, seat, structures);
  if (refused) return refused;
  if (frame.part === "primary" && structures.length === 1 && anotherFits(tx.state, seat, structures))
    return refuse("After the first structure the primary places 1 more: name both, as one still fits.");
  tx.emit({ type: "ti4FramePopped" });
  place(tx, seat, structures);
  return undefined;
}

export const REVISED_CONSTRUCTION: Ti4StrategyCardRules = {
  card: "construction",
  primary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4RevisedConstruction", seat, part: "primary" } });
  },
  secondary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4RevisedConstruction", seat, part: "secondary" } });
  },
  // The token is spent as any secondary's (cards.ts); it goes into no system.
  secondaryTokens: () => undefined,
  cannotFollow(state, _frame, seat) {
    if (canBuildAnything(state, seat)) return undefined;
    return ruleError(
      "ERR_TI4_NOTHING_TO_BUILD",
      RULE,
      "The revised Construction's secondary places a structure, and none can go on any planet of yours.",
    );
  },
};

export const REVISED_CONSTRUCTION_MODULE: Omit<KernelModule<Ti4>, "id"> = {
  commands: { constructRevised },
  frames: { ti4RevisedConstruction: constructing },
};
