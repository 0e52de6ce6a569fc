/**
 * The expedition completed (TE rulebook, "Thunder's Edge Expedition"): when all six slices are claimed, the
 * player who claimed the last one turns Thunder's Edge planet side up and places it in a system of their
 * choice that holds no planet, no supernova and no printed wormhole (and is not in The Fracture: hook
 * `thundersEdgePlacementRefused`). Then the player with the most control tokens on the expedition places that
 * many infantry on Thunder's Edge; a tie is settled by the final claimer's choice among the tied players.
 * Infantry on a planet nobody controls give its control to their owner (LRR 25), its card exhausted.
 */
import { TI4_THUNDERS_EDGE_PLANET, type Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { claimsOf } from "./expedition.ts";
import type { Ti4ThundersEdgeGarrisonFrame, Ti4ThundersEdgePlacementFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const RULE = "TE Thunder's Edge Expedition";

/** The planet side of the token (content: planets.te.ts). */
const THUNDERS_EDGE = TI4_THUNDERS_EDGE_PLANET as Ti4PlanetId;

/** Why Thunder's Edge may not be placed at `position`, or undefined. */
export function placementRefused(state: Ti4State, position: PositionLabel): RuleError | undefined {
  const system = systemAt(state, position);
  if (!system)
    return ruleError(
      "ERR_TI4_NO_SYSTEM",
      RULE,
      `There is no system at ${position} to place Thunder's Edge in.`,
    );
  // Our reading: a space station's card counts as a planet here too (its tile prints one).
  const printed =
    system.planets.length > 0
      ? "a planet"
      : system.anomalies.includes("supernova")
        ? "a supernova"
        : system.wormholes.length > 0
          ? "a printed wormhole"
          : null;
  if (printed)
    return ruleError(
      "ERR_TI4_THUNDERS_EDGE_PLACEMENT",
      RULE,
      `${position} holds ${printed}: Thunder's Edge goes in a system with no planet, no supernova and no printed wormhole.`,
      { system: position },
    );
  for (const answer of hookAnswers(state, "thundersEdgePlacementRefused")) {
    const refused = answer(state, position);
    if (refused) return refused;
  }
  return undefined;
}

/** The systems that may receive Thunder's Edge. */
export function thundersEdgeSystems(state: Ti4State): PositionLabel[] {
  return systemPositions(state).filter((p) => placementRefused(state, p) === undefined);
}

/** The sixth slice is claimed by `seat`: they place Thunder's Edge (asked, when there is a system for it). */
export function completeExpedition(tx: Ti4Tx, seat: Seat): void {
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ThundersEdgePlacement", seat } });
}

/** The players with the most control tokens on the expedition. */
export function mostClaims(state: Ti4State): Seat[] {
  const seats = state.players.filter((p) => !p.eliminated).map((p) => p.seat);
  const best = Math.max(0, ...seats.map((s) => claimsOf(state, s)));
  return best === 0 ? [] : seats.filter((s) => claimsOf(state, s) === best);
}

/** `garrison` places as many infantry on Thunder's Edge as their control tokens on it, and controls it. */
function landGarrison(tx: Ti4Tx, garrison: Seat): void {
  const position = tx.state.thundersEdge?.position;
  const planet = THUNDERS_EDGE;
  const infantry = claimsOf(tx.state, garrison);
  if (!position || infantry === 0) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: garrison,
    place: { position, planet },
    units: { infantry },
    reason: "the Thunder's Edge expedition",
  });
  if (!tx.state.players.some((p) => p.planets[planet]))
    tx.emit({ type: "ti4PlanetGained", seat: garrison, planet, exhausted: true, from: null });
}

/** After the placement: the one player with the most tokens lands, or the final claimer breaks the tie. */
function settleGarrison(tx: Ti4Tx, finalClaimer: Seat): void {
  const tied = mostClaims(tx.state);
  if (tied.length === 1 && tied[0] !== undefined) landGarrison(tx, tied[0]);
  else if (tied.length > 1)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ThundersEdgeGarrison", seat: finalClaimer, tied } });
}

const placement: FrameRules<Ti4, Ti4ThundersEdgePlacementFrame> = {
  decisions: (state, frame) => [
    {
      kind: "placeThundersEdge",
      seat: frame.seat,
      simultaneous: false,
      prompt: "place Thunder's Edge in a system with no planet, supernova or printed wormhole",
      choices: thundersEdgeSystems(state),
    },
  ],
  advance(tx) {
    // No system may take it (a galaxy with none left): it stays off the board, and the garrison with it.
    if (thundersEdgeSystems(tx.state).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

const garrisonChoice: FrameRules<Ti4, Ti4ThundersEdgeGarrisonFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "chooseThundersEdgeGarrison",
      seat: frame.seat,
      simultaneous: false,
      prompt: "choose which of the players tied for most control tokens places infantry on Thunder's Edge",
      choices: frame.tied.map(String),
    },
  ],
};

function placeThundersEdge(tx: Ti4Tx, command: CommandOf<"placeThundersEdge">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ThundersEdgePlacement") throw new Error("placeThundersEdge answers its own frame");
  const refused = placementRefused(tx.state, command.system);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4ThundersEdgePlaced", seat: command.seat, position: command.system });
  settleGarrison(tx, frame.seat);
  return undefined;
}

function chooseThundersEdgeGarrison(
  tx: Ti4Tx,
  command: CommandOf<"chooseThundersEdgeGarrison">,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ThundersEdgeGarrison") throw new Error("the garrison is chosen in its own frame");
  if (!frame.tied.includes(command.garrison))
    return ruleError(
      "ERR_TI4_GARRISON_NOT_TIED",
      RULE,
      `Seat ${command.garrison} is not among the players tied for most control tokens (${frame.tied.join(", ")}).`,
    );
  tx.emit({ type: "ti4FramePopped" });
  landGarrison(tx, command.garrison);
  return undefined;
}

export const COMPLETION_COMMANDS = { placeThundersEdge, chooseThundersEdgeGarrison };
export const COMPLETION_FRAMES = {
  ti4ThundersEdgePlacement: placement,
  ti4ThundersEdgeGarrison: garrisonChoice,
};

/** The planet side's fold: the token placed in its system. */
export function foldThundersEdgePlaced(draft: Ti4State, e: { position: PositionLabel }): void {
  draft.thundersEdge = { side: "planet", claims: draft.thundersEdge?.claims ?? {}, position: e.position };
  const planet = THUNDERS_EDGE;
  const system = draft.board[e.position] ?? { space: [], planets: {}, commandTokens: [] };
  system.planets[planet] ??= [];
  draft.board[e.position] = system;
}
