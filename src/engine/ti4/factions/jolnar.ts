/**
 * The Universities of Jol-Nar (base game): Fragile, Brilliant and Analytical, the flagship J.N.S. Hylarim,
 * the mech Shield Paling (Prophecy of Kings), and the faction technologies E-Res Siphons and Spatial
 * Conduit Cylinders, each answering the hook point of the rule moment it changes. Their note, Research
 * Agreement, is played when the Jol-Nar research a technology that is no faction's: its holder gains it too
 * (without prerequisites: it is gained, not researched, LRR 90), then it goes back to them (LRR 69.3).
 *
 * Spatial Conduit Cylinders (its card; LRR 6, 89.1): after Jol-Nar activate a system holding 1 or more of
 * their units, they may exhaust it; for that activation the system is adjacent to every other system holding
 * their units (both ways: ships there may move in; hook `extraAdjacency`). The tactical frame keeps it.
 *
 * Both technologies are read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus whose
 * Valefar Assimilator copies one uses it as Jol-Nar would, for their own units and ships, and exhausts the
 * assimilator card carrying the copy (LRR 90.16-90.22). Neither text names the Jol-Nar, so nothing of the
 * copy reads otherwise. Fragile, Brilliant, Analytical and the flagship and mech stay faction abilities.
 */
import { TI4_SHIP_TYPES, ti4Technology } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4TacticalFrame } from "../round/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";

/** Research Agreement: offered when the Jol-Nar research a non-faction technology its holder lacks. */
export const RESEARCH_AGREEMENT: Ti4NoteRules = {
  moment: "technologyResearched",
  playableAt(state, holder, owner, window) {
    const technology = window.technology;
    if (window.trigger !== owner || technology === undefined) return false;
    if (ti4Technology(technology).faction !== null) return false;
    return !(state.players[holder]?.technologies.includes(technology) ?? true);
  },
  play(tx, holder, _owner, window) {
    if (window?.technology === undefined) return;
    tx.emit({ type: "ti4TechnologiesGained", seat: holder, technologies: [window.technology] });
  },
};

import { flagshipHasAbilityOf } from "./flagshipText.ts";
import type { Ti4SpatialConduitFrame } from "./jolnar.commands.ts";

type SpatialConduit = Extract<Ti4Command, { type: "spatialConduit" }>;

/** Whether `seat` has any unit in the system at `position`: in its space area or on a planet. */
function holdsUnits(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  if (countUnits(unitsIn(system, seat)) > 0) return true;
  return Object.keys(system.planets).some((planet) => countUnits(unitsIn(system, seat, planet as never)) > 0);
}

/** The tactical action under way, when Spatial Conduit Cylinders joins it for `seat`. */
function conduitAction(state: Ti4State, seat: Seat): Ti4TacticalFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return frame?.kind === "ti4Tactical" && frame.seat === seat && frame.conduit ? frame : undefined;
}

/** Spatial Conduit Cylinders: the active system and each other system holding the seat's units are adjacent. */
function conduitAdjacency(state: Ti4State, seat: Seat, position: PositionLabel): PositionLabel[] {
  const action = conduitAction(state, seat);
  if (!action) return [];
  if (position === action.system)
    return systemPositions(state).filter((p) => p !== position && holdsUnits(state, seat, p));
  return holdsUnits(state, seat, position) ? [action.system] : [];
}

