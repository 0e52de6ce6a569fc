/**
 * The set-up of a TI4 game as one frame whose steps run in the LRR's order ("Setup", digest §2): the
 * speaker, the factions, the galaxy, the home systems with their starting units and technologies, the
 * choices a faction sheet leaves open, the decks, the public objectives and the secret objectives. A step
 * that waits for players pushes its frame (choices.ts) and the set-up goes on once it is popped.
 */
import {
  type FactionId,
  KELERES_FACTION_IDS,
  TI4_OBJECTIVE_SETUP,
  TI4_SHIP_TYPES,
  type Ti4PlanetId,
  type Ti4SystemId,
  type Ti4TechnologyId,
  ti4ActionDeck,
  ti4AgendaDeck,
  ti4Faction,
  ti4FactionsFor,
  ti4ObjectiveDeck,
  ti4RelicDeck,
} from "../../../content/ti4/index.ts";
import { autoBuildTi4GalaxyWith } from "../../galaxy/ti4/autoBuild.ts";
import { dealTi4Systems } from "../../galaxy/ti4/deal.ts";
import { type Ti4Layout, ti4GalaxyLayout } from "../../galaxy/ti4/layouts.ts";
import { importTi4MapString } from "../../galaxy/ti4/mapString.ts";
import { startTi4Placement } from "../../galaxy/ti4/placement.ts";
import type { Tx } from "../../kernel/tx.ts";
import { nextInt, shuffle } from "../../rng.ts";
import { isRuleError } from "../../ruleError.ts";
import { ti4CardCarriedOut } from "../actionCards/effects.ts";
import { TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../agenda/effects.ts";
import { TI4_SETUP_STEPS, type Ti4SetupFrame, type Ti4SetupStep } from "../frames.ts";
import { hookAnswers } from "../hooks/index.ts";
import { beginStrategyPhase } from "../round/strategyPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { putGalacticEventsIntoPlay } from "../thundersEdge/galacticEvents.ts";
import { TE_RELICS_NOT_YET_CARRIED_OUT } from "../thundersEdge/relicsNotBuilt.ts";
import { setOutThundersEdge } from "../thundersEdge/setOut.ts";

type Ti4Tx = Tx<Ti4>;

/** The factions a game deals from: its boxes' factions, but not the Keleres, whose set-up is not built. */
export function ti4FactionPool(boxes: Ti4State["config"]["boxes"]): FactionId[] {
  return (
    ti4FactionsFor(boxes)
      .map((f) => f.id)
      .filter((id) => !(KELERES_FACTION_IDS as readonly string[]).includes(id))
      // The Firmament and the Obsidian: Nocturne, the Obsidian are never dealt or drafted; a Firmament
      // player turns into them during the game (factions/firmamentFlip.ts).
      .filter((id) => id !== "obsidian")
  );
}

/** Seats clockwise from the speaker. */
export function fromSpeaker(state: Ti4State): number[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (state.speaker + i) % n);
}

export function ti4LayoutOf(state: Ti4State): Ti4Layout {
  const layout = ti4GalaxyLayout({ players: state.players.length, boxes: state.config.boxes });
  if (isRuleError(layout))
    throw new Error(`a TI4 game was created on an impossible galaxy: ${layout.message}`);
  return layout;
}

function next(tx: Ti4Tx, frame: Ti4SetupFrame): void {
  const step = TI4_SETUP_STEPS[TI4_SETUP_STEPS.indexOf(frame.step) + 1] as Ti4SetupStep;
  tx.emit({ type: "ti4FrameUpdated", frame: { kind: "ti4Setup", step } });
}

/**
 * Runs the set-up's next step; always emits. The frame moves on to the following step first, so a step
 * that waits for players pushes its frame over this one and the set-up resumes after it.
 */
export function advanceSetup(tx: Ti4Tx, frame: Ti4SetupFrame): boolean {
  if (frame.step !== "finish") next(tx, frame);
  STEPS[frame.step](tx);
  return true;
}

