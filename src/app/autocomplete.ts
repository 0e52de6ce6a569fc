/**
 * Autocomplete for the catalog's options, for every surface (Discord now, the playground later): what a
 * player may usefully type here, from the game in this place. Only the asker's own hidden things are ever
 * offered (their hand, their secret objective, their dealt systems): suggestions are private to the asker,
 * but another player's secrets must not leak through them either.
 */
import {
  type Box,
  getActionCard,
  getObjective,
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
  getTechnology,
  isObjectiveId,
  isPlanetId,
  isPoliticalCardId,
  optionFitsBoxes,
  racesFor,
  STRATEGY_CARDS,
  SYSTEMS,
  technologiesFor,
} from "../content/index.ts";
import { isTi4SystemId, ti4Planet, ti4System } from "../content/ti4/index.ts";
import { parseLabel } from "../engine/galaxy/hex.ts";
import { availableOptions, decisions, type GameState } from "../engine/index.ts";
import { researchableTechnologies } from "../engine/rules/technology/index.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import type { GameStore } from "../store/gameStore.ts";
import { type AutocompleteSource, seatLetter } from "./catalog/index.ts";
import { fold as norm } from "./catalog/nearest.ts";
import { readMeta } from "./lobby.ts";
import { activationChoices } from "./offers/activation.ts";
import { isTi4Game } from "./ti4/game.ts";
import { ti4CommandSuggestions, ti4FieldSuggestions } from "./ti4/suggestions.ts";
import type { Actor, Place } from "./types.ts";

export interface Suggestion {
  name: string;
  value: string;
}

/** Discord shows at most 25 suggestions, each name and value at most 100 characters. */
export const MAX_SUGGESTIONS = 25;
const MAX_LENGTH = 100;

/** What the suggestions are drawn from: the game in this place, if any, and the asker's seat in it. */
interface Table {
  state: GameState | null;
  seat: number | null;
  boxes: readonly Box[];
  /**
   * A running Fourth Edition game (`state` is then null): only the sources that read what both editions'
   * states share (the players, the positions on the map) and `/ti4 act`'s own suggest anything; the others
   * offer nothing rather than TI3's.
   */
  ti4?: Ti4State;
}

type Source = (table: Table, query: string) => Suggestion[];

export async function suggest(
  store: Pick<GameStore, "loadByChannel">,
  place: Place,
  actor: Actor,
  source: AutocompleteSource,
  query: string,
): Promise<Suggestion[]> {
  const table = await tableOf(store, place, actor);
  const list = table.ti4 ? (TI4_SOURCES[source]?.(table, query) ?? []) : SOURCES[source](table, query);
  return list
    .filter((s) => s.name.length > 0 && s.value.length <= MAX_LENGTH)
    .map((s) => ({ name: clip(s.name), value: s.value }))
    .slice(0, MAX_SUGGESTIONS);
}

async function tableOf(store: Pick<GameStore, "loadByChannel">, place: Place, actor: Actor): Promise<Table> {
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (!game) return { state: null, seat: null, boxes: ["base", "se"] };
  if (game.status === "lobby") {
    return { state: null, seat: null, boxes: readMeta(game.meta).settings.boxes ?? ["base", "se"] };
  }
  const index = (game.state as { players: { userId: string }[] }).players.findIndex(
    (p) => p.userId === actor.userId,
  );
  const seat = index < 0 ? null : index;
  if (isTi4Game(game)) return { state: null, seat, boxes: [], ti4: game.state as unknown as Ti4State };
  const state = game.state as GameState;
  return { state, seat, boxes: state.config.boxes };
}

