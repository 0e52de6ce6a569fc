/**
 * What each Thunder's Edge legendary planet ability card does (TE rulebook "Legendary Planets"; the cards
 * as public rulings give them, our wording in content/ti4/legendary.te.ts): a table by planet of its window,
 * the targets it may act on now (a card with none is not offered), why a target is refused, and how it
 * resolves once its card is exhausted (legendary.ts). A Song Like Marrow is never used: a standing rule
 * carries it (legendary.ts, LEGENDARY_PASSIVE says so to whoever tries); the cards whose effect needs a part
 * the engine does not have are refused with the reason (LEGENDARY_NOT_BUILT).
 */
import {
  isTi4PlanetId,
  TI4_SHIP_TYPES,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  type Ti4RelicId,
  type Ti4TechnologyId,
  type Ti4UnitType,
  teLegendaryAbility,
  ti4Faction,
  ti4Planet,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { drawActionCards } from "../actionCards/deck.ts";
import { controllerOf, forcesIn } from "../board/forces.ts";
import { planetsAt, systemPositions } from "../board/galaxy.ts";
import { hookAnswers } from "../hooks/index.ts";
import { drawSecretObjective } from "../objectives/scoring.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ti4Reinforcements } from "../units.ts";
import type { TeLegendaryMoment } from "./forms.ts";
import { SALVAGE_STOCKING } from "./salvageYard.ts";

type Ti4Tx = Tx<Ti4>;

export interface LegendaryUse {
  readonly moment: TeLegendaryMoment | "action";
  /** What the card may act on now ("" when it takes no target); none: not offered. */
  readonly targets: (state: Ti4State, seat: Seat) => string[];
  readonly resolve: (tx: Ti4Tx, seat: Seat, target: string | undefined) => RuleError | undefined;
}

const RULE = "TE Legendary Planets";

/** A target the card does not offer now is refused with the card's name. */
export function targetRefused(
  use: LegendaryUse,
  state: Ti4State,
  seat: Seat,
  planet: string,
  target: string | undefined,
): RuleError | undefined {
  const offered = use.targets(state, seat);
  if (offered.includes(target ?? "")) return undefined;
  const name = teLegendaryAbility(planet)?.name ?? planet;
  return ruleError(
    "ERR_TI4_LEGENDARY_TARGET",
    RULE,
    offered.length === 0
      ? `${name} has nothing to act on now.`
      : `${name} acts on one of ${offered.map((t) => `"${t}"`).join(", ")}, not "${target ?? ""}".`,
  );
}

/** The Galactic Council (Mecatol Rex): an unscored secret objective swapped for the deck's top one. */
const galacticCouncil: LegendaryUse = {
  moment: "endOfTurn",
  targets: (state, seat) =>
    state.decks.secretObjectives.length > 0 ? [...(state.players[seat]?.secret.secretObjectives ?? [])] : [],
  resolve(tx, seat, target) {
    // Drawn first, so the one discarded (to the bottom of the deck) cannot come straight back.
    drawSecretObjective(tx, seat);
    tx.emit({ type: "ti4SecretObjectiveReturned", seat, objective: target as Ti4ObjectiveId, to: seat });
    return undefined;
  },
};

/** The Acropolis (Emelpar): another exhausted component of the holder readied; never a strategy card. */
const acropolis: LegendaryUse = {
  moment: "endOfTurn",
  targets(state, seat) {
    const player = state.players[seat];
    if (!player) return [];
    const planets = Object.entries(player.planets)
      .filter(([, card]) => card?.exhausted)
      .map(([planet]) => `planet:${planet}`);
    const technologies = (player.exhaustedTechnologies ?? []).map((t) => `technology:${t}`);
    const relics = (player.relics ?? []).filter((r) => r.exhausted).map((r) => `relic:${r.id}`);
    const cards = (state.exhaustedLegendary ?? [])
      .filter((p) => (p as string) !== "emelpar" && controllerOf(state, p) === seat)
      .map((p) => `legendary:${p}`);
    return [...planets, ...technologies, ...relics, ...cards];
  },
  resolve(tx, seat, target) {
    const [kind, id] = (target ?? "").split(":") as [string, string];
    if (kind === "planet") tx.emit({ type: "ti4PlanetsReadied", seat, planets: [id as Ti4PlanetId] });
    if (kind === "technology")
      tx.emit({ type: "ti4TechnologiesReadied", seat, technologies: [id as Ti4TechnologyId] });
    if (kind === "relic") tx.emit({ type: "ti4RelicsReadied", seat, relics: [id as Ti4RelicId] });
    if (kind === "legendary") tx.emit({ type: "ti4LegendaryReadied", planets: [id as Ti4PlanetId] });
    return undefined;
  },
};

/**
 * Jupiter Brain (Thunder's Edge): the holder takes one more action; not after passing (LRR 3.4: a player
 * who has passed takes no more actions [our reading]).
 */
const jupiterBrain: LegendaryUse = {
  moment: "endOfTurn",
  targets: (state, seat) => (state.players[seat]?.passed || state.extraAction ? [] : [""]),
  resolve(tx, seat) {
    // Taken once every window of the turn's end is closed (round/actionPhase.ts); the turn then ends again.
    tx.emit({ type: "ti4ExtraActionGranted", seat, after: null });
    return undefined;
  },
};

const POOLS = ["tactic", "fleet", "strategy"] as const;

/** 4X41D "Hyperion" V1 (Ordinian): 1 action card and 1 command token, into the pool named. */
const hyperion: LegendaryUse = {
  moment: "passing",
  targets: () => [...POOLS],
  resolve(tx, seat, target) {
    drawActionCards(tx, seat, 1);
    const pool = target as (typeof POOLS)[number];
    tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { [pool]: 1 }, reason: "4X41D 'Hyperion' V1" });
    return undefined;
  },
};

