/**
 * The Obsidian's faction technologies (TE faction sheet; content/ti4/technologies.factions.te.ts), the
 * Firmament's two cards turned over (firmamentFlip.ts); never researched, only gained (TE "Clarifications"):
 *  - Neural Parasite: at the start of the Obsidian's turn (LRR 3, hook turnStarted), 1 of another player's
 *    infantry in or next to (LRR 6) a system holding Obsidian infantry is destroyed (LRR 31). It is not a
 *    "may": with infantry to destroy, one is. The Obsidian choose which (frame `teNeuralParasite`, command
 *    `neuralParasite`); with one choice only it is destroyed at once. Infantry in a space area count (they
 *    are in the system) [our reading].
 *  - Planesplitter: as the Obsidian perform a strategic action (LRR 82, its primary; not an action card's
 *    resolving of a primary, TE Overrule), they may move an ingress token into a system that holds or is
 *    next to their units (frame `tePlanesplitter`, commands `planesplitterMove` and `planesplitterDecline`),
 *    asked once the primary ability has resolved [our reading of "when": the hook point asks before the
 *    ability's own frames, and ours lies under them]. As when ingress tokens are placed (ingress.ts), the
 *    token goes to a system outside The Fracture that holds no ingress already [our reading].
 * Texts: AsyncTI4/TI4_map_generator_bot@0c981a13bc5ee2b5163fd0c01644ed80f67b6c9b:src/main/resources/data/technologies/te_techs.json.
 *
 * The bot destroys the first infantry offered and never moves an ingress token [our own choice].
 */
