/**
 * The public lines of the board: tactical and transfer actions, combat with every die shown, objectives
 * and the end of the game.
 */
import { type FacilityKind, getFacilityCard, getObjective } from "../../content/index.ts";
import type { LineTable } from "./context.ts";
import {
  COUNTER_AREAS,
  dieText,
  objectiveName,
  planetName,
  plural,
  ROLLS,
  reasonText,
  unitsText,
  words,
} from "./names.ts";

const facilityName = (kind: FacilityKind) => getFacilityCard(kind).name;
const facilityGain = (kind: FacilityKind) => `+${getFacilityCard(kind).amount} ${getFacilityCard(kind).adds}`;

export const BOARD_LINES = {
  // ---- tactical and transfer actions
  systemActivated: (e, c) =>
    `${c.who(e.seat)} activates ${c.at(e.position)}${e.from === "command" ? "" : ` (counter from ${e.from === "reinforcements" ? "reinforcements" : COUNTER_AREAS[e.from]})`}.`,
  unitsMoved: (e, c) =>
    `${c.who(e.seat)} moves ${unitsText(e.units)} from ${e.from} to ${c.at(e.to)}${e.path.length > 0 ? ` via ${e.path.join(", ")}` : ""}.`,
  unitsLifted: (e, c) => `${c.who(e.seat)} picks up ${unitsText(e.units)} from ${planetName(e.planet)}.`,
  unitsLanded: (e, c) => `${c.who(e.seat)} lands ${unitsText(e.units)} on ${planetName(e.planet)}.`,
  unitsProduced: (e, c) =>
    `${c.who(e.seat)} produces ${unitsText(e.units)} at ${e.planet ? planetName(e.planet) : c.at(e.position)}.`,
  unitsPlaced: (e, c) =>
    `${c.who(e.seat)} places ${unitsText(e.units)} ${e.planet ? `on ${planetName(e.planet)}` : `at ${c.at(e.position)}`} (${reasonText(e.reason)}).`,
  unitsRemoved: (e, c) =>
    `${c.who(e.seat)} loses ${unitsText(e.units)} ${e.planet ? `on ${planetName(e.planet)}` : `at ${c.at(e.position)}`} (${reasonText(e.reason)}).`,
  planetGained: (e, c) =>
    `${c.who(e.seat)} takes control of ${planetName(e.planet)}${e.from === null ? "" : ` from ${c.who(e.from)}`}.`,
  abilityUsed: (e, c) => `${c.who(e.seat)} uses ${reasonText(e.ability)}.`,
  // ---- combat
  combatRolled: (e, c) => {
    const where = e.planet ? planetName(e.planet) : c.at(e.position);
    const needed = [...new Set(e.dice.map((d) => d.needed))];
    const dice =
      needed.length === 1 && needed[0] !== null
        ? `${e.dice.map(dieText).join(" ")} (hit on ${needed[0]}+)`
        : e.dice.map((d) => `${dieText(d)}${d.needed === null ? "" : `/${d.needed}+`}`).join(" ");
    return `🎲 ${c.who(e.seat)} — ${ROLLS[e.roll] ?? words(e.roll)} at ${where}: ${dice || "no dice"} → ${plural(e.hits, "hit")}.`;
  },
  unitsDamaged: (e, c) => `${c.who(e.seat)} takes damage at ${c.at(e.position)}: ${unitsText(e.units)}.`,
  combatDiceChanged: (e, c) =>
    `${reasonText(e.reason)} (${c.who(e.seat)}) at ${c.at(e.position)}: ${e.volleys.map((v) => `${c.who(v.shooter)} now scores ${plural(v.hits, "hit")}`).join("; ")}.`,
  shipsRepaired: (e, c) =>
    `🔧 ${c.who(e.seat)} repairs ${unitsText(e.units)} at ${c.at(e.position)} (${reasonText(e.reason)}).`,
  shockTroopsPromoted: (e, c) =>
    `⭐ ${c.who(e.seat)}: ${plural(e.count, "Ground Force")} on ${planetName(e.planet)} rolled a 10 and ${e.count === 1 ? "becomes a Shock Troop" : "become Shock Troops"}.`,
  shockTroopsReverted: (e, c) =>
    `${c.who(e.seat)}'s ${plural(e.count, "Shock Troop")} ${e.planet ? `on ${planetName(e.planet)}` : `at ${c.at(e.position)}`}, left with no plastic Ground Force, ${e.count === 1 ? "becomes a Ground Force" : "become Ground Forces"}.`,
  structuresCaptured: (e, c) =>
    `${c.who(e.seat)}'s Shock Troops capture ${c.who(e.from)}'s ${unitsText(e.units)} on ${planetName(e.planet)}.`,
  facilityBuilt: (e, c) =>
    `🏗 ${c.who(e.seat)} builds a ${facilityName(e.kind)} on ${planetName(e.planet)}: ${facilityGain(e.kind)} from the next round.`,
  facilityRemoved: (e, c) =>
    `The ${facilityName(e.kind)} on ${planetName(e.planet)}${e.seat === null ? "" : ` (${c.who(e.seat)})`} is lost: ${reasonText(e.reason)}.`,
  facilityCaptured: (e, c) =>
    `${c.who(e.seat)} captures ${c.who(e.from)}'s ${facilityName(e.kind)} on ${planetName(e.planet)} (${reasonText(e.reason)}).`,
  bombardmentDeclared: (e, c) =>
    `${c.who(e.seat)} bombards ${planetName(e.planet)} with ${unitsText(e.units)}.`,
  // A personal setting: confirmed to its player alone (narratePrivate), never announced.
  hitAssignmentPreferenceSet: null,
  // ---- objectives and the end
  objectiveRevealed: (e) => `Objective revealed: ${objectiveName(e.objective)}.`,
  objectiveScored: (e, c) => `${c.who(e.seat)} scores ${objectiveName(e.objective)} (+${e.vp} VP).`,
  victoryPointsGained: (e, c) => `${c.who(e.seat)} gains ${e.amount} VP (${reasonText(e.reason)}).`,
  victoryPointsWithheld: (e, c) =>
    `${c.who(e.seat)} gains no VP from ${reasonText(e.reason)}, ${plural(e.amount, "point")} lost: ${reasonText(e.why)}.`,
  objectivesDealtFaceUp: (e) =>
    `Age of Empire: the public objectives are dealt face up, left to right: ${e.objectives.map(objectiveName).join(", ")}${e.boxed > 0 ? `; ${plural(e.boxed, "card")} go back to the box unseen` : ""}.`,
  turnMarkerMoved: (e) =>
    getObjective(e.objective).endsGame
      ? `⏳ The turn marker reaches ${objectiveName(e.objective)}: the game ends.`
      : `⏳ The turn marker moves onto ${objectiveName(e.objective)}.`,
  gameEnded: (e, c) => `🏆 Game over: ${e.winners.map(c.who).join(" and ")} — ${reasonText(e.reason)}.`,
  playerEliminated: (e, c) => `☠️ ${c.who(e.seat)} has no planet and no unit left and is eliminated.`,
} satisfies Partial<LineTable>;
