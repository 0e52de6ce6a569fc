/**
 * SE Option 15, step 1, Claim Territory (SE p.11): from the Speaker clockwise, each player puts a counter
 * from his reinforcements on a system next to his Home System; then, in the same order, each may put a
 * second one next to his Home System or next to his first claim.
 *
 * [decision] "Next to" is adjacency as ships move (RR §10.2: edges and matching wormholes, the Nexus
 * with SE Option 8). A system another player has claimed, a Home System, and a system no ship may stay in
 * (Asteroid Field, Supernova: RR §11) cannot be claimed: units are placed in the claims, and the rule says
 * nothing of two players meeting there before round 1.
 */
import type { Command } from "../../commands.ts";
import type { EarlyTurnsFrame } from "../../frames.ts";
import { adjacentPositions } from "../../galaxy/adjacency.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { anomalyAt } from "../../rules/combat/forces.ts";
import { reinforcements } from "../../rules/counters.ts";
import { player } from "../../rules/players.ts";
import { adjacencyOptions } from "../../rules/tactical/paths.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { nextTurn } from "./turns.ts";

/** The choice listed for claiming no second system (answered with `position: null`). */
export const NO_CLAIM = "none";

export const CLAIM_RULE = "SE p.11 Simulated Early Turns, 1. Claim Territory";

function claimError(code: string, message: string): RuleError {
  return ruleError(code, CLAIM_RULE, message);
}

/** Where a seat's claims may start from: his Home System, and in the second round his first claim too. */
function claimBases(state: GameState, frame: EarlyTurnsFrame, seat: Seat): PositionLabel[] {
  const home = player(state, seat).home;
  const bases = home ? [home] : [];
  return frame.step === "claimAgain" ? [...bases, ...(frame.claims[seat] ?? [])] : bases;
}

function whyNot(state: GameState, frame: EarlyTurnsFrame, seat: Seat, position: PositionLabel) {
  if (!state.board[position]) return claimError("ERR_NO_SYSTEM", `There is no system at ${position}.`);
  if (state.players.some((p) => p.home === position))
    return claimError("ERR_EARLY_CLAIM_HOME", "A Home System cannot be claimed.");
  const near = claimBases(state, frame, seat).some((base) =>
    adjacentPositions(state.galaxy, base, adjacencyOptions(state)).includes(position),
  );
  if (!near) {
    const where = frame.step === "claimAgain" ? "your Home System or your first claim" : "your Home System";
    return claimError("ERR_EARLY_CLAIM_NOT_ADJACENT", `Claim a system next to ${where}.`);
  }
  const owner = Object.entries(frame.claims).find(([, claims]) => claims.includes(position));
  if (owner)
    return claimError(
      "ERR_EARLY_CLAIM_TAKEN",
      Number(owner[0]) === seat
        ? "You have claimed that system already."
        : "Another player has claimed that system.",
    );
  if (anomalyAt(state, position)?.canEndMovement === false)
    return claimError("ERR_EARLY_CLAIM_ANOMALY", "No ship may stay in that system, so it cannot be claimed.");
  return undefined;
}

/** The systems the seat may claim now, in label order. */
export function claimableSystems(state: GameState, frame: EarlyTurnsFrame, seat: Seat): PositionLabel[] {
  return Object.keys(state.board)
    .filter((position) => whyNot(state, frame, seat, position) === undefined)
    .sort();
}

export function claimEarlySystem(
  tx: Tx,
  command: Extract<Command, { type: "claimEarlySystem" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1) as EarlyTurnsFrame;
  const { seat, position } = command;
  if (position === null) {
    if (frame.step === "claim" && claimableSystems(tx.state, frame, seat).length > 0)
      return claimError(
        "ERR_EARLY_CLAIM_REQUIRED",
        "Everyone claims a first system; only the second is optional.",
      );
    nextTurn(tx, frame);
    return undefined;
  }
  const refused = whyNot(tx.state, frame, seat, position);
  if (refused) return refused;
  if (reinforcements(tx.state, seat) < 1)
    return claimError("ERR_NO_COMMAND_COUNTER", "You have no command counter left in your reinforcements.");
  tx.emit({ type: "commandCounterPlaced", seat, position, from: null, reason: "Simulated Early Turns" });
  const claims = { ...frame.claims, [seat]: [...(frame.claims[seat] ?? []), position] };
  nextTurn(tx, { ...frame, claims });
  return undefined;
}
