/**
 * The set-up's decisions (LRR "Setup"): the faction draft, the galaxy built in turn, the choices a faction
 * sheet leaves open and the secret objective kept. Each frame says who must answer; each command checks
 * its answer against the frame and the rules, and a refusal changes nothing.
 */
import {
  type FactionId,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  type Ti4SystemId,
  type Ti4TechnologyId,
  ti4Faction,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import { parseLabel } from "../../galaxy/hex.ts";
import { placeTi4System, type Ti4PlacementState, ti4SeatToPlace } from "../../galaxy/ti4/placement.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import { shuffle } from "../../rng.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type {
  Ti4FactionDraftFrame,
  Ti4Frame,
  Ti4GalaxyBuildFrame,
  Ti4SecretObjectivesFrame,
  Ti4SetupFrame,
  Ti4StartingChoicesFrame,
} from "../frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { advanceSetup, groundForcesToPlace, ti4LayoutOf } from "./steps.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const SETUP = "LRR setup";

function top<K extends Ti4Frame["kind"]>(state: Ti4State, kind: K): Extract<Ti4Frame, { kind: K }> | null {
  const frame = state.stack.at(-1);
  return frame?.kind === kind ? (frame as Extract<Ti4Frame, { kind: K }>) : null;
}

function pop(tx: Ti4Tx): boolean {
  tx.emit({ type: "ti4FramePopped" });
  return true;
}

// --- The faction draft (LRR setup step 2) -------------------------------------------------------------

const factionDraft: FrameRules<Ti4, Ti4FactionDraftFrame> = {
  decisions(_state, frame) {
    const seat = frame.order[frame.index];
    if (seat === undefined) return [];
    return [
      { kind: "pickFaction", seat, simultaneous: false, prompt: "pick a faction", choices: frame.pool },
    ];
  },
  advance: (tx, frame) => frame.index >= frame.order.length && pop(tx),
};

function pickFaction(tx: Ti4Tx, command: CommandOf<"pickFaction">): RuleError | undefined {
  const frame = top(tx.state, "ti4FactionDraft");
  if (!frame) return ruleError("ERR_TI4_NO_DRAFT", SETUP, "No faction draft is under way.");
  const faction = command.faction as FactionId;
  if (!frame.pool.includes(faction)) {
    return ruleError(
      "ERR_TI4_FACTION_TAKEN",
      "LRR setup step 2",
      `${command.faction} is not in the draft's pool: pick one of ${frame.pool.join(", ")}.`,
      { faction: command.faction },
    );
  }
  tx.emit({ type: "ti4FactionPicked", seat: command.seat, faction });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, index: frame.index + 1, pool: frame.pool.filter((f) => f !== faction) },
  });
  return undefined;
}

// --- The galaxy built by the players (LRR setup step 6) -----------------------------------------------

export function placementOf(state: Ti4State, frame: Ti4GalaxyBuildFrame): Ti4PlacementState {
  return {
    setup: ti4LayoutOf(state).setup,
    galaxy: state.galaxy,
    order: frame.order,
    hands: frame.hands,
    turn: frame.turn,
  };
}

const galaxyBuild: FrameRules<Ti4, Ti4GalaxyBuildFrame> = {
  decisions(state, frame) {
    const seat = ti4SeatToPlace(placementOf(state, frame));
    if (seat === null) return [];
    return [{ kind: "placeSystem", seat, simultaneous: false, prompt: "place a system tile from your hand" }];
  },
  advance: (tx, frame) => ti4SeatToPlace(placementOf(tx.state, frame)) === null && pop(tx),
};

function placeSystem(tx: Ti4Tx, command: CommandOf<"placeSystem">): RuleError | undefined {
  const frame = top(tx.state, "ti4GalaxyBuild");
  if (!frame) return ruleError("ERR_TI4_NO_GALAXY_BUILD", SETUP, "The galaxy is not being built now.");
  const placed = placeTi4System(
    placementOf(tx.state, frame),
    command.seat,
    command.tile as Ti4SystemId,
    command.position,
  );
  if (isRuleError(placed)) return placed;
  const position = parseLabel(command.position) as string;
  tx.emit({ type: "ti4SystemPlaced", seat: command.seat, tile: command.tile as Ti4SystemId, position });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, hands: placed.hands as Record<number, Ti4SystemId[]>, turn: placed.turn },
  });
  return undefined;
}

// --- What a faction sheet leaves to its owner (LRR setup steps 10-11) ---------------------------------

const startingChoices: FrameRules<Ti4, Ti4StartingChoicesFrame> = {
  decisions(state, frame) {
    return [
      ...frame.technologies.map((seat) => {
        const { count, from } = startingChoice(state, seat);
        return {
          kind: "chooseStartingTechnologies" as const,
          seat,
          simultaneous: true,
          prompt: `choose ${count} starting ${count === 1 ? "technology" : "technologies"}`,
          choices: from,
        };
      }),
      ...frame.groundForces.map((seat) => ({
        kind: "placeStartingGroundForces" as const,
        seat,
        simultaneous: true,
        prompt: "place your starting ground forces on your home planets",
      })),
    ];
  },
  advance: (tx, frame) => frame.technologies.length + frame.groundForces.length === 0 && pop(tx),
};

/**
 * What a faction sheet lets its owner choose at set-up (the Winnu: any 1 technology without
 * prerequisites), from the boxes of this game only: the sheet's list names every box's (a base game
 * offers no Prophecy of Kings technology).
 */
function startingChoice(state: Ti4State, seat: number): { count: number; from: Ti4TechnologyId[] } {
  const start = ti4Faction(state.players[seat]?.faction as FactionId).startingTechnologies;
  if (start.kind !== "choose") throw new Error("a seat asked to choose technologies its sheet fixes");
  const from = (start.from as Ti4TechnologyId[]).filter((id) =>
    state.config.boxes.includes(ti4Technology(id).box),
  );
  return { count: start.count, from };
}