function homePlanets(state: Ti4State): Set<string> {
  return new Set(state.players.flatMap((p) => (p.faction ? ti4Faction(p.faction).homePlanets : [])));
}

/**
 * Maxis Central Control's planets: not home planets, not legendary, with no units and nothing attached (a
 * law elected onto it), nor Mecatol Rex (our reading: its custodians token is taken only by landing), nor
 * one the holder already controls.
 */
function maxisPlanets(state: Ti4State, seat: Seat): string[] {
  const homes = homePlanets(state);
  const attached = new Set((state.laws ?? []).map((law) => law.elected));
  const out: string[] = [];
  for (const position of systemPositions(state))
    for (const planet of planetsAt(state, position)) {
      if (homes.has(planet) || attached.has(planet) || planet === "mecatolrex") continue;
      if (!isTi4PlanetId(planet) || ti4Planet(planet).legendary || teLegendaryAbility(planet)) continue;
      if (controllerOf(state, planet) === seat) continue;
      const units = forcesIn(state.board[position], planet).some((f) =>
        Object.values(f.units).some((n) => n),
      );
      if (!units) out.push(planet);
    }
  return out;
}

/** Maxis Central Control (Faunus): the planet named taken, its card exhausted as a gained planet is. */
const maxisCentralControl: LegendaryUse = {
  moment: "passing",
  targets: maxisPlanets,
  resolve(tx, seat, target) {
    const planet = target as Ti4PlanetId;
    const from = controllerOf(tx.state, planet);
    tx.emit({ type: "ti4PlanetGained", seat, planet, exhausted: true, from });
    for (const answer of hookAnswers(tx.state, "planetControlGained")) answer(tx, { seat, planet, from });
    return undefined;
  },
};

/** Where `seat` has ships in space. */
function positionsWithShips(state: Ti4State, seat: Seat): PositionLabel[] {
  return Object.entries(state.board)
    .filter(([, system]) =>
      system.space.some((f) => f.seat === seat && TI4_SHIP_TYPES.some((t) => (f.units[t] ?? 0) > 0)),
    )
    .map(([position]) => position);
}

