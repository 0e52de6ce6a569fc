/**
 * A TI4 id as the table reads it: by its name (content/ti4), or as typed when it names nothing of that
 * kind. The account (narrate.ts, narrateTable.ts) and the suggestions (suggestions.ts) say ids this way.
 */
import { TI4_UNIT_WORDS, type Ti4UnitType } from "../../content/ti4/common.ts";
import {
  type FactionId,
  type Ti4ActionCardId,
  type Ti4AgendaId,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  type Ti4StrategyCardId,
  type Ti4TechnologyId,
  ti4ActionCard,
  ti4Agenda,
  ti4Faction,
  ti4Objective,
  ti4Planet,
  ti4PromissoryNote,
  ti4StrategyCard,
  ti4Technology,
} from "../../content/ti4/index.ts";
import type { Ti4Anomaly, Ti4Wormhole } from "../../content/ti4/systems.ts";
import { systemAt } from "../../engine/ti4/board/galaxy.ts";
import type { Ti4IdKind } from "../../engine/ti4/forms.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";

/** The name an id has, or null when it is not one of that kind. */
export function knownName<T>(read: (id: T) => { name: string }, id: string): string | null {
  try {
    return read(id as T).name;
  } catch {
    return null;
  }
}

/** The name an id has, or the id itself when it names nothing of that kind. */
export function nameOf<T>(read: (id: T) => { name: string }, id: T): string {
  return knownName(read, String(id)) ?? String(id);
}

export const objectiveName = (id: string) => nameOf(ti4Objective, id as Ti4ObjectiveId);
export const factionName = (id: string) => nameOf(ti4Faction, id as FactionId);
export const planetName = (id: string) => nameOf(ti4Planet, id as Ti4PlanetId);
export const technologyName = (id: string) => nameOf(ti4Technology, id as Ti4TechnologyId);
export const agendaName = (id: string) => nameOf(ti4Agenda, id as Ti4AgendaId);

/**
 * An id in words by the kind its field declares (engine/ti4/forms.ts ti4Id): the one place a field's kind
 * becomes a name. A system tile, an agenda outcome and what names nothing are shown as they are.
 */
export function idName(kind: Ti4IdKind, id: string): string {
  switch (kind) {
    case "technology":
      return technologyName(id);
    case "planet":
      return planetName(id);
    case "actionCard":
      return nameOf(ti4ActionCard, id as Ti4ActionCardId);
    case "unit":
      return unitWord(id, 1);
    case "faction":
      return factionName(id);
    case "objective":
      return objectiveName(id);
    case "agenda":
      return agendaName(id);
    case "promissoryNote":
      return nameOf(ti4PromissoryNote, id);
    case "strategyCard":
      return nameOf(ti4StrategyCard, id as Ti4StrategyCardId);
    default:
      return id;
  }
}

/** A unit type as a word, one or more than one ("Carrier", "Carriers"). */
export function unitWord(type: string, n: number): string {
  const words = TI4_UNIT_WORDS[type as Ti4UnitType];
  return words ? words[n === 1 ? 0 : 1] : type;
}

const ANOMALY_WORDS: Readonly<Record<Ti4Anomaly, string>> = {
  asteroidField: "asteroid field",
  nebula: "nebula",
  supernova: "supernova",
  gravityRift: "gravity rift",
  entropicScar: "entropic scar",
};

/**
 * The system at a position in words: its planets ("Wellon, Vefut II"), else its anomaly or wormhole
 * ("nebula", "alpha wormhole"), else "empty"; the position itself when no system lies there.
 */
export function systemWords(state: Ti4State, position: string): string {
  const system = systemAt(state, position);
  if (!system) return position;
  const words = [
    ...system.planets.map(planetName),
    ...system.anomalies.map((a) => ANOMALY_WORDS[a]),
    ...system.wormholes.map((w: Ti4Wormhole) => `${w} wormhole`),
  ];
  return words.length > 0 ? words.join(", ") : "empty";
}
