/**
 * The plot cards that act as they are revealed (The Blade's Orchestra turns every plot in play face up as
 * the Firmament become the Obsidian; Marionettes: the players whose tokens lie on a plot are its puppeted
 * players). The cards' texts as the community's web app gives them, AsyncTI4/ti4_web_new:
 * src/entities/data/plots.ts (our own wording in content/ti4/plots.te.ts):
 *  - Seethe: as it is revealed, every unit on 1 non-home planet a puppeted player controls is destroyed (LRR
 *    31: destroyed directly, no sustain damage); at the start of each status phase (LRR 81), 1 of each
 *    puppeted player's infantry, anywhere, is destroyed.
 *  - Extract: as it is revealed, the Obsidian gain 1 non-faction technology a puppeted player owns.
 * The Obsidian choose: each is a frame of its own (`ti4PlotReveal`, `ti4Seethe`), pushed only when there is
 * something to choose. With several puppeted players on one plot the choice is among all of theirs, and
 * the status phase takes 1 infantry of each [our reading: the card speaks of "the puppeted player"].
 *
 * Extract's later part (when a puppeted player gains a non-faction technology, the Obsidian may spend 4
 * resources to gain it too) is in firmamentExtract.ts.
 */
import { type Ti4PlanetId, type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { isHomeSystem } from "../actionCards/effect.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4PlotRevealFrame, Ti4SeetheFrame } from "./firmament.frames.ts";
import { puppetedThrough } from "./firmamentPlotEffects.ts";
import { plotsOf } from "./firmamentPlots.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
const SEETHE = "TE Marionettes: Seethe";
const EXTRACT = "TE Marionettes: Extract";

/** Seethe's targets: the non-home planets on the board that `puppets` control. */
export function seetheTargets(state: Ti4State, puppets: readonly Seat[]): Ti4PlanetId[] {
  return puppets.flatMap((seat) =>
    (Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[]).filter((planet) => {
      const at = positionOfPlanet(state, planet);
      return at !== null && !isHomeSystem(state, at);
    }),
  );
}

/** Extract's targets: the non-faction technologies `puppets` own that the Obsidian `seat` does not. */
export function extractTargets(state: Ti4State, seat: Seat, puppets: readonly Seat[]): Ti4TechnologyId[] {
  const own = state.players[seat]?.technologies ?? [];
  const owned = puppets.flatMap((p) => state.players[p]?.technologies ?? []);
  return [...new Set(owned)].filter((tech) => ti4Technology(tech).faction === null && !own.includes(tech));
}

/** Where `of` has infantry: each place as a position and a planet (null: the space area). */
export function infantryPlaces(
  state: Ti4State,
  of: Seat,
): { position: PositionLabel; planet: Ti4PlanetId | null }[] {
  return Object.entries(state.board).flatMap(([position, system]) => [
    ...(system.space.some((f) => f.seat === of && (f.units.infantry ?? 0) > 0)
      ? [{ position, planet: null }]
      : []),
    ...(Object.entries(system.planets) as [Ti4PlanetId, typeof system.space | undefined][])
      .filter(([, forces]) => (forces ?? []).some((f) => f.seat === of && (f.units.infantry ?? 0) > 0))
      .map(([planet]) => ({ position, planet })),
  ]);
}

function choices(state: Ti4State, frame: Ti4PlotRevealFrame): string[] {
  return frame.plot === "seethe"
    ? seetheTargets(state, frame.puppets)
    : extractTargets(state, frame.seat, frame.puppets);
}

/** The Blade's Orchestra has just turned `seat`'s plots face up: Seethe and Extract ask for their targets. */
export function revealPlots(tx: Ti4Tx, seat: Seat): void {
  const frames: Ti4PlotRevealFrame[] = [];
  for (const plot of ["seethe", "extract"] as const) {
    const puppets = puppetedThrough(tx.state, seat, plot);
    if (puppets.length === 0) continue;
    const frame: Ti4PlotRevealFrame = { kind: "ti4PlotReveal", seat, plot, puppets };
    if (choices(tx.state, frame).length > 0) frames.push(frame);
  }
  // The stack resolves its top first: Seethe (placed first) is chosen first [our reading: any order].
  for (const frame of frames.reverse()) tx.emit({ type: "ti4FramePushed", frame });
}

const revealing: FrameRules<Ti4, Ti4PlotRevealFrame> = {
  decisions: (state, f) => [
    {
      kind: f.plot === "seethe" ? "seethePlanet" : "extractTechnology",
      seat: f.seat,
      simultaneous: false,
      prompt:
        f.plot === "seethe"
          ? "Seethe is revealed: choose a non-home planet a puppeted player controls; every unit on it is destroyed"
          : "Extract is revealed: choose a non-faction technology a puppeted player owns, and gain it",
      choices: choices(state, f),
    },
  ],
  advance(tx, f) {
    if (choices(tx.state, f).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function revealFrame(
  state: Ti4State,
  seat: Seat,
  plot: "seethe" | "extract",
): Ti4PlotRevealFrame | undefined {
  const top = state.stack.at(-1);
  return top?.kind === "ti4PlotReveal" && top.seat === seat && top.plot === plot ? top : undefined;
}

function seethePlanet(tx: Ti4Tx, command: CommandOf<"seethePlanet">): RuleError | undefined {
  const frame = revealFrame(tx.state, command.seat, "seethe");
  if (!frame)
    return ruleError("ERR_TI4_SEETHE", SEETHE, "Seethe destroys a planet's units only as it is revealed.");
  if (!seetheTargets(tx.state, frame.puppets).includes(command.planet))
    return ruleError(
      "ERR_TI4_SEETHE",
      SEETHE,
      `${command.planet} is not a non-home planet a puppeted player controls (${seetheTargets(tx.state, frame.puppets).join(", ")}).`,
      { planet: command.planet },
    );
  tx.emit({ type: "ti4FramePopped" });
  const position = positionOfPlanet(tx.state, command.planet) as PositionLabel;
  for (const force of [...(tx.state.board[position]?.planets[command.planet] ?? [])])
    destroyUnitsDirectly(tx, {
      seat: force.seat,
      place: { position, planet: command.planet },
      units: force.units,
      ...(force.damaged ? { damaged: force.damaged } : {}),
      cause: "Seethe",
    });
  return undefined;
}

function extractTechnology(tx: Ti4Tx, command: CommandOf<"extractTechnology">): RuleError | undefined {
  const frame = revealFrame(tx.state, command.seat, "extract");
  if (!frame)
    return ruleError("ERR_TI4_EXTRACT", EXTRACT, "Extract gives a technology only as it is revealed.");
  if (!extractTargets(tx.state, command.seat, frame.puppets).includes(command.technology))
    return ruleError(
      "ERR_TI4_EXTRACT",
      EXTRACT,
      `${command.technology} is not a non-faction technology a puppeted player owns and you lack (${extractTargets(tx.state, command.seat, frame.puppets).join(", ")}).`,
      { technology: command.technology },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4TechnologiesGained", seat: command.seat, technologies: [command.technology] });
  return undefined;
}

/** LRR 81: at the start of the status phase, Seethe asks for 1 infantry of each puppeted player that has any. */
function statusPhaseStarted(tx: Ti4Tx): void {
  for (const player of tx.state.players) {
    if (!plotsOf(tx.state, player.seat).some((p) => p.id === "seethe")) continue;
    const puppets = puppetedThrough(tx.state, player.seat, "seethe").filter(
      (p) => infantryPlaces(tx.state, p).length > 0,
    );
    if (puppets.length > 0)
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Seethe", seat: player.seat, puppets } });
  }
}

const seething: FrameRules<Ti4, Ti4SeetheFrame> = {
  decisions: (_state, f) => [
    {
      kind: "seetheInfantry",
      seat: f.seat,
      simultaneous: false,
      prompt: "Seethe: choose 1 infantry of each puppeted player, anywhere; it is destroyed",
    },
  ],
  advance(tx, f) {
    if (f.puppets.some((p) => infantryPlaces(tx.state, p).length > 0)) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function seetheInfantry(tx: Ti4Tx, command: CommandOf<"seetheInfantry">): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4Seethe" || top.seat !== command.seat)
    return ruleError("ERR_TI4_SEETHE", SEETHE, "Seethe destroys infantry only as the status phase starts.");
  const { of, position, planet } = command;
  if (!top.puppets.includes(of))
    return ruleError("ERR_TI4_SEETHE", SEETHE, "That player is not one whose infantry Seethe destroys now.", {
      of,
    });
  if (!infantryPlaces(tx.state, of).some((p) => p.position === position && p.planet === planet))
    return ruleError("ERR_TI4_SEETHE", SEETHE, "That player has no infantry there.", { position });
  const left = top.puppets.filter((p) => p !== of);
  if (left.length > 0) tx.emit({ type: "ti4FrameUpdated", frame: { ...top, puppets: left } });
  else tx.emit({ type: "ti4FramePopped" });
  destroyUnitsDirectly(tx, {
    seat: of,
    place: planet === null ? { position } : { position, planet },
    units: { infantry: 1 },
    cause: "Seethe",
  });
  return undefined;
}

export const TI4_FIRMAMENT_PLOT_REVEALS: Ti4Module = {
  id: "firmamentPlotReveals",
  commands: { seethePlanet, extractTechnology, seetheInfantry },
  frames: { ti4PlotReveal: revealing, ti4Seethe: seething },
  hooks: { statusPhaseStarted },
};