/** Aurex Mechanica's ships: a type whose unit upgrade the holder owns, still in reinforcements. */
function mechanicaTargets(state: Ti4State, seat: Seat): string[] {
  const owned = state.players[seat]?.technologies ?? [];
  const types = [
    ...new Set(owned.map((t) => ti4Technology(t).upgrades).filter((u): u is Ti4UnitType => u !== null)),
  ].filter((type) => TI4_SHIP_TYPES.includes(type) && ti4Reinforcements(state, seat, type) > 0);
  const positions = positionsWithShips(state, seat);
  return types.flatMap((type) => positions.map((position) => `${type}@${position}`));
}

/** Aurex Mechanica (Industrex): the ship named placed from reinforcements. */
const aurexMechanica: LegendaryUse = {
  moment: "passing",
  targets: mechanicaTargets,
  resolve(tx, seat, target) {
    const [type, position] = (target ?? "").split("@") as [Ti4UnitType, PositionLabel];
    tx.emit({
      type: "ti4UnitsPlaced",
      seat,
      place: { position },
      units: { [type]: 1 },
      reason: "Aurex Mechanica",
    });
    return undefined;
  },
};

/** The Nucleus (Avernus): Star Forge's 2 fighters or 1 destroyer where a war sun of the holder's is, no token. */
const nucleus: LegendaryUse = {
  moment: "action",
  targets(state, seat) {
    const suns = Object.entries(state.board)
      .filter(([, system]) => system.space.some((f) => f.seat === seat && (f.units.warSun ?? 0) > 0))
      .map(([position]) => position);
    const kinds = ti4Reinforcements(state, seat, "destroyer") > 0 ? ["fighters", "destroyer"] : ["fighters"];
    return suns.flatMap((position) => kinds.map((kind) => `${kind}@${position}`));
  },
  resolve(tx, seat, target) {
    const taken = takeComponentAction(tx, seat);
    if (taken) return taken;
    const [kind, position] = (target ?? "").split("@") as [string, PositionLabel];
    const units = kind === "fighters" ? { fighter: 2 } : { destroyer: 1 };
    tx.emit({ type: "ti4UnitsPlaced", seat, place: { position }, units, reason: "The Nucleus" });
    return undefined;
  },
};

/** The tactical action `seat` is taking now, under whatever window is open above it. */
export function tacticalOf(state: Ti4State, seat: Seat) {
  const frame = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return frame?.kind === "ti4Tactical" && frame.seat === seat ? frame : undefined;
}

/**
 * Ionian Fuel Refinery (Tempesta): "after you activate a system", one of the holder's ships has +1 move for
 * this tactical action (public card lists: "apply +1 to the move value of 1 of your ships during this
 * tactical action"). Marked on the tactical action's frame, so it ends with it; the movement rule counts it
 * with Gravity Drive's (hook oneShipMoveBonuses: each gives a different ship its +1).
 */
const ionianFuelRefinery: LegendaryUse = {
  moment: "afterActivation",
  targets: (state, seat) => {
    const tactical = tacticalOf(state, seat);
    return tactical && tactical.step === 0 && !tactical.ionianFuelRefinery ? [""] : [];
  },
  resolve(tx, seat) {
    tx.emit({ type: "teIonianRefineryUsed", seat });
    return undefined;
  },
};

export const LEGENDARY_USES: Readonly<Record<string, LegendaryUse>> = {
  mecatolrex: galacticCouncil,
  emelpar: acropolis,
  thundersedge: jupiterBrain,
  ordinian: hyperion,
  faunus: maxisCentralControl,
  industrex: aurexMechanica,
  avernus: nucleus,
  tempesta: ionianFuelRefinery,
  garbozia: { moment: "passing", ...SALVAGE_STOCKING },
};

/** The cards whose ability needs a part of the game the engine does not have yet: refused with the reason. */
export const LEGENDARY_NOT_BUILT: Readonly<Record<string, string>> = {};

/**
 * The cards with no ability to use: their effect is a standing rule that acts by itself. Refused with that
 * sentence (they are built, not missing).
 */
export const LEGENDARY_PASSIVE: Readonly<Record<string, string>> = {
  styx: "A Song Like Marrow is never used: its victory point follows the card by itself, to whoever controls Styx.",
};