function clip(text: string): string {
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1)}…`;
}

/** Suggestions whose name or value contains the query, those starting with it first. */
function matching(items: readonly Suggestion[], query: string): Suggestion[] {
  const key = norm(query);
  if (key === "") return [...items];
  const found = items.filter((s) => norm(s.name).includes(key) || norm(s.value).includes(key));
  const starts = (s: Suggestion) => norm(s.name).startsWith(key) || norm(s.value).startsWith(key);
  return [...found.filter(starts), ...found.filter((s) => !starts(s))];
}

/** For options taking a comma-separated list: suggest the last item, keeping those already typed. */
function listItem(items: readonly Suggestion[], query: string): Suggestion[] {
  const cut = query.lastIndexOf(",");
  const typed = cut < 0 ? "" : `${query.slice(0, cut + 1).trim()} `;
  const taken = new Set(typed.split(",").map((t) => norm(t)));
  return matching(items, query.slice(cut + 1))
    .filter((s) => !taken.has(norm(s.value)))
    .map((s) => ({ name: `${typed}${s.name}`, value: `${typed}${s.value}` }));
}

function mySecrets(table: Table) {
  return table.seat === null ? null : (table.state?.players[table.seat]?.secret ?? null);
}

/** The choices of the asker's own pending decision of a kind, if they have one. */
function myChoices(table: Table, kind: string): readonly string[] | null {
  if (!table.state || table.seat === null) return null;
  const mine = decisions(table.state).find((d) => d.kind === kind && d.seat === table.seat);
  return mine?.choices ?? null;
}

const systems: Source = (table, query) => {
  const ids = table.state ? [...new Set(Object.values(table.state.galaxy))] : SYSTEMS.map((s) => s.id);
  return matching(
    ids.map((id) => ({ name: getSystem(id).name, value: id })),
    query,
  );
};

/**
 * The systems the asker may activate, when a tactical action is theirs to take: ranked as the offers rank
 * them (their fleets' targets first, then their docks), each saying which of their fleets reach it.
 */
function activations(table: Table): Suggestion[] {
  const { state, seat } = table;
  if (!state || seat === null) return [];
  if (!decisions(state).some((d) => d.kind === "tacticalAction" && d.seat === seat)) return [];
  return activationChoices(state, seat).map((c) => {
    const tile = state.galaxy[c.position];
    const reach = c.reachedFrom.length > 0 ? ` · your ships at ${c.reachedFrom.join(", ")} can reach it` : "";
    return { name: `${c.position} — ${tile ? getSystem(tile).name : c.position}${reach}`, value: c.position };
  });
}

/**
 * Positions by label or by the system on them, and the open positions the asker may place on; in a
 * tactical action, the systems the asker may activate first, likeliest first (not map order).
 */
const positions: Source = (table, query) => {
  if (!table.state) {
    const label = parseLabel(query);
    return label ? [{ name: label, value: label }] : [];
  }
  const placed = Object.entries(table.state.galaxy).map(([label, id]) => ({
    name: `${label} — ${getSystem(id).name}`,
    value: label,
  }));
  const open = [...new Set((myChoices(table, "placeGalaxyTile") ?? []).map((c) => c.split("@")[1] ?? ""))]
    .filter((label) => label !== "")
    .map((label) => ({ name: `${label} — open`, value: label }));
  const ranked = activations(table);
  const rest = placed.filter((p) => !ranked.some((r) => r.value === p.value));
  return matching([...open, ...ranked, ...rest], query);
};

/** When picking, only the cards the asker may pick; when acting, the cards they owe; else all in play. */
const strategyCards: Source = (table, query) => {
  const ids =
    myChoices(table, "pickStrategyCard") ??
    myChoices(table, "strategicAction") ??
    table.state?.config.strategyCards ??
    STRATEGY_CARDS.map((c) => c.id);
  return matching(
    ids.map((id) => {
      const card = getStrategyCard(id as never);
      return { name: `${card.initiative}. ${card.name}`, value: card.id };
    }),
    query,
  );
};

const races: Source = (table, query) => {
  const draft = table.state ? decisions(table.state).find((d) => d.kind === "pickRace")?.choices : undefined;
  const ids = draft ?? racesFor(table.boxes).map((r) => r.id);
  return matching(
    ids.map((id) => ({ name: getRace(id).name, value: id })),
    query,
  );
};

const actionCards: Source = (table, query) =>
  matching(
    (mySecrets(table)?.actionCards ?? []).map((id) => ({ name: getActionCard(id).name, value: id })),
    query,
  );

const galaxyTiles: Source = (table, query) =>
  matching(
    (mySecrets(table)?.galaxyTiles ?? []).map((id) => ({ name: getSystem(id).name, value: id })),
    query,
  );

/** The revealed public objectives and the asker's own secret objective(s); never another's. */
const objectives: Source = (table, query) => {
  const revealed = (table.state?.objectives ?? []).map((o) => ({
    name: getObjective(o.id).name,
    value: o.id,
  }));
  const secret = (mySecrets(table)?.secretObjectives ?? []).map((id) => ({
    name: `${getObjective(id).name} (your secret)`,
    value: id,
  }));
  return matching([...revealed, ...secret], query);
};

/** The asker's planets, ready ones first, for a comma-separated list. */
const planets: Source = (table, query) => {
  const me = table.seat === null ? undefined : table.state?.players[table.seat];
  const cards = Object.entries(me?.planets ?? {});
  const ordered = [...cards.filter(([, c]) => !c?.exhausted), ...cards.filter(([, c]) => c?.exhausted)];
  return listItem(
    ordered.map(([id, c]) => ({
      name: `${getPlanet(id).name}${c?.exhausted ? " (exhausted)" : ""}`,
      value: getPlanet(id).name,
    })),
    query,
  );
};

const options: Source = (table, query) =>
  listItem(
    availableOptions()
      .filter((id) => optionFitsBoxes(id, table.boxes))
      .map((id) => ({
        name: id,
        value: id,
      })),
    query,
  );

/** The technologies the asker could research now; before the game, every technology in play. */
const technologies: Source = (table, query) => {
  const ids =
    table.state && table.seat !== null
      ? researchableTechnologies(table.state, table.seat)
      : technologiesFor(table.boxes).map((t) => t.id);
  return matching(
    ids.map((id) => ({ name: getTechnology(id).name, value: id })),
    query,
  );
};

/**
 * The other players, by name (and race), sending the seat letter the map prints beside their units:
 * the catalog reads it as it reads a typed name, and no one is shown the seat numbers kept inside.
 */
const players: Source = (table, query) =>
  matching(
    (table.state?.players ?? [])
      .filter((p) => p.seat !== table.seat && !p.eliminated)
      .map((p) => ({
        name: `${seatLetter(p.seat)}: ${p.race ? `${p.name} (${getRace(p.race).name})` : p.name}`,
        value: seatLetter(p.seat),
      })),
    query,
  );

/** The Political Cards in the asker's hand, then those they are looking at (Political's primary). */
const politicalCards: Source = (table, query) => {
  const secret = mySecrets(table);
  const ids = [...new Set([...(secret?.politicalCards ?? []), ...(secret?.politicalPeek ?? [])])];
  return matching(
    ids.map((id) => ({ name: getPoliticalCard(id).name, value: id })),
    query,
  );
};

/** The laws in play (a Minister used, Short Term Truce bought off). */
const laws: Source = (table, query) =>
  matching(
    (table.state?.laws ?? []).map((law) => ({ name: getPoliticalCard(law.card).name, value: law.card })),
    query,
  );

/** A vote option as players read it: a player's name, a planet, a law or objective by name. */
function voteLabel(state: GameState, choice: string): string {
  return choice
    .split(",")
    .map((part) => {
      if (/^\d+$/.test(part)) return state.players[Number(part)]?.name ?? `seat ${part}`;
      if (isPlanetId(part)) return getPlanet(part).name;
      if (isPoliticalCardId(part)) return getPoliticalCard(part).name;
      if (isObjectiveId(part)) return getObjective(part).name;
      return part;
    })
    .join(" and ");
}

/** A vote option as the catalog reads it back: players by seat letter ("A, C"), anything else by id. */
function voteValue(choice: string): string {
  return choice
    .split(",")
    .map((part) => (/^\d+$/.test(part) ? seatLetter(Number(part)) : part))
    .join(", ");
}

/** The options of the asker's vote (or the tied ones, for the Speaker), and abstaining. */
const voteOptions: Source = (table, query) => {
  const state = table.state;
  if (!state) return [];
  const tied = myChoices(table, "breakTie");
  const voting = decisions(state).some((d) => d.kind === "castVotes" && d.seat === table.seat);
  if (!tied && !voting) return [];
  const options = tied ?? myChoices(table, "castVotes") ?? [];
  const listed = options.map((o) => ({ name: voteLabel(state, o), value: voteValue(o) }));
  return matching(tied ? listed : [...listed, { name: "Abstain", value: "abstain" }], query);
};

/** Where the asker may retreat, by label and system, and staying. */
const retreats: Source = (table, query) => {
  const state = table.state;
  const choices = myChoices(table, "announceRetreat") ?? [];
  return matching(
    choices.map((c) => {
      const tile = state?.galaxy[c];
      return c === "stay"
        ? { name: "Stay and fight", value: "stay" }
        : { name: tile ? `${c} — ${getSystem(tile).name}` : c, value: c };
    }),
    query,
  );
};

const SOURCES: Record<AutocompleteSource, Source> = {
  system: systems,
  position: positions,
  strategyCard: strategyCards,
  race: races,
  actionCard: actionCards,
  technology: technologies,
  objective: objectives,
  planet: planets,
  option: options,
  galaxyTile: galaxyTiles,
  player: players,
  politicalCard: politicalCards,
  law: laws,
  voteOption: voteOptions,
  retreat: retreats,
  ti4Command: () => [],
  ti4Field: () => [],
};

/** The other players of a TI4 game, as `players` offers them (by seat letter). */
const ti4Players: Source = (table, query) =>
  matching(
    (table.ti4?.players ?? [])
      .filter((p) => p.seat !== table.seat && !p.eliminated)
      .map((p) => ({ name: `${seatLetter(p.seat)}: ${p.name}`, value: seatLetter(p.seat) })),
    query,
  );

/** The positions of a TI4 map, each with its tile and its planets' names. */
const ti4Positions: Source = (table, query) =>
  matching(
    Object.entries(table.ti4?.galaxy ?? {}).map(([label, { tile }]) => {
      const planets = isTi4SystemId(tile) ? ti4System(tile).planets.map((p) => ti4Planet(p).name) : [];
      return { name: [`${label} — tile ${tile}`, ...planets].join(", "), value: label };
    }),
    query,
  );

/** `/ti4 act command:`: the commands the game waits on from the asker. */
const ti4Commands: Source = (table, query) =>
  table.ti4 && table.seat !== null ? matching(ti4CommandSuggestions(table.ti4, table.seat), query) : [];

/** `/ti4 act fields:`: "technology:gr" narrows to that field's values, then matches "gr" against their names. */
const ti4Fields: Source = (table, query) => {
  if (!table.ti4 || table.seat === null) return [];
  const cut = query.lastIndexOf(":");
  const field = cut < 0 ? "" : `${query.slice(0, cut + 1)}`;
  const values = ti4FieldSuggestions(table.ti4, table.seat).filter((s) => s.value.startsWith(field));
  const key = norm(query.slice(cut + 1));
  const id = (s: { value: string }) => norm(s.value.slice(s.value.indexOf(":") + 1));
  return values
    .filter((s) => norm(s.words).includes(key) || id(s).includes(key))
    .sort((a, b) => Number(id(b).startsWith(key)) - Number(id(a).startsWith(key)))
    .map(({ name, value }) => ({ name, value }));
};

/** The sources a TI4 game answers (the rest read TI3's state, and offer nothing there). */
const TI4_SOURCES: Partial<Record<AutocompleteSource, Source>> = {
  player: ti4Players,
  position: ti4Positions,
  ti4Command: ti4Commands,
  ti4Field: ti4Fields,
};
