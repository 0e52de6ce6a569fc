/** The setup decisions: the race draft and the player-built galaxy. */
import { getRace, type RaceId, type SystemId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { FrameRules } from "../flow.ts";
import type { GalaxyBuildFrame, RaceDraftFrame } from "../frames.ts";
import { parseLabel } from "../galaxy/hex.ts";
import { legalPlacements, openRing, placeSystem, revealsHand, seatToPlace } from "../galaxy/placement.ts";
import { isRuleError, type RuleError, ruleError } from "../ruleError.ts";
import type { Tx } from "../tx.ts";
import { continueSetup } from "./continueSetup.ts";
import { placementState } from "./galaxySetup.ts";
import { availableRaces, colorOfSeat } from "./races.ts";

function resumeSetup(tx: Tx, after: string): void {
  const refused = continueSetup(tx);
  // Every setting that could refuse was checked when the game was created, so this is a bug.
  if (refused) throw new Error(`setup failed after ${after}: ${refused.message}`);
}

export const RACE_DRAFT_RULES: FrameRules<RaceDraftFrame> = {
  decisions(state, frame) {
    const seat = frame.order[frame.index];
    if (seat === undefined) return [];
    return [
      {
        kind: "pickRace",
        seat,
        simultaneous: false,
        prompt: "choose your race",
        choices: availableRaces({ state }),
      },
    ];
  },
  advance(tx, frame) {
    if (frame.index < frame.order.length) return false;
    tx.emit({ type: "framePopped" });
    resumeSetup(tx, "the race draft");
    return true;
  },
};

export function pickRace(tx: Tx, command: Extract<Command, { type: "pickRace" }>): RuleError | undefined {
  const available = availableRaces(tx);
  if (!available.includes(command.race as RaceId)) {
    const names = available.map((id) => getRace(id).shortName).join(", ");
    return ruleError(
      "ERR_RACE_UNAVAILABLE",
      "RR §3.1",
      `That race is not available; choose one of ${names}.`,
    );
  }
  tx.emit({ type: "raceAssigned", seat: command.seat, race: command.race, color: colorOfSeat(command.seat) });
  const frame = tx.state.stack.at(-1) as RaceDraftFrame;
  tx.emit({ type: "frameReplaced", frame: { ...frame, index: frame.index + 1 } });
  return undefined;
}

export const GALAXY_BUILD_RULES: FrameRules<GalaxyBuildFrame> = {
  decisions(state, frame) {
    const placement = placementState(state, frame);
    const seat = seatToPlace(placement);
    if (seat === null) return [];
    const choices = legalPlacements(placement, seat).map((p) => `${p.tile}@${p.position}`);
    return [
      {
        kind: "placeGalaxyTile",
        seat,
        simultaneous: false,
        prompt: `place a system in ring ${openRing(placement)}`,
        choices,
      },
    ];
  },
};

/** One placement of the player-built galaxy; Homes join as their ring opens; the last one reveals the face-down systems. */
export function placeGalaxyTile(
  tx: Tx,
  command: Extract<Command, { type: "placeGalaxyTile" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1) as GalaxyBuildFrame;
  const before = placementState(tx.state, frame);
  const after = placeSystem(before, command.seat, command.tile, command.position);
  if (isRuleError(after)) return after;
  const position = parseLabel(command.position) as string;
  if (revealsHand(before, command.seat, command.tile)) {
    tx.emit({ type: "galaxyHandShown", seat: command.seat, tiles: [...(before.hands[command.seat] ?? [])] });
  }
  const joined: Record<string, SystemId> = {};
  for (const [label, tile] of Object.entries(after.galaxy)) {
    if (before.galaxy[label] === undefined && label !== position) joined[label] = tile;
  }
  tx.emit({ type: "galaxyTilesPlaced", seat: command.seat, tiles: { [position]: command.tile } });
  if (Object.keys(joined).length > 0) tx.emit({ type: "galaxyTilesPlaced", tiles: joined });
  tx.emit({
    type: "frameReplaced",
    frame: {
      ...frame,
      turn: after.turn,
      lastPlaced: { ...after.lastPlaced },
      pendingHomes: { ...after.pendingHomes },
    },
  });
  if (openRing(after) === null) {
    const hidden = { ...tx.state.decks.faceDownSystems, ...after.pendingHomes };
    if (Object.keys(hidden).length > 0) tx.emit({ type: "galaxyTilesPlaced", tiles: hidden });
    tx.emit({ type: "framePopped" });
    resumeSetup(tx, "the galaxy was built");
  }
  return undefined;
}