const STEPS: Record<Ti4SetupStep, (tx: Ti4Tx) => void> = {
  // LRR setup step 1 (and 80.5): the speaker is chosen at random.
  speaker(tx) {
    const drawn = nextInt(tx.state.rng, tx.state.players.length);
    tx.emit({ type: "ti4SpeakerChosen", seat: drawn.value, rng: drawn.rng });
    // TE "Setup" step 1: once the speaker is known, the galactic events the table chose come into play.
    putGalacticEventsIntoPlay(tx);
  },
  // LRR setup step 2: factions dealt at random, or drafted in turn from the speaker.
  factions(tx) {
    const state = tx.state;
    const pool = ti4FactionPool(state.config.boxes);
    if (state.config.factionAssignment === "draft") {
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4FactionDraft", order: fromSpeaker(state), index: 0, pool },
      });
      return;
    }
    const dealt = shuffle(state.rng, pool);
    const factions = Object.fromEntries(state.players.map((p, i) => [p.seat, dealt.value[i] as FactionId]));
    tx.emit({ type: "ti4FactionsDealt", factions, rng: dealt.rng });
  },
  // LRR setup steps 5-6: Mecatol Rex in the centre, then the galaxy by the table's chosen way.
  galaxy(tx) {
    const state = tx.state;
    const layout = ti4LayoutOf(state);
    if (state.config.galaxyMode === "auto") {
      const built = autoBuildTi4GalaxyWith(layout.setup, state.rng);
      if (isRuleError(built)) throw new Error(`the balanced builder failed: ${built.message}`);
      tx.emit({ type: "ti4GalaxyLaidOut", galaxy: built.value.galaxy, rng: built.rng });
      return;
    }
    if (state.config.galaxyMode === "mapString") {
      const imported = importTi4MapString(state.config.mapString ?? "", layout.setup);
      if (isRuleError(imported))
        throw new Error(`a map string checked at creation fails: ${imported.message}`);
      tx.emit({ type: "ti4GalaxyLaidOut", galaxy: withoutHomes(imported.galaxy, layout) });
      return;
    }
    // Built by the players: every home system (and a layout's red tile next to Mecatol Rex) is on the
    // board first, so placements can be judged by it.
    const order = fromSpeaker(state);
    const deal = dealTi4Systems(layout, state.rng);
    const homes = Object.fromEntries(
      state.players.map((p) => [layout.homes[p.seat] as string, homeTile(p.faction)]),
    );
    const start = startTi4Placement({
      setup: layout.setup,
      order,
      hands: deal.value.hands,
      homes,
      extraRed: deal.value.extraRed,
    });
    if (isRuleError(start)) throw new Error(`the deal does not fit its layout: ${start.message}`);
    const hands = Object.fromEntries(order.map((seat, i) => [seat, [...(deal.value.hands[i] ?? [])]]));
    tx.emit({ type: "ti4SystemsDealt", hands, galaxy: start.galaxy, rng: deal.rng });
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GalaxyBuild", order, hands, turn: 0 } });
  },
  // LRR setup steps 9-10: home systems (seat by seat on the layout's home positions), their planets and the
  // starting units the faction sheet places; the generic promissory notes and the faction's (evolve.ts).
  homes(tx) {
    const layout = ti4LayoutOf(tx.state);
    for (const player of tx.state.players) {
      const faction = ti4Faction(requireFaction(player.faction));
      const position = layout.homes[player.seat] as string;
      if (tx.state.galaxy[position]?.tile !== homeTile(player.faction))
        tx.emit({ type: "ti4SystemPlaced", seat: player.seat, tile: homeTile(player.faction), position });
      const { space, onPlanets } = startingPlaces(
        faction.startingFleet,
        faction.homePlanets as Ti4PlanetId[],
        faction.id === "saar",
      );
      tx.emit({
        type: "ti4HomeSettled",
        seat: player.seat,
        position,
        planets: faction.homePlanets as Ti4PlanetId[],
        space,
        onPlanets,
      });
      const start = faction.startingTechnologies;
      if (start.kind === "fixed" && start.ids.length > 0)
        tx.emit({
          type: "ti4TechnologiesGained",
          seat: player.seat,
          technologies: start.ids as Ti4TechnologyId[],
        });
    }
  },
  // LRR setup steps 10-11: what a sheet leaves to its owner, asked of everyone at once.
  startingChoices(tx) {
    const technologies: number[] = [];
    const groundForces: number[] = [];
    for (const player of tx.state.players) {
      const faction = ti4Faction(requireFaction(player.faction));
      if (faction.startingTechnologies.kind === "choose") technologies.push(player.seat);
      if (groundForcesToPlace(faction.startingFleet).infantry > 0 && faction.homePlanets.length > 1)
        groundForces.push(player.seat);
    }
    if (technologies.length + groundForces.length === 0) return;
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StartingChoices", technologies, groundForces } });
  },
  // LRR setup steps 7-8: the custodians token is on Mecatol Rex from creation; every deck is shuffled.
  decks(tx) {
    const boxes = tx.state.config.boxes;
    let rng = tx.state.rng;
    const deal = <T>(items: readonly T[]): T[] => {
      const drawn = shuffle(rng, items);
      rng = drawn.rng;
      return drawn.value;
    };
    // Only the action cards and agendas the engine carries out are dealt: every card of the base game is;
    // a Thunder's Edge card whose rule is not built yet stays in the box (actionCards/effects.ts).
    const action = deal(
      ti4ActionDeck(boxes)
        .filter((entry) => ti4CardCarriedOut(entry.id))
        .flatMap((entry) => Array(entry.copies).fill(entry.id)),
    );
    const agenda = deal(
      ti4AgendaDeck(boxes)
        .map((a) => a.id)
        .filter((id) => !TI4_AGENDAS_NOT_YET_CARRIED_OUT.includes(id)),
    );
    const secretObjectives = deal(ti4ObjectiveDeck("secret", boxes).map((o) => o.id));
    // Thunder's Edge relics the engine cannot carry out yet are left out, so none is ever drawn.
    const relics = deal(ti4RelicDeck(boxes).filter((id) => !TE_RELICS_NOT_YET_CARRIED_OUT[id]));
    tx.emit({
      type: "ti4DecksShuffled",
      decks: {
        action: { draw: action, discard: [] },
        agenda: { draw: agenda, discard: [] },
        secretObjectives,
        relics,
      },
      rng,
    });
    // TE set-up step 7: the Thunder's Edge token, expedition side up, in a game that plays it.
    setOutThundersEdge(tx);
  },
  // LRR setup step 12: 5 stage I and 5 stage II dealt face down; the speaker reveals the first 2 stage I.
  objectives(tx) {
    const boxes = tx.state.config.boxes;
    const one = shuffle(
      tx.state.rng,
      ti4ObjectiveDeck("stage1", boxes).map((o) => o.id),
    );
    const two = shuffle(
      one.rng,
      ti4ObjectiveDeck("stage2", boxes).map((o) => o.id),
    );
    const stageOne = one.value.slice(0, TI4_OBJECTIVE_SETUP.stage1Dealt);
    const stageTwo = two.value.slice(0, TI4_OBJECTIVE_SETUP.stage2Dealt);
    tx.emit({ type: "ti4PublicObjectivesDealt", stageOne, stageTwo, rng: two.rng });
    for (const objective of stageOne.slice(0, TI4_OBJECTIVE_SETUP.stage1Revealed))
      tx.emit({ type: "ti4ObjectiveRevealed", objective });
  },
  // LRR setup step 12: each player draws 2 secret objectives and keeps 1.
  secretObjectives(tx) {
    for (const seat of fromSpeaker(tx.state)) {
      const objectives = tx.state.decks.secretObjectives.slice(0, TI4_OBJECTIVE_SETUP.secretsDrawn);
      tx.emit({ type: "ti4SecretObjectivesDrawn", seat, objectives, to: seat });
    }
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4SecretObjectives", waiting: tx.state.players.map((p) => p.seat) },
    });
  },
  finish(tx) {
    // TE "Setup" step 1: galactic events that change set-up resolve as it ends.
    for (const answer of hookAnswers(tx.state, "setupEnds")) answer(tx);
    tx.emit({ type: "ti4FramePopped" });
    tx.emit({ type: "ti4SetupFinished" });
    beginStrategyPhase(tx);
    // Choices a galactic event's set-up asks are frames above the strategy phase, answered before any pick.
    for (const answer of hookAnswers(tx.state, "gameBegins")) answer(tx);
  },
};