function chooseStartingTechnologies(
  tx: Ti4Tx,
  command: CommandOf<"chooseStartingTechnologies">,
): RuleError | undefined {
  const frame = top(tx.state, "ti4StartingChoices");
  if (!frame?.technologies.includes(command.seat))
    return ruleError("ERR_TI4_NO_CHOICE", SETUP, "Your faction has no starting technologies to choose now.");
  const start = startingChoice(tx.state, command.seat);
  const chosen = new Set(command.technologies);
  const wrong = command.technologies.find((id) => !start.from.includes(id as Ti4TechnologyId));
  if (chosen.size !== start.count || chosen.size !== command.technologies.length || wrong !== undefined) {
    const named = start.from.map((id) => `${ti4Technology(id).name} (${id})`).join(", ");
    return ruleError(
      "ERR_TI4_STARTING_TECHNOLOGIES",
      "LRR setup step 11 (faction sheet)",
      `Choose ${start.count} different ${start.count === 1 ? "technology" : "technologies"} from ${named}.`,
      { count: start.count },
    );
  }
  tx.emit({
    type: "ti4TechnologiesGained",
    seat: command.seat,
    technologies: command.technologies as Ti4TechnologyId[],
  });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, technologies: frame.technologies.filter((s) => s !== command.seat) },
  });
  return undefined;
}

function placeStartingGroundForces(
  tx: Ti4Tx,
  command: CommandOf<"placeStartingGroundForces">,
): RuleError | undefined {
  const frame = top(tx.state, "ti4StartingChoices");
  if (!frame?.groundForces.includes(command.seat))
    return ruleError("ERR_TI4_NO_CHOICE", SETUP, "You have no starting ground forces to place now.");
  const faction = ti4Faction(tx.state.players[command.seat]?.faction as FactionId);
  const owed = groundForcesToPlace(faction.startingFleet);
  const planets = faction.homePlanets as readonly string[];
  const stranger = command.placements.find((p) => !planets.includes(p.planet));
  const infantry = command.placements.reduce((sum, p) => sum + p.infantry, 0);
  const mech = command.placements.reduce((sum, p) => sum + (p.mech ?? 0), 0);
  if (stranger || infantry !== owed.infantry || mech !== owed.mech) {
    return ruleError(
      "ERR_TI4_STARTING_GROUND_FORCES",
      "LRR setup step 10 (faction sheet)",
      `Place exactly ${owed.infantry} infantry${owed.mech ? ` and ${owed.mech} mech` : ""} on your home planets (${planets.join(", ")}).`,
      { infantry: owed.infantry },
    );
  }
  const onPlanets: Partial<Record<Ti4PlanetId, { infantry?: number; mech?: number }>> = {};
  for (const p of command.placements) {
    const at = onPlanets[p.planet as Ti4PlanetId] ?? {};
    onPlanets[p.planet as Ti4PlanetId] = at;
    if (p.infantry > 0) at.infantry = (at.infantry ?? 0) + p.infantry;
    if (p.mech) at.mech = (at.mech ?? 0) + p.mech;
  }
  tx.emit({ type: "ti4GroundForcesPlaced", seat: command.seat, onPlanets });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, groundForces: frame.groundForces.filter((s) => s !== command.seat) },
  });
  return undefined;
}

// --- The secret objective kept (LRR setup step 12) ----------------------------------------------------

const secretObjectives: FrameRules<Ti4, Ti4SecretObjectivesFrame> = {
  // The two drawn are the player's secret: the decision does not list them (the player's own view does).
  decisions: (_state, frame) =>
    frame.waiting.map((seat) => ({
      kind: "keepSecretObjective" as const,
      seat,
      simultaneous: true,
      prompt: "keep one of your two secret objectives",
    })),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    const shuffled = shuffle(tx.state.rng, tx.state.decks.secretObjectives);
    tx.emit({ type: "ti4SecretDeckShuffled", secretObjectives: shuffled.value, rng: shuffled.rng });
    return pop(tx);
  },
};

function keepSecretObjective(tx: Ti4Tx, command: CommandOf<"keepSecretObjective">): RuleError | undefined {
  const frame = top(tx.state, "ti4SecretObjectives");
  if (!frame?.waiting.includes(command.seat))
    return ruleError("ERR_TI4_NO_SECRET_CHOICE", SETUP, "You have no secret objective to keep now.");
  const drawn = tx.state.players[command.seat]?.secret.secretObjectivesDrawn ?? [];
  if (!drawn.includes(command.objective as Ti4ObjectiveId)) {
    return ruleError(
      "ERR_TI4_SECRET_NOT_DRAWN",
      "LRR setup step 12",
      "Keep one of the two secret objectives you drew (your hand lists them).",
    );
  }
  tx.emit({
    type: "ti4SecretObjectiveKept",
    seat: command.seat,
    objective: command.objective as Ti4ObjectiveId,
    to: command.seat,
  });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, waiting: frame.waiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

export const SETUP_FRAMES = {
  ti4Setup: { decisions: () => [], advance: advanceSetup } satisfies FrameRules<Ti4, Ti4SetupFrame>,
  ti4FactionDraft: factionDraft,
  ti4GalaxyBuild: galaxyBuild,
  ti4StartingChoices: startingChoices,
  ti4SecretObjectives: secretObjectives,
};

export const SETUP_COMMANDS = {
  pickFaction,
  placeSystem,
  chooseStartingTechnologies,
  placeStartingGroundForces,
  keepSecretObjective,
};