import type { Ti4PlanetId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { forcesIn } from "../board/forces.ts";
import { systemPositions, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { fractureInPlay, inFracture } from "../thundersEdge/fracture.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import type { TeNeuralParasiteFrame, TePlanesplitterFrame, Ti4ObsidianEvent } from "./obsidian.commands.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
const PARASITE_RULE = "TE Neural Parasite (the Obsidian)";
const PLANESPLITTER_RULE = "TE Planesplitter (the Obsidian)";

function owns(state: Ti4State, seat: Seat, technology: "parasite-obs" | "planesplitter-obs"): boolean {
  return (
    playsThundersEdge(state) &&
    hasFaction(state, seat, "obsidian") &&
    (state.players[seat]?.technologies.includes(technology) ?? false)
  );
}

// ---- Neural Parasite ----

/** One infantry Neural Parasite may destroy: whose, and where (planet null: the space area). */
export interface ParasiteTarget {
  position: PositionLabel;
  planet: Ti4PlanetId | null;
  owner: Seat;
}

export function parasiteKey(t: ParasiteTarget): string {
  return `${t.position}:${t.planet ?? "space"}:${t.owner}`;
}

function infantryIn(state: Ti4State, position: PositionLabel, seat: Seat): boolean {
  const system = state.board[position];
  if (!system) return false;
  const places = [system.space, ...Object.values(system.planets)];
  return places.some((forces) => forces?.some((f) => f.seat === seat && (f.units.infantry ?? 0) > 0));
}

/** Every other player's infantry in or next to a system holding `seat`'s infantry, one entry per place. */
export function parasiteTargets(state: Ti4State, seat: Seat): ParasiteTarget[] {
  const reached = new Set<PositionLabel>();
  for (const position of Object.keys(state.board))
    if (infantryIn(state, position, seat)) {
      reached.add(position);
      for (const next of ti4Neighbours(state, position)) reached.add(next);
    }
  const out: ParasiteTarget[] = [];
  for (const position of [...reached].sort()) {
    const system = state.board[position];
    if (!system) continue;
    const places: [Ti4PlanetId | null, readonly { seat: Seat; units: { infantry?: number } }[]][] = [
      [null, forcesIn(system)],
      ...(Object.keys(system.planets) as Ti4PlanetId[]).map(
        (planet): [Ti4PlanetId, ReturnType<typeof forcesIn>] => [planet, forcesIn(system, planet)],
      ),
    ];
    for (const [planet, forces] of places)
      for (const force of forces)
        if (force.seat !== seat && (force.units.infantry ?? 0) > 0)
          out.push({ position, planet, owner: force.seat });
  }
  return out;
}

function destroyInfantry(tx: Ti4Tx, target: ParasiteTarget): void {
  const system = tx.state.board[target.position];
  const force = forcesIn(system, target.planet ?? undefined).find((f) => f.seat === target.owner);
  const there = force?.units.infantry ?? 0;
  // A damaged infantry (none sustains damage in the base game) goes last.
  const damaged = there - (force?.damaged?.infantry ?? 0) > 0 ? 0 : 1;
  const place =
    target.planet === null
      ? { position: target.position }
      : { position: target.position, planet: target.planet };
  destroyUnitsDirectly(tx, {
    seat: target.owner,
    place,
    units: { infantry: 1 },
    damaged: { infantry: damaged },
    cause: "Neural Parasite",
  });
}

function turnStarted(tx: Ti4Tx, seat: Seat): void {
  if (!owns(tx.state, seat, "parasite-obs")) return;
  const targets = parasiteTargets(tx.state, seat);
  const only = targets.length === 1 ? targets[0] : undefined;
  if (only) destroyInfantry(tx, only);
  else if (targets.length > 1) {
    const frame: TeNeuralParasiteFrame = { kind: "teNeuralParasite", seat };
    tx.emit({ type: "ti4FramePushed", frame });
  }
}

const parasiteFrame: FrameRules<Ti4, TeNeuralParasiteFrame> = {
  decisions: (state, frame) => [
    {
      kind: "neuralParasite",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Neural Parasite: destroy 1 of another player's infantry in or next to a system holding your infantry",
      choices: parasiteTargets(state, frame.seat).map(parasiteKey),
    },
  ],
  advance(tx, frame) {
    if (parasiteTargets(tx.state, frame.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function neuralParasite(tx: Ti4Tx, command: CommandOf<"neuralParasite">): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "teNeuralParasite" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_NEURAL_PARASITE",
      PARASITE_RULE,
      "Neural Parasite destroys an infantry only as the Obsidian's turn begins.",
    );
  const wanted = parasiteKey({ position: command.position, planet: command.planet, owner: command.owner });
  const target = parasiteTargets(tx.state, command.seat).find((t) => parasiteKey(t) === wanted);
  if (!target)
    return ruleError(
      "ERR_TI4_NEURAL_PARASITE",
      PARASITE_RULE,
      "Neural Parasite destroys another player's infantry in or next to a system that holds your infantry: there is none such there.",
      { position: command.position, planet: command.planet ?? "space", owner: command.owner },
    );
  tx.emit({ type: "ti4FramePopped" });
  destroyInfantry(tx, target);
  return undefined;
}

// ---- Planesplitter ----

/** The systems an ingress token may go to: outside The Fracture, without one, holding or next to `seat`'s units. */
export function planesplitterDestinations(state: Ti4State, seat: Seat): PositionLabel[] {
  const ingress = state.fracture?.ingress ?? [];
  const near = new Set<PositionLabel>();
  for (const position of systemPositions(state))
    if (hasUnitsIn(state, seat, position)) {
      near.add(position);
      for (const next of ti4Neighbours(state, position)) near.add(next);
    }
  return [...near].filter((p) => !inFracture(state, p) && !ingress.includes(p)).sort();
}

/** Every move Planesplitter offers, as "from>to". */
export function planesplitterMoves(state: Ti4State, seat: Seat): string[] {
  if (!fractureInPlay(state)) return [];
  const ingress = state.fracture?.ingress ?? [];
  const to = planesplitterDestinations(state, seat);
  return ingress.flatMap((from) => to.map((dest) => `${from}>${dest}`));
}

function afterStrategyCardAbility(
  tx: Ti4Tx,
  seat: Seat,
  _card: Ti4StrategyCardId,
  ability: "primary" | "secondary",
): void {
  if (ability !== "primary" || !owns(tx.state, seat, "planesplitter-obs")) return;
  const top = tx.state.stack.at(-1);
  // An action card resolving a primary for its player alone is no strategic action (TE Overrule).
  if (top?.kind === "ti4StrategicAction" && (top.seat !== seat || top.only !== undefined)) return;
  if (planesplitterMoves(tx.state, seat).length === 0) return;
  const frame: TePlanesplitterFrame = { kind: "tePlanesplitter", seat };
  tx.emit({ type: "ti4FramePushed", frame });
}

const planesplitterFrame: FrameRules<Ti4, TePlanesplitterFrame> = {
  decisions: (state, frame) => [
    {
      kind: "planesplitterDecline",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Planesplitter: move no ingress token",
    },
    {
      kind: "planesplitterMove",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Planesplitter: move an ingress token into a system that holds or is next to your units",
      choices: planesplitterMoves(state, frame.seat),
    },
  ],
};

function planesplitterAsked(state: Ti4State, seat: Seat): RuleError | undefined {
  const top = state.stack.at(-1);
  if (top?.kind === "tePlanesplitter" && top.seat === seat) return undefined;
  return ruleError(
    "ERR_TI4_PLANESPLITTER",
    PLANESPLITTER_RULE,
    "Planesplitter moves an ingress token only as you perform a strategic action.",
  );
}

function planesplitterMove(tx: Ti4Tx, command: CommandOf<"planesplitterMove">): RuleError | undefined {
  const asked = planesplitterAsked(tx.state, command.seat);
  if (asked) return asked;
  if (!planesplitterMoves(tx.state, command.seat).includes(`${command.from}>${command.to}`))
    return ruleError(
      "ERR_TI4_PLANESPLITTER",
      PLANESPLITTER_RULE,
      `Planesplitter moves an ingress token into a system outside The Fracture, without one, that holds or is next to your units: ${command.from} to ${command.to} is not such a move.`,
      { from: command.from, to: command.to },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4IngressMoved", seat: command.seat, from: command.from, to: command.to });
  return undefined;
}

function planesplitterDecline(tx: Ti4Tx, command: CommandOf<"planesplitterDecline">): RuleError | undefined {
  const asked = planesplitterAsked(tx.state, command.seat);
  if (asked) return asked;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

function ingressMoved(draft: Ti4State, e: Extract<Ti4ObsidianEvent, { type: "ti4IngressMoved" }>): void {
  if (!draft.fracture) throw new Error("an ingress moves only while The Fracture is in play");
  draft.fracture.ingress = draft.fracture.ingress.map((p) => (p === e.from ? e.to : p));
}

export const OBSIDIAN_TECHNOLOGY_ANSWERS: Ti4Answers = {
  neuralParasite: (state, decision) =>
    parasiteTargets(state, decision.seat).map((t) => ({
      type: "neuralParasite",
      seat: decision.seat,
      position: t.position,
      planet: t.planet,
      owner: t.owner,
    })),
  planesplitterDecline: (_state, decision) => [{ type: "planesplitterDecline", seat: decision.seat }],
};

export const TI4_OBSIDIAN_TECHNOLOGIES: Ti4Module = {
  id: "obsidianTechnologies",
  commands: { neuralParasite, planesplitterMove, planesplitterDecline },
  frames: { teNeuralParasite: parasiteFrame, tePlanesplitter: planesplitterFrame },
  events: { ti4IngressMoved: ingressMoved },
  hooks: { turnStarted, afterStrategyCardAbility },
};