function requireFaction(faction: FactionId | null): FactionId {
  if (!faction) throw new Error("a home system is settled before its faction is known");
  return faction;
}

/** The tile a faction's home takes on the board (the Creuss Gate stands in for the Creuss home). */
export function homeTile(faction: FactionId | null): Ti4SystemId {
  const sheet = ti4Faction(requireFaction(faction));
  return (sheet.boardTile ?? sheet.homeSystem) as Ti4SystemId;
}

function withoutHomes(galaxy: Ti4State["galaxy"], layout: Ti4Layout): Ti4State["galaxy"] {
  return Object.fromEntries(Object.entries(galaxy).filter(([label]) => !layout.homes.includes(label)));
}

type Fleet = ReturnType<typeof ti4Faction>["startingFleet"];

/** The ground forces a sheet does not place on a named planet (only the Saar's, in the base game and PoK). */
export function groundForcesToPlace(fleet: Fleet): { infantry: number; mech: number } {
  const left = { infantry: fleet.units.infantry ?? 0, mech: fleet.units.mech ?? 0 };
  for (const units of Object.values(fleet.onPlanets)) {
    left.infantry -= units.infantry ?? 0;
    left.mech -= units.mech ?? 0;
  }
  return left;
}

/**
 * Where the starting units go: ships (and the Saar's space dock, which floats: LRR 85 and its sheet) in
 * space; the named ones on their planets; a structure the sheet names no planet for on the first home planet
 * [recalled: the sheet's picture puts it there]; other ground forces on the only home planet, or left to the
 * owner's choice when there are several (startingChoices).
 */
