/**
 * Miniaturization, a Ral Nel Consortium ability (TE faction sheet; factions/miniaturized.ts holds the reads
 * movement, production and space cannon ask): at the end of each of their tactical actions (hook
 * `tacticalActionEnded`), the Ral Nel may put their structures standing in space areas onto planets they
 * control in the same systems (frame `teMiniaturization`, commands `miniaturizationPlace` and
 * `miniaturizationDone`). The faction's rules notes [recalled] (Bshah11/DataCleaner StructuredData/
 * faction_lrr/The_Ral_Nel_Consortium_lrr.md) place this after the production step, so a space dock placed
 * this way does not produce in the same action.
 *
 * Our readings: every system holding such structures is offered, not only the active one; a placed
 * structure keeps the per-planet limits (LRR 63.3, 79) and no unit goes onto a demilitarized zone; a
 * structure left in space stays there, using no unit ability, until a later tactical action of theirs; the
 * ability asks only when at least one placement is open.
 *
 * The bot places every structure it can, the first offered first [our own choice], then is done.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, oneOf, position } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { demilitarized, pdsLimitPerPlanet } from "../agenda/laws.ts";
import type { Ti4Answers } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { miniaturizes } from "./miniaturized.ts";

const SECTION = "TE Ral Nel: Miniaturization";
const STRUCTURES = ["pds", "spaceDock"] as const;
type StructureType = (typeof STRUCTURES)[number];

export const RALNEL_MINIATURIZATION_COMMANDS = [
  /** Miniaturization: one structure of theirs in `position`'s space area put onto `planet` there. */
  command("miniaturizationPlace", {
    position,
    unit: oneOf(STRUCTURES),
    planet: ti4Id<Ti4PlanetId>("planet"),
  }),
  /** Miniaturization: no more structures are placed. */
  command("miniaturizationDone", {}),
] as const;

/** `seat`'s tactical action has ended: their structures in space areas may be put onto their planets. */
export interface TeMiniaturizationFrame {
  kind: "teMiniaturization";
  seat: Seat;
}

/** One placement open: a structure in `position`'s space area onto `planet` of that system. */
export interface MiniaturizationPlacement {
  position: PositionLabel;
  unit: StructureType;
  planet: Ti4PlanetId;
}

const placementKey = (p: MiniaturizationPlacement) => `${p.position}:${p.unit}:${p.planet}`;

/** Every placement open to `seat` now, in the galaxy's order. */
export function miniaturizationPlacements(state: Ti4State, seat: Seat): MiniaturizationPlacement[] {
  const out: MiniaturizationPlacement[] = [];
  if (!miniaturizes(state, seat)) return out;
  for (const [at, system] of Object.entries(state.board)) {
    const inSpace = unitsIn(system, seat);
    for (const unit of STRUCTURES) {
      if ((inSpace[unit] ?? 0) <= 0) continue;
      const limit = unit === "pds" ? pdsLimitPerPlanet(state) : 1;
      for (const planet of planetsAt(state, at))
        if (
          state.players[seat]?.planets[planet] !== undefined &&
          !demilitarized(state, planet) &&
          (unitsIn(system, seat, planet)[unit] ?? 0) < limit
        )
          out.push({ position: at, unit, planet });
    }
  }
  return out;
}

function askAtTheEnd(tx: Tx<Ti4>, action: { seat: Seat }): void {
  if (miniaturizationPlacements(tx.state, action.seat).length === 0) return;
  const frame: TeMiniaturizationFrame = { kind: "teMiniaturization", seat: action.seat };
  tx.emit({ type: "ti4FramePushed", frame });
}

const miniaturizationFrame: FrameRules<Ti4, TeMiniaturizationFrame> = {
  decisions(state, frame) {
    const open = miniaturizationPlacements(state, frame.seat);
    const done = {
      kind: "miniaturizationDone" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: "place no more structures from space (Miniaturization)",
    };
    if (open.length === 0) return [done];
    return [
      {
        kind: "miniaturizationPlace" as const,
        seat: frame.seat,
        simultaneous: false,
        prompt:
          "put a structure of yours from a space area onto a planet you control there (Miniaturization)",
        choices: open.map(placementKey),
      },
      done,
    ];
  },
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function askedFrame(state: Ti4State, seat: Seat): TeMiniaturizationFrame | RuleError {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "teMiniaturization" || frame.seat !== seat)
    return ruleError(
      "ERR_TI4_MINIATURIZATION_NOT_ASKED",
      SECTION,
      "Structures in space are put onto your planets only at the end of your tactical action.",
    );
  return frame;
}

function miniaturizationPlace(tx: Tx<Ti4>, cmd: CommandOf<"miniaturizationPlace">): RuleError | undefined {
  const frame = askedFrame(tx.state, cmd.seat);
  if (frame.kind === "ruleError") return frame;
  const wanted = { position: cmd.position, unit: cmd.unit, planet: cmd.planet };
  const open = miniaturizationPlacements(tx.state, cmd.seat).map(placementKey);
  if (!open.includes(placementKey(wanted)))
    return ruleError(
      "ERR_TI4_MINIATURIZATION_PLACE",
      SECTION,
      `A structure of yours in a space area goes onto a planet you control in the same system, with room for it: ${cmd.unit} from ${cmd.position} onto ${cmd.planet} is not such a placement.`,
      { position: cmd.position, unit: cmd.unit, planet: cmd.planet },
    );
  tx.emit({
    type: "ti4UnitsMoved",
    seat: cmd.seat,
    from: { position: cmd.position },
    to: { position: cmd.position, planet: cmd.planet },
    units: { [cmd.unit]: 1 },
  });
  return undefined;
}

function miniaturizationDone(tx: Tx<Ti4>, cmd: CommandOf<"miniaturizationDone">): RuleError | undefined {
  const frame = askedFrame(tx.state, cmd.seat);
  if (frame.kind === "ruleError") return frame;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const RALNEL_MINIATURIZATION_ANSWERS: Ti4Answers = {
  miniaturizationPlace: (state, d) =>
    miniaturizationPlacements(state, d.seat).map((p) => ({
      type: "miniaturizationPlace" as const,
      seat: d.seat,
      position: p.position,
      unit: p.unit,
      planet: p.planet,
    })),
  miniaturizationDone: (_state, d) => [{ type: "miniaturizationDone", seat: d.seat }],
};

export const TE_RALNEL_MINIATURIZATION: Ti4Module = {
  id: "faction:ralnel:miniaturization",
  commands: { miniaturizationPlace, miniaturizationDone },
  frames: { teMiniaturization: miniaturizationFrame },
  hooks: { tacticalActionEnded: askAtTheEnd },
};
