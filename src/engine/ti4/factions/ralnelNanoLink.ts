/**
 * Nano-Link Permit, the Ral Nel Consortium's promissory note (content/ti4/promissoryNotes.te.ts; LRR 69):
 * once its holder has activated a system (the systemActivated window, LRR 89.1), they play it and may move
 * their structures (PDS and space docks) from the planets of adjacent systems (LRR 6) holding none of their
 * command tokens onto planets they control in the active system (frame `teNanoLink`, commands `nanoLinkMove`
 * and `nanoLinkDone`). The note goes back to the Ral Nel as it is played (LRR 69.3).
 *
 * Our readings: a moved structure keeps the per-planet limits (LRR 63.3, 79) and no unit goes onto a
 * demilitarized zone; only structures standing on planets move (none stands in space); it is offered only
 * when at least one such move is open, so a window never asks about a note that would do nothing.
 *
 * The bot declines: it answers the frame with `nanoLinkDone` first [our own choice: moving structures
 * weighs the board in ways a bot does not plan], so it never stalls.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, oneOf } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { demilitarized, pdsLimitPerPlanet } from "../agenda/laws.ts";
import type { Ti4Answers } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import { planetsAt, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";

const RULE = "LRR 69";
const STRUCTURES = ["pds", "spaceDock"] as const;
type StructureType = (typeof STRUCTURES)[number];

export const NANO_LINK_COMMANDS = [
  /** Nano-Link Permit: one structure moved from a planet of an adjacent system onto a planet in the active one. */
  command("nanoLinkMove", {
    from: ti4Id<Ti4PlanetId>("planet"),
    unit: oneOf(STRUCTURES),
    to: ti4Id<Ti4PlanetId>("planet"),
  }),
  /** Nano-Link Permit: no more structures are moved. */
  command("nanoLinkDone", {}),
] as const;

/** Nano-Link Permit is being played by `seat`, who activated `system`: which structures move is asked. */
export interface TeNanoLinkFrame {
  kind: "teNanoLink";
  seat: Seat;
  system: PositionLabel;
}

/** One structure that may move: from a planet of an adjacent system onto a planet in the active system. */
export interface NanoLinkMove {
  from: Ti4PlanetId;
  fromPosition: PositionLabel;
  unit: StructureType;
  to: Ti4PlanetId;
}

function moveKey(move: Pick<NanoLinkMove, "from" | "unit" | "to">): string {
  return `${move.from}:${move.unit}:${move.to}`;
}

/** The planets in the active system `seat` controls and may put a `unit` on (limits, demilitarized zones). */
function landingPlanets(
  state: Ti4State,
  seat: Seat,
  system: PositionLabel,
  unit: StructureType,
): Ti4PlanetId[] {
  const limit = unit === "pds" ? pdsLimitPerPlanet(state) : 1;
  return planetsAt(state, system).filter(
    (planet) =>
      state.players[seat]?.planets[planet] !== undefined &&
      !demilitarized(state, planet) &&
      (unitsIn(state.board[system], seat, planet)[unit] ?? 0) < limit,
  );
}

/** Every structure `seat` may move with the note into the active `system`, one move each. */
export function nanoLinkMoves(state: Ti4State, seat: Seat, system: PositionLabel): NanoLinkMove[] {
  const out: NanoLinkMove[] = [];
  for (const position of ti4Neighbours(state, system)) {
    const there = state.board[position];
    if (position === system || !there || there.commandTokens.includes(seat)) continue;
    for (const from of Object.keys(there.planets) as Ti4PlanetId[])
      for (const unit of STRUCTURES) {
        if ((unitsIn(there, seat, from)[unit] ?? 0) <= 0) continue;
        for (const to of landingPlanets(state, seat, system, unit))
          out.push({ from, fromPosition: position, unit, to });
      }
  }
  return out;
}

export const NANO_LINK_NOTE: Ti4NoteRules = {
  moment: "systemActivated",
  playableAt: (state, holder, _owner, window) =>
    playsThundersEdge(state) &&
    window.trigger === holder &&
    window.system !== undefined &&
    nanoLinkMoves(state, holder, window.system).length > 0,
  play(tx, holder, _owner, window) {
    if (window?.system === undefined) return;
    const frame: TeNanoLinkFrame = { kind: "teNanoLink", seat: holder, system: window.system };
    tx.emit({ type: "ti4FramePushed", frame });
  },
};

const nanoLinkFrame: FrameRules<Ti4, TeNanoLinkFrame> = {
  decisions(state, frame) {
    const moves = nanoLinkMoves(state, frame.seat, frame.system);
    const done = {
      kind: "nanoLinkDone" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: "move no more structures with Nano-Link Permit",
    };
    if (moves.length === 0) return [done];
    return [
      done,
      {
        kind: "nanoLinkMove",
        seat: frame.seat,
        simultaneous: false,
        prompt: `move a structure of yours from an adjacent system onto your planet in ${frame.system} (Nano-Link Permit)`,
        choices: moves.map(moveKey),
      },
    ];
  },
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function askedFrame(state: Ti4State, seat: Seat): TeNanoLinkFrame | RuleError {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "teNanoLink" || frame.seat !== seat)
    return ruleError(
      "ERR_TI4_NANO_LINK_NOT_ASKED",
      RULE,
      "Structures move with Nano-Link Permit only as the note is played, after you activate a system.",
    );
  return frame;
}

function nanoLinkMove(tx: Tx<Ti4>, command: CommandOf<"nanoLinkMove">): RuleError | undefined {
  const frame = askedFrame(tx.state, command.seat);
  if (frame.kind === "ruleError") return frame;
  const move = nanoLinkMoves(tx.state, command.seat, frame.system).find(
    (m) => moveKey(m) === moveKey(command),
  );
  if (!move)
    return ruleError(
      "ERR_TI4_NANO_LINK_MOVE",
      RULE,
      `Nano-Link Permit moves your structure from a planet of an adjacent system holding none of your command tokens onto a planet you control in ${frame.system} (with room for it): ${command.unit} from ${command.from} to ${command.to} is not such a move.`,
      { from: command.from, unit: command.unit, to: command.to },
    );
  const damaged = tx.state.board[move.fromPosition]?.planets[move.from]?.find((f) => f.seat === command.seat)
    ?.damaged?.[move.unit];
  tx.emit({
    type: "ti4UnitsMoved",
    seat: command.seat,
    from: { position: move.fromPosition, planet: move.from },
    to: { position: frame.system, planet: move.to },
    units: { [move.unit]: 1 },
    ...(damaged ? { damaged: { [move.unit]: 1 } } : {}),
  });
  return undefined;
}

function nanoLinkDone(tx: Tx<Ti4>, command: CommandOf<"nanoLinkDone">): RuleError | undefined {
  const frame = askedFrame(tx.state, command.seat);
  if (frame.kind === "ruleError") return frame;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const NANO_LINK_ANSWERS: Ti4Answers = {
  nanoLinkDone: (_state, d) => [{ type: "nanoLinkDone", seat: d.seat }],
};

export const TE_NANO_LINK: Ti4Module = {
  id: "faction:ralnel:nanoLink",
  commands: { nanoLinkMove, nanoLinkDone },
  frames: { teNanoLink: nanoLinkFrame },
};