function startingPlaces(
  fleet: Fleet,
  homePlanets: readonly Ti4PlanetId[],
  docksFloat: boolean,
): { space: Ti4UnitCounts; onPlanets: Partial<Record<Ti4PlanetId, Ti4UnitCounts>> } {
  const onPlanets: Partial<Record<Ti4PlanetId, Ti4UnitCounts>> = structuredClone(
    fleet.onPlanets as Partial<Record<Ti4PlanetId, Ti4UnitCounts>>,
  );
  const placed: Ti4UnitCounts = {};
  for (const units of Object.values(onPlanets))
    for (const [type, n] of Object.entries(units ?? {}) as [keyof Ti4UnitCounts, number][])
      placed[type] = (placed[type] ?? 0) + n;
  const space: Ti4UnitCounts = {};
  const ground = groundForcesToPlace(fleet);
  for (const [type, total] of Object.entries(fleet.units) as [keyof Ti4UnitCounts, number][]) {
    const left = total - (placed[type] ?? 0);
    if (left <= 0) continue;
    if (type === "infantry" || type === "mech") continue;
    if (TI4_SHIP_TYPES.includes(type) || (type === "spaceDock" && docksFloat) || homePlanets.length === 0)
      space[type] = left;
    else {
      const planet = homePlanets[0] as Ti4PlanetId;
      onPlanets[planet] = { ...onPlanets[planet], [type]: (onPlanets[planet]?.[type] ?? 0) + left };
    }
  }
  if (homePlanets.length === 1 && ground.infantry + ground.mech > 0) {
    const planet = homePlanets[0] as Ti4PlanetId;
    const units = { ...onPlanets[planet] };
    if (ground.infantry > 0) units.infantry = (units.infantry ?? 0) + ground.infantry;
    if (ground.mech > 0) units.mech = (units.mech ?? 0) + ground.mech;
    onPlanets[planet] = units;
  }
  return { space, onPlanets };
}
