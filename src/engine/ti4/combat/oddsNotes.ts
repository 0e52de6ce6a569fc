/**
 * What the odds of a TI4 combat (odds.ts) cannot hold and say in a sentence instead of counting wrongly:
 * a hit one side scores in a round once the other's roll has scored, the ground forces the Alastor
 * lets fight as ships, and the generic technologies that change a combat beyond its dice (Assault Cannon,
 * Duranium Armor, Graviton Laser System).
 */
import { TI4_GROUND_FORCE_TYPES } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { forcesIn, type Ti4Place } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { technologyReady } from "../technology/exhaustion.ts";
import { ownsTechnology } from "../technology/owned.ts";

/** The combat the notes are about: where, which kind, the attacker's and the defender's seats. */
export interface Ti4OddsScene {
  state: Ti4State;
  place: Ti4Place;
  combat: "space" | "ground";
  seats: readonly [Seat, Seat];
}

export function oddsNameOf(state: Ti4State, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

/** A hit one side scores in a round once the other's roll has scored (hook combatRoundExtraHits): not held. */
export function noteRoundExtraHits(scene: Ti4OddsScene, note: (text: string) => void): void {
  const [attacker, defender] = scene.seats;
  for (const [seat, opponent] of [
    [attacker, defender],
    [defender, attacker],
  ] as const) {
    const asked = { seat, opponent, place: scene.place, combat: scene.combat, hits: 1, opponentHits: 1 };
    if (hookAnswers(scene.state, "combatRoundExtraHits").some((answer) => answer(scene.state, asked) > 0))
      note(
        `${oddsNameOf(scene.state, seat)}'s extra hit in a round once the other side has hit is not counted.`,
      );
  }
}

/**
 * The Alastor (nekroAlastor.ts): ground forces in its system (its space area and its planets) may fight
 * as ships, as their owner chooses when the combat starts (or chose, for a combat under way); the chain
 * counts ships only.
 */
export function noteAlastor(scene: Ti4OddsScene, note: (text: string) => void): void {
  if (scene.combat !== "space") return;
  const system = scene.state.board[scene.place.position];
  for (const seat of scene.seats) {
    const player = scene.state.players[seat];
    const units = forcesIn(system).find((f) => f.seat === seat)?.units;
    if (player?.faction !== "nekro" || !units?.flagship) continue;
    const onPlanets = Object.values(system?.planets ?? {}).some((forces) =>
      forces?.some((f) => f.seat === seat && TI4_GROUND_FORCE_TYPES.some((type) => f.units[type])),
    );
    if (!onPlanets && !TI4_GROUND_FORCE_TYPES.some((type) => units[type])) continue;
    note(
      `${oddsNameOf(scene.state, seat)}'s ground forces that the Alastor lets fight as ships are left out: the odds count ships only.`,
    );
  }
}

/**
 * Generic technologies that change the combat other than by its dice (technology/generic/): each side's
 * Assault Cannon and Graviton Laser System in a space combat, Duranium Armor in either; not counted.
 */
export function noteCombatTechnologies(scene: Ti4OddsScene, note: (text: string) => void): void {
  for (const seat of scene.seats) {
    const name = oddsNameOf(scene.state, seat);
    if (scene.combat === "space" && ownsTechnology(scene.state, seat, "asc"))
      note(
        `${name}'s Assault Cannon (a non-fighter ship of the opponent's destroyed as the combat starts) is not counted.`,
      );
    if (scene.combat === "space" && technologyReady(scene.state, seat, "gls"))
      note(`${name}'s Graviton Laser System (space cannon hits on non-fighter ships first) is not counted.`);
    if (ownsTechnology(scene.state, seat, "da"))
      note(`${name}'s Duranium Armor (a damaged unit repaired each round) is not counted.`);
  }
}