const conduitFrame: FrameRules<Ti4, Ti4SpatialConduitFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "spatialConduit",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Spatial Conduit Cylinders: exhaust it so that ${frame.system} is adjacent to every system holding your units for this activation?`,
    },
  ],
};

function spatialConduit(tx: Tx<Ti4>, command: SpatialConduit): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4SpatialConduit")
    throw new Error("Spatial Conduit Cylinders is answered in its window");
  tx.emit({ type: "ti4FramePopped" });
  if (!command.use) return undefined;
  exhaustTechnology(tx, frame.seat, "scc");
  tx.emit({ type: "ti4ConduitOpened", seat: frame.seat, system: frame.system });
  return undefined;
}

/** E-Res Siphons: what it gives. */
const SIPHONED_TRADE_GOODS = 4;

export const TI4_JOLNAR: Ti4Module = {
  id: "jolnar",
  commands: { spatialConduit },
  frames: { ti4SpatialConduit: conduitFrame },
  events: {
    ti4ConduitOpened(draft: Ti4State) {
      const action = draft.stack.findLast((f) => f.kind === "ti4Tactical");
      if (action?.kind === "ti4Tactical") action.conduit = true;
    },
  },
  hooks: {
    extraAdjacency: conduitAdjacency,
    combatRollModifier(state, roll) {
      if (roll.kind !== "combat" || !hasFaction(state, roll.seat, "jolnar")) return 0;
      // Shield Paling: Fragile does not touch the infantry on the mech's planet.
      const place = roll.place;
      if (roll.type === "infantry" && place?.planet !== undefined) {
        const there = unitsIn(state.board[place.position], roll.seat, place.planet);
        if ((there.mech ?? 0) > 0) return 0;
      }
      // Fragile: -1 to each of your combat rolls (LRR 18; combat rolls only, LRR 77.3d, 10).
      return -1;
    },
    extraHitsOnRoll(state, roll, dice) {
      // J.N.S. Hylarim: each 9 or 10 it rolls in combat, before modifiers, scores 2 extra hits.
      if (roll.kind !== "combat" || roll.type !== "flagship") return 0;
      if (!flagshipHasAbilityOf(state, roll.seat, "jolnar")) return 0;
      return 2 * dice.filter((d) => d >= 9).length;
    },
    secondaryResolvesPrimary(state, seat, card) {
      // Brilliant: following Technology, resolve its primary instead. The primary (a free research, a second
      // one optional) gives all the secondary does and more, so it is always taken.
      return card === "technology" && hasFaction(state, seat, "jolnar");
    },
    prerequisitesSkipped(state, seat, technology) {
      // Analytical: 1 prerequisite may be skipped, unless the technology is a unit upgrade.
      if (!hasFaction(state, seat, "jolnar")) return 0;
      return ti4Technology(technology).upgrades === null ? 1 : 0;
    },
    afterSystemActivated(tx, seat, system) {
      // Spatial Conduit Cylinders: the active Jol-Nar (or a Nekro copying it) may join the system to every one
      // holding their units.
      if (
        holdsFactionTechnology(tx.state, seat, "scc") &&
        technologyReady(tx.state, seat, "scc") &&
        holdsUnits(tx.state, seat, system)
      )
        tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4SpatialConduit", seat, system } });
      // E-Res Siphons: another player activates a system holding your ships: exhaust it for 4 trade goods.
      // Taken whenever it may be: it gives the same whenever it is used, and it is ready again next round.
      // Owned, or copied by a Nekro assimilator (the Nekro's own ships then; technology/owned.ts).
      for (const player of tx.state.players) {
        if (player.seat === seat || !holdsFactionTechnology(tx.state, player.seat, "ers")) continue;
        if (!technologyReady(tx.state, player.seat, "ers")) continue;
        const ships = unitsIn(tx.state.board[system], player.seat);
        const any = TI4_SHIP_TYPES.some((type) => (ships[type] ?? 0) > 0);
        if (!any) continue;
        exhaustTechnology(tx, player.seat, "ers");
        tx.emit({
          type: "ti4TradeGoodsChanged",
          seat: player.seat,
          amount: SIPHONED_TRADE_GOODS,
          reason: "E-Res Siphons",
        });
      }
    },
  },
};

/**
 * The bot uses Spatial Conduit Cylinders whenever it is offered [our own choice: the card is ready again next
 * round, and more reach never narrows its movement].
 */
export const JOLNAR_ANSWERS: Ti4Answers = {
  spatialConduit: (_state, d) => [
    { type: "spatialConduit", seat: d.seat, use: true },
    { type: "spatialConduit", seat: d.seat, use: false },
  ],
};
