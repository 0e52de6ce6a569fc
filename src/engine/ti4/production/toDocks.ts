/**
 * Fighters and infantry produced and placed at another of the producer's space docks (the Saar alliance
 * card; hook `producedAtAnyDock`, hooks/allianceAbilitiesProduction.ts): the production names, for each dock,
 * the fighters that go into its system's space area and the infantry that go on its planet. A dock is
 * blockaded when its system holds an opponent's ships and none of the producer's (LRR 14.1). They still
 * count toward the production's limit and cost; the fighters need room there (LRR 16); the rest is placed as usual.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { isOpponent } from "../board/allies.ts";
import { seatsWithShips, unitsIn } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { spaceLimitsRefused } from "./producers.ts";

const RULE = "TE Alliance Reference Cards (Saar)";

export interface Ti4DockPlacement {
  position: PositionLabel;
  planet: Ti4PlanetId;
  fighter?: number;
  infantry?: number;
}

/** The units sent to other docks, by type. */
export function sentToDocks(placements: readonly Ti4DockPlacement[]): Ti4UnitCounts {
  const fighter = placements.reduce((n, p) => n + (p.fighter ?? 0), 0);
  const infantry = placements.reduce((n, p) => n + (p.infantry ?? 0), 0);
  return { ...(fighter ? { fighter } : {}), ...(infantry ? { infantry } : {}) };
}

/** `units` less those sent to other docks. */
export function leftHere(units: Ti4UnitCounts, sent: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = { ...units };
  for (const type of ["fighter", "infantry"] as const) {
    const n = (out[type] ?? 0) - (sent[type] ?? 0);
    if (n > 0) out[type] = n;
    else delete out[type];
  }
  return out;
}

function dockRefused(state: Ti4State, seat: Seat, p: Ti4DockPlacement): RuleError | undefined {
  const system = state.board[p.position];
  if ((unitsIn(system, seat, p.planet).spaceDock ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_DOCK_THERE",
      RULE,
      `You have no space dock on ${p.planet} in ${p.position}.`,
      {
        position: p.position,
      },
    );
  const ships = seatsWithShips(system);
  if (ships.some((s) => isOpponent(state, seat, s)) && !ships.includes(seat))
    return ruleError("ERR_TI4_BLOCKADED", "LRR 14", `Your space dock in ${p.position} is blockaded.`, {
      position: p.position,
    });
  // LRR 16: the fighters need room in that space area (a dock's own room for fighters counted).
  return p.fighter ? spaceLimitsRefused(state, seat, p.position, { fighter: p.fighter }) : undefined;
}

/** Why these units may not go to those docks, or undefined. */
export function toDocksRefused(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  placements: readonly Ti4DockPlacement[],
): RuleError | undefined {
  if (placements.length === 0) return undefined;
  if (!hookAnswers(state, "producedAtAnyDock").some((answer) => answer(state, seat)))
    return ruleError(
      "ERR_TI4_NO_DOCK_PLACEMENT",
      RULE,
      "No ability of yours lets you place produced units at another space dock.",
    );
  const sent = sentToDocks(placements);
  for (const type of ["fighter", "infantry"] as const)
    if ((sent[type] ?? 0) > (units[type] ?? 0))
      return ruleError(
        "ERR_TI4_NO_DOCK_PLACEMENT",
        RULE,
        `You send ${sent[type]} ${type} to other docks, but produce ${units[type] ?? 0}.`,
        { type },
      );
  for (const p of placements) {
    const refused = dockRefused(state, seat, p);
    if (refused) return refused;
  }
  return undefined;
}

/** The sent units placed at their docks. */
export function placeAtDocks(
  tx: Tx<Ti4>,
  seat: Seat,
  placements: readonly Ti4DockPlacement[],
  reason: string,
): void {
  for (const p of placements) {
    if (p.fighter)
      tx.emit({
        type: "ti4UnitsPlaced",
        seat,
        place: { position: p.position },
        units: { fighter: p.fighter },
        reason,
      });
    if (p.infantry)
      tx.emit({
        type: "ti4UnitsPlaced",
        seat,
        place: { position: p.position, planet: p.planet },
        units: { infantry: p.infantry },
        reason,
      });
  }
}
