/**
 * What the council may vote for on an agenda (LRR 8.8-8.11), as the names the commands use: "for" and
 * "against"; an elected player as their seat in text; a planet controlled by someone (8.11) of the kind the
 * card allows; a law in play; a secret objective someone has scored. And how many votes a player's planets
 * give (8.6: their whole influence; Representative Government: 1 each).
 */
import {
  type FactionId,
  type Ti4AgendaId,
  type Ti4ObjectiveId,
  type Ti4PlanetElection,
  type Ti4PlanetId,
  ti4Agenda,
  ti4Faction,
  ti4Objective,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { lawsInPlay, oneVoteEach, planetValues } from "./laws.ts";

const MECATOL_REX_PLANET = "mecatolrex";

/** Every planet in a home system of a faction at the table. */
function homePlanets(state: Ti4State): Set<string> {
  return new Set(
    state.players.flatMap((p) => (p.faction ? ti4Faction(p.faction as FactionId).homePlanets : [])),
  );
}

function eligiblePlanet(state: Ti4State, planet: Ti4PlanetId, rule: Ti4PlanetElection): boolean {
  const traits = ti4Planet(planet).traits;
  switch (rule) {
    case "any":
      return true;
    case "nonHomeNotMecatol":
      return planet !== MECATOL_REX_PLANET && !homePlanets(state).has(planet);
    case "hazardousOrIndustrial":
      return traits.includes("hazardous") || traits.includes("industrial");
    default:
      return traits.includes(rule);
  }
}

/** The seats still in the game. */
export function seatsInPlay(state: Ti4State): Seat[] {
  return state.players.filter((p) => !p.eliminated).map((p) => p.seat);
}

/** LRR 8.8-8.11: the outcomes that may be voted for on this agenda now, in a stable order. */
export function agendaOutcomes(state: Ti4State, agenda: Ti4AgendaId): string[] {
  const outcome = ti4Agenda(agenda).outcome;
  switch (outcome.kind) {
    case "forAgainst":
      return ["for", "against"];
    case "electPlayer":
      return seatsInPlay(state).map(String);
    case "electPlanet":
      return state.players
        .flatMap((p) => Object.keys(p.planets) as Ti4PlanetId[])
        .filter((planet) => eligiblePlanet(state, planet, outcome.eligible))
        .sort();
    case "electLaw":
      return lawsInPlay(state).map((law) => law.agenda);
    case "electScoredSecret":
      return [
        ...new Set(
          state.players.flatMap((p) =>
            p.scoredObjectives.filter((id) => ti4Objective(id as Ti4ObjectiveId).kind === "secret"),
          ),
        ),
      ].sort();
    default:
      // Elect a strategy card and Covert Legislation are Prophecy of Kings' (never in a base deck).
      return [];
  }
}

/** A planet's influence as a vote (LRR 8.6), with the laws attached to it. */
export function planetVotes(state: Ti4State, planet: Ti4PlanetId): number {
  return planetValues(state, planet).influence;
}

/** The most votes a seat could cast now (for hints and bots). */
export function votesAvailable(state: Ti4State, seat: Seat): number {
  if (oneVoteEach(state)) return 1;
  const player = state.players[seat];
  if (!player) return 0;
  return (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
    .filter(([, card]) => !card.exhausted)
    .reduce((sum, [planet]) => sum + planetVotes(state, planet), 0);
}
