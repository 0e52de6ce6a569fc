/**
 * Ragh's Call, the Clan of Saar's promissory note (printed base card; content/ti4/promissoryNotes.factions.ts):
 * after its holder commits units to land on a planet (LRR 49.2, hook `groundForcesCommitted`), the Saar's
 * ground forces on that planet are moved to a planet the Saar control; then it goes back to the Saar (LRR 69.3).
 *
 * How the engine reads it, case by case:
 * - Who: "you commit", so its holder is the active player at their own invasion's commit step; never the
 *   Saar (LRR 69.2, the mechanism refuses their own colour). Its window sits above the Parley window of the
 *   same moment, so it is answered first (LRR 1.19: the active player acts first in a shared window).
 * - Offered only when it can be carried out in full (LRR 1.7): a planet just committed to holds Saar ground
 *   forces, and the Saar control a planet other than that one. Played, it must be resolved: no "none".
 * - "That planet" is one planet: when the holder landed on several holding Saar ground forces, they choose
 *   which (`from`), and all the Saar's ground forces there go (infantry, and mechs with their damage).
 * - Where to: any planet the Saar control (LRR 25: its card in their play area), in any system, but not the
 *   one they leave [our reading: putting them back would undo the card]. The holder chooses; a planet of the
 *   active system, even one just committed to, is allowed, and the Saar then defend there (LRR 49.4).
 * - The units are moved, not destroyed (LRR 31.2): nothing "when destroyed" acts. Structures are not ground
 *   forces and stay: the Saar's PDS still fire space cannon defense (LRR 49.3, 77), and if the holder's forces
 *   are still there when control is settled, the holder takes the planet and those structures are destroyed
 *   (LRR 49.5, 63.4, 79.4).
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, forcesIn, unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import type { Ti4RaghsCallFrame } from "./saar.commands.ts";

type Ti4Tx = Tx<Ti4>;

/** The Saar's ground forces on `planet` of `system`. */
function saarGroundForces(
  state: Ti4State,
  saar: Seat,
  system: PositionLabel,
  planet: Ti4PlanetId,
): Ti4UnitCounts {
  const units = unitsIn(state.board[system], saar, planet);
  const out: Ti4UnitCounts = {};
  for (const type of TI4_GROUND_FORCE_TYPES) if ((units[type] ?? 0) > 0) out[type] = units[type];
  return out;
}

/** Of the planets just committed to, those holding Saar ground forces. */
function sources(state: Ti4State, saar: Seat, system: PositionLabel, planets: readonly Ti4PlanetId[]) {
  return planets.filter((p) => countUnits(saarGroundForces(state, saar, system, p)) > 0);
}

/** The planets on the board the Saar control, but `from`. */
function destinations(state: Ti4State, saar: Seat, from?: Ti4PlanetId): Ti4PlanetId[] {
  return (Object.keys(state.players[saar]?.planets ?? {}) as Ti4PlanetId[]).filter(
    (p) => p !== from && positionOfPlanet(state, p) !== null,
  );
}

/** Some planet of `from` can send its Saar ground forces to another planet the Saar control. */
function resolvable(state: Ti4State, saar: Seat, from: readonly Ti4PlanetId[]): boolean {
  return from.some((p) => destinations(state, saar, p).length > 0);
}

export const RAGHS_CALL: Ti4NoteRules = {
  moment: "groundForcesCommitted",
  playableAt: (state, holder, owner, window) =>
    window.trigger === holder &&
    window.system !== undefined &&
    resolvable(state, owner, sources(state, owner, window.system, window.planets ?? [])),
  play(tx, holder, owner, window) {
    const system = window?.system;
    if (system === undefined) return;
    const from = sources(tx.state, owner, system, window?.planets ?? []);
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4RaghsCall", seat: holder, saar: owner, system, from },
    });
  },
};

const raghsCallFrame: FrameRules<Ti4, Ti4RaghsCallFrame> = {
  decisions: (state, frame) => [
    {
      kind: "raghsCall",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Ragh's Call: move the Saar's ground forces from ${frame.from.join(" or ")} to a planet they control`,
      choices: [...new Set(frame.from.flatMap((p) => destinations(state, frame.saar, p)))],
    },
  ],
  advance: () => false,
};

function raghsCall(tx: Ti4Tx, command: Extract<Ti4Command, { type: "raghsCall" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4RaghsCall") throw new Error("Ragh's Call is answered only in its frame");
  const { from, to } = command;
  const { system, saar } = frame;
  const units = frame.from.includes(from) ? saarGroundForces(tx.state, saar, system, from) : {};
  if (countUnits(units) === 0)
    return ruleError(
      "ERR_TI4_RAGHS_CALL_FROM",
      "LRR 69",
      `Ragh's Call moves the Saar's ground forces from a planet you just committed to that holds some: ${frame.from.join(" or ")}, not ${from}.`,
      { planet: from },
    );
  const position = positionOfPlanet(tx.state, to);
  if (position === null || !destinations(tx.state, saar, from).includes(to))
    return ruleError(
      "ERR_TI4_RAGHS_CALL_TO",
      "LRR 69",
      `Ragh's Call sends them to another planet the Saar control; ${to} is not one.`,
      { planet: to },
    );
  const force = forcesIn(tx.state.board[system], from).find((f) => f.seat === saar);
  const damaged: Ti4UnitCounts = {};
  for (const type of TI4_GROUND_FORCE_TYPES)
    if ((force?.damaged?.[type] ?? 0) > 0) damaged[type] = force?.damaged?.[type];
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "ti4UnitsMoved",
    seat: saar,
    from: { position: system, planet: from },
    to: { position, planet: to },
    units,
    ...(countUnits(damaged) > 0 ? { damaged } : {}),
  });
  return undefined;
}

export const TI4_RAGHS_CALL: Ti4Module = {
  id: "saarRaghsCall",
  commands: { raghsCall },
  frames: { ti4RaghsCall: raghsCallFrame },
};

/**
 * The built-in player sends the Saar's forces from the first planet offered, to a planet of theirs outside
 * the active system first [our own choice: there they no longer defend against it]; every pair is legal.
 */
export const RAGHS_CALL_ANSWERS: Ti4Answers = {
  raghsCall(state, d) {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4RaghsCall") return [];
    const away = (p: Ti4PlanetId) => (positionOfPlanet(state, p) === frame.system ? 1 : 0);
    return frame.from.flatMap((from) =>
      destinations(state, frame.saar, from)
        .sort((a, b) => away(a) - away(b))
        .map((to) => ({ type: "raghsCall" as const, seat: d.seat, from, to })),
    );
  },
};
