/**
 * The three ways a galaxy is made, chosen when the game is created: built by the bot (balanced), read
 * from a map string, or built by the players (RR §3 step 9) through decisions. Home positions and the
 * 5- and 7-player compensation follow the layout's seat order, which starts with the Speaker.
 */
import { homeSystemId, type RaceId, type SystemId } from "../../content/index.ts";
import type { GalaxyBuildFrame } from "../frames.ts";
import { autoBuildGalaxyWith } from "../galaxy/autoBuild.ts";
import { dealGalaxySystems } from "../galaxy/dealing.ts";
import { labelOf, MECATOL_LABEL, ringHexes } from "../galaxy/hex.ts";
import { type GalaxyLayout, type GalaxySetup, galaxyLayout } from "../galaxy/layouts.ts";
import { importMapString } from "../galaxy/mapString.ts";
import { type PlacementState, startPlacement } from "../galaxy/placement.ts";
import { rulebookFor } from "../rulebook.ts";
import { isRuleError, type RuleError } from "../ruleError.ts";
import { clockwiseFrom } from "../rules/players.ts";
import type { GameConfig, GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

/** The galaxy's shape, with the tiles the game's options add (Hope's End's Gravity Rift). */
export function galaxySetupOf(config: GameConfig, players: number): GalaxySetup {
  const added = rulebookFor("ti3")
    .answersFor(config.options, "galaxyTilesAdded")
    .flatMap((tiles) => tiles());
  return { players, boxes: config.boxes, larger: config.largerGalaxy, ...(added.length ? { added } : {}) };
}

/** Seats in layout order: the Speaker is the layout's first seat, then clockwise. */
export function layoutOrder(state: GameState): Seat[] {
  return clockwiseFrom(state, state.speaker);
}

/** Checks a map string when the game is created, so a bad one is refused before anyone plays. */
export function checkMapString(config: GameConfig, players: number): RuleError | undefined {
  if (config.galaxyMode !== "mapString") return undefined;
  const imported = importMapString(config.mapString ?? "", galaxySetupOf(config, players));
  return isRuleError(imported) ? imported : undefined;
}

export function buildGalaxy(tx: Tx): RuleError | undefined {
  const setup = galaxySetupOf(tx.state.config, tx.state.players.length);
  switch (tx.state.config.galaxyMode) {
    case "auto":
      return buildAutomatically(tx, setup);
    case "mapString":
      return buildFromMapString(tx, setup);
    case "playerBuilt":
      return startPlayerBuilding(tx, setup);
  }
}

function placeHomes(tx: Tx, homes: readonly PositionLabel[]): void {
  layoutOrder(tx.state).forEach((seat, k) => {
    const position = homes[k];
    if (position !== undefined) tx.emit({ type: "homeSystemPlaced", seat, position });
  });
}

function buildAutomatically(tx: Tx, setup: GalaxySetup): RuleError | undefined {
  const built = autoBuildGalaxyWith(setup, tx.state.rng);
  if (isRuleError(built)) return built;
  tx.emit({ type: "galaxyTilesPlaced", tiles: { ...built.value.galaxy }, rng: built.rng });
  placeHomes(tx, built.value.homes);
  return undefined;
}

/** A map string's Home positions are used; the races at them are the game's own (named home tiles are ignored). */
function buildFromMapString(tx: Tx, setup: GalaxySetup): RuleError | undefined {
  const imported = importMapString(tx.state.config.mapString ?? "", setup);
  if (isRuleError(imported)) return imported;
  const homes = new Set(imported.homes);
  const tiles = Object.fromEntries(
    Object.entries(imported.galaxy).filter(([position]) => !homes.has(position)),
  );
  tx.emit({ type: "galaxyTilesPlaced", tiles });
  placeHomes(tx, imported.homes);
  return undefined;
}

function startPlayerBuilding(tx: Tx, setup: GalaxySetup): RuleError | undefined {
  const layout = galaxyLayout(setup);
  if (isRuleError(layout)) return layout;
  const order = layoutOrder(tx.state);
  const deal = dealGalaxySystems(layout, tx.state.rng);
  const faceDown = faceDownPositions(layout, deal.value.faceDown);
  const homes: Record<PositionLabel, SystemId> = {};
  order.forEach((seat, k) => {
    homes[layout.homes[k] as PositionLabel] = homeSystemId(tx.state.players[seat]?.race as RaceId);
  });
  const start = startPlacement({ setup, order, hands: deal.value.hands, faceDown, homes });
  if (isRuleError(start)) return start;
  if (Object.keys(faceDown).length > 0) tx.emit({ type: "faceDownSystemsSet", systems: faceDown });
  order.forEach((seat, k) => {
    tx.emit({
      type: "galaxyTilesDealt",
      seat,
      tiles: [...(deal.value.hands[k] ?? [])],
      ...(k === 0 ? { rng: deal.rng } : {}),
    });
  });
  placeHomes(tx, layout.homes);
  tx.emit({ type: "galaxyTilesPlaced", tiles: { ...start.galaxy } });
  const frame: GalaxyBuildFrame = {
    kind: "galaxyBuild",
    order,
    turn: 0,
    lastPlaced: {},
    pendingHomes: { ...start.pendingHomes },
  };
  tx.emit({ type: "framePushed", frame });
  return undefined;
}

/**
 * Where the face-down systems lie (Base p.32; SE p.8): the first player places them next to Mecatol Rex;
 * Mecatol puts them on the ring-1 positions spread evenly round the centre. [decision: no player choice]
 */
function faceDownPositions(
  layout: GalaxyLayout,
  tiles: readonly SystemId[],
): Record<PositionLabel, SystemId> {
  const ring = ringHexes(1)
    .map((hex) => labelOf(hex) as PositionLabel)
    .filter((l) => l !== MECATOL_LABEL);
  const step = tiles.length > 0 ? ring.length / tiles.length : 1;
  const out: Record<PositionLabel, SystemId> = {};
  tiles.forEach((tile, i) => {
    out[ring[Math.floor(i * step)] as PositionLabel] = tile;
  });
  return layout.faceDown === tiles.length ? out : {};
}

/** The placement state the galaxy rules read, rebuilt from the game state and the frame. */
export function placementState(state: GameState, frame: GalaxyBuildFrame): PlacementState {
  const hands: Record<Seat, readonly SystemId[]> = {};
  for (const seat of frame.order) hands[seat] = state.players[seat]?.secret.galaxyTiles ?? [];
  return {
    setup: galaxySetupOf(state.config, state.players.length),
    galaxy: { ...state.galaxy },
    faceDown: { ...state.decks.faceDownSystems },
    pendingHomes: { ...frame.pendingHomes },
    order: frame.order,
    hands,
    lastPlaced: { ...frame.lastPlaced } as Record<Seat, SystemId>,
    turn: frame.turn,
  };
}
