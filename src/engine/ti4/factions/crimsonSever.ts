/**
 * Sever, the Crimson Rebellion's promissory note (content/ti4/promissoryNotes.te.ts; LRR 69): ACTION, its
 * holder lays it face up in their play area and puts the sever token into a system holding their units
 * (frame `ti4Sever`, command `placeSever`); that system's wormholes do nothing for movement (board/galaxy.ts,
 * hook wormholesSevered). At the end of the status phase the token comes off and the note goes back to the
 * Crimson.
 *
 * The bot plays it only when its turn would otherwise be passed (it is a component action like any ACTION
 * note) and severs a system of its own holding a wormhole if it has one, else the first it may.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits } from "../board/forces.ts";
import { systemPositions, wormholesAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { returnNote } from "../transactions/noteRules.ts";
import { playAreaHolderOf } from "../transactions/notes.ts";
import type { Ti4SeverFrame } from "./crimson.commands.ts";
import { crimsonSeats } from "./crimsonBreaches.ts";

const RULE = "LRR 69";

function hasUnitsIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  const forces = [system.space, ...Object.values(system.planets)].flatMap((f) => f ?? []);
  return forces.some((f) => f.seat === seat && countUnits(f.units) > 0);
}

function openSystems(state: Ti4State, seat: Seat): PositionLabel[] {
  return systemPositions(state).filter((p) => hasUnitsIn(state, seat, p));
}

export const SEVER_NOTE: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  whyNotAction: (state, holder) =>
    openSystems(state, holder).length > 0
      ? undefined
      : ruleError(
          "ERR_TI4_SEVER_NO_SYSTEM",
          RULE,
          "Sever's token goes into a system holding your units: you have none.",
        ),
  play(tx, holder) {
    const frame: Ti4SeverFrame = { kind: "ti4Sever", seat: holder };
    tx.emit({ type: "ti4FramePushed", frame });
  },
};

export const severFrame: FrameRules<Ti4, Ti4SeverFrame> = {
  decisions: (state, frame) => [
    {
      kind: "placeSever",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Sever: put its token into a system holding your units",
      choices: openSystems(state, frame.seat),
    },
  ],
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function placeSever(tx: Tx<Ti4>, command: CommandOf<"placeSever">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Sever" || frame.seat !== command.seat)
    return ruleError("ERR_TI4_SEVER_NOT_ASKED", RULE, "Sever's token is placed only as the note is played.");
  if (!hasUnitsIn(tx.state, command.seat, command.system))
    return ruleError(
      "ERR_TI4_SEVER_NO_UNITS",
      RULE,
      `Sever's token goes into a system holding your units: ${command.system} holds none.`,
      { system: command.system },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4SeverPlaced", seat: command.seat, position: command.system });
  return undefined;
}

/** The end of the status phase: the token comes off and the note goes back to the Crimson. */
function severEnds(tx: Tx<Ti4>): void {
  const position = tx.state.sever;
  if (position !== undefined) {
    const owner = crimsonSeats(tx.state)[0];
    tx.emit({ type: "ti4SeverPlaced", seat: owner ?? 0, position: null });
  }
  for (const owner of crimsonSeats(tx.state)) {
    const holder = playAreaHolderOf(tx.state, { note: "sever", owner });
    if (holder !== null) returnNote(tx, holder, "sever", owner);
  }
}

export const SEVER_ANSWERS: Ti4Answers = {
  placeSever: (state, d) =>
    [...(d.choices ?? [])]
      .sort((a, b) => Number(wormholesAt(state, b).length > 0) - Number(wormholesAt(state, a).length > 0))
      .map((system) => ({ type: "placeSever" as const, seat: d.seat, system })),
};

export const TI4_CRIMSON_SEVER: Ti4Module = {
  id: "faction:crimson:sever",
  commands: { placeSever },
  frames: { ti4Sever: severFrame },
  hooks: {
    wormholesSevered: (state, position) => state.sever === position,
    statusPhaseEnded: severEnds,
  },
};
