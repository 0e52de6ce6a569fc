/**
 * The transfer action (RR §9): a Command Pool counter on one system and a counter from reinforcements on
 * an adjacent one (matching wormholes count), both holding your units and no one else's; ships move
 * between the two; enemy PDS in range may fire at each; units land only on planets you already control;
 * production in one of the two systems only.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { areAdjacent } from "../../galaxy/adjacency.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { endTurn } from "../actionPhase.ts";
import { startPdsFire } from "../combat/index.ts";
import { reinforcements } from "../counters.ts";
import { player } from "../players.ts";
import { seatsWithUnits } from "../units.ts";
import { activationBlock, askActivationCosts } from "./activation.ts";
import { canProduce } from "./docks.ts";
import { canLand } from "./landing.ts";
import { adjacencyOptions, movementPurpose } from "./paths.ts";
import type { TransferActionFrame } from "./tacticalFrames.ts";

const RULE = "RR §9";

function systemBlock(state: GameState, seat: Seat, position: PositionLabel): RuleError | undefined {
  const refused = activationBlock(state, seat, position);
  if (refused) return refused;
  const present = seatsWithUnits(state, position);
  if (!present.includes(seat)) {
    return ruleError(
      "ERR_TRANSFER_SYSTEMS",
      RULE,
      `A transfer needs your units in both systems; ${position} has none.`,
    );
  }
  if (present.some((s) => s !== seat)) {
    return ruleError(
      "ERR_TRANSFER_SYSTEMS",
      RULE,
      `A transfer needs systems without other players' units; ${position} has some.`,
    );
  }
  return undefined;
}

export function takeTransferAction(
  tx: Tx,
  command: Extract<Command, { type: "transferAction" }>,
): RuleError | undefined {
  const { seat, from, to } = command;
  if (player(tx.state, seat).counters.command < 1) {
    return ruleError(
      "ERR_NO_COMMAND_COUNTER",
      RULE,
      "A transfer action needs a command counter in your Command Pool, and yours is empty.",
    );
  }
  if (reinforcements(tx.state, seat) < 1) {
    return ruleError(
      "ERR_NO_COUNTERS",
      RULE,
      "A transfer action needs a second command counter from your reinforcements, and none is left.",
    );
  }
  const refused = systemBlock(tx.state, seat, from) ?? systemBlock(tx.state, seat, to);
  if (refused) return refused;
  if (
    from === to ||
    !areAdjacent(tx.state.galaxy, from, to, adjacencyOptions(tx.state), movementPurpose(tx.state))
  ) {
    return ruleError(
      "ERR_NOT_ADJACENT",
      RULE,
      `A transfer activates two adjacent systems; ${from} and ${to} are not.`,
    );
  }
  tx.emit({ type: "systemActivated", seat, position: from, from: "command" });
  tx.emit({ type: "systemActivated", seat, position: to, from: "reinforcements" });
  const frame: TransferActionFrame = {
    kind: "transferAction",
    seat,
    positions: [from, to],
    step: "move",
    pdsResolved: 0,
    docksMoved: {},
  };
  tx.emit({ type: "framePushed", frame });
  // Traffic Tariffs, Neutrality Pact (laws): tolls for the systems activated.
  askActivationCosts(tx, seat, [from, to]);
  return undefined;
}

function decision(kind: Decision["kind"], frame: TransferActionFrame, prompt: string): Decision[] {
  return [{ kind, seat: frame.seat, simultaneous: false, prompt }];
}

export const TRANSFER_ACTION_RULES: FrameRules<TransferActionFrame> = {
  decisions(state, frame): Decision[] {
    const [a, b] = frame.positions;
    if (frame.step === "move")
      return decision("moveUnits", frame, `move ships between ${a} and ${b}, or answer with no moves`);
    if (frame.step === "landing")
      return decision("landUnits", frame, `land units on your planets in ${a} or ${b}, or none`);
    if (frame.step === "production")
      // Space Mines (SE option 7): a mine may be laid beside the units, in the same system.
      return [
        ...answers(state, "productionOffers").flatMap((offers) => offers(state, frame.seat, frame.positions)),
        ...decision("produceUnits", frame, `produce units in ${a} or ${b} (one of them), or nothing`),
      ];
    return [];
  },
  advance(tx, frame) {
    const replace = (change: Partial<TransferActionFrame>) =>
      tx.emit({ type: "frameReplaced", frame: { ...frame, ...change } });
    switch (frame.step) {
      case "pdsFire": {
        // RR §9 step 3: enemy PDS in range may fire at each system (a PDS in range of both fires at one).
        const position = frame.positions[frame.pdsResolved];
        if (position === undefined) replace({ step: "landing" });
        else {
          replace({ pdsResolved: frame.pdsResolved + 1 });
          startPdsFire(tx, { seat: frame.seat, position });
        }
        return true;
      }
      case "landing":
        if (frame.positions.some((p) => canLand(tx.state, frame.seat, p, true))) return false;
        replace({ step: "production" });
        return true;
      case "production":
        if (frame.positions.some((p) => canProduce(tx.state, frame.seat, p, transferContext(frame, p))))
          return false;
        replace({ step: "done" });
        return true;
      case "done":
        tx.emit({ type: "framePopped" });
        endTurn(tx);
        return true;
      default:
        return false;
    }
  },
};

export function transferContext(frame: TransferActionFrame, position: PositionLabel) {
  return { mode: "transfer" as const, docksMoved: frame.docksMoved[position] ?? 0 };
}
