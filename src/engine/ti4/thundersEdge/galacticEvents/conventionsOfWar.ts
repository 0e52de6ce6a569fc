/**
 * Conventions of War Abandoned (a TE galactic event; our rulebook does not print the card, so this is built
 * from its summary [recalled]):
 *  - each hit BOMBARDMENT produces destroys 3 units instead of 1 (LRR 15): it counts as 3 hits for its
 *    defender to assign (combat/hits.ts `bombardmentHits`), so a unit with SUSTAIN DAMAGE cancels one of
 *    the three [our reading];
 *  - ACTION (LRR 22, a component action): a player exhausts X-89 Bacterial Weapon to purge 1 planet in a
 *    system that holds one of their units with BOMBARDMENT (the planet's card leaves the game and the
 *    planet with it; the units on it are destroyed directly, LRR 31);
 *  - a player none of whose home planets is left (each purged) is eliminated (LRR 33) [our reading of
 *    "losing every home planet card": a home planet merely taken by another player is not lost].
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { destroyUnitsDirectly } from "../../board/destroyed.ts";
import { countUnits, forcesIn } from "../../board/forces.ts";
import { planetsAt, systemAt, systemPositions } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { bombardmentUnits } from "../../invasion/reads.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { exhaustTechnology, technologyReady } from "../../technology/research.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";
import { trulyPlanets } from "../stationCard.ts";

const EVENT = "conventions_of_war_abandoned";
const RULE = "TE Galactic Events: Conventions of War Abandoned";
const X89 = "x89";
const HITS_PER_BOMBARDMENT_HIT = 3;

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

/** The planets `seat` may purge: those in systems holding one of their units with BOMBARDMENT. */
export function purgeablePlanets(
  state: Ti4State,
  seat: Seat,
): { planet: Ti4PlanetId; position: PositionLabel }[] {
  return systemPositions(state)
    .filter((position) => countUnits(bombardmentUnits(state, seat, position)) > 0)
    .flatMap((position) => planetsAt(state, position).map((planet) => ({ planet, position })));
}

/** True when every home planet of `seat` has been purged (a home without planets never counts). */
export function homePlanetsAllPurged(state: Ti4State, seat: Seat): boolean {
  const home = state.players[seat]?.home;
  if (home === undefined || home === null) return false;
  const printed = trulyPlanets(systemAt(state, home)?.planets ?? []);
  const purged = state.purged?.planets ?? [];
  return printed.length > 0 && printed.every((planet) => purged.includes(planet));
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!inPlay(state) || !technologyReady(state, seat, X89)) return [];
  const targets = purgeablePlanets(state, seat);
  if (targets.length === 0) return [];
  return [
    {
      kind: "bacterialPurge",
      seat,
      simultaneous: false,
      prompt:
        "Conventions of War Abandoned: exhaust X-89 Bacterial Weapon to purge a planet in a system with your unit that has BOMBARDMENT",
      choices: targets.map((t) => t.planet),
    },
  ];
}

function bacterialPurge(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "bacterialPurge" }>,
): RuleError | undefined {
  const { seat, planet } = command;
  if (!inPlay(tx.state))
    return ruleError(
      "ERR_TI4_BACTERIAL_PURGE",
      RULE,
      "Conventions of War Abandoned is not in play in this game.",
    );
  if (!technologyReady(tx.state, seat, X89))
    return ruleError(
      "ERR_TI4_BACTERIAL_PURGE",
      RULE,
      "A planet is purged by exhausting X-89 Bacterial Weapon, and you do not hold it ready.",
    );
  const target = purgeablePlanets(tx.state, seat).find((t) => t.planet === planet);
  if (!target)
    return ruleError(
      "ERR_TI4_BACTERIAL_PURGE",
      RULE,
      `${planet} is not in a system that holds one of your units with BOMBARDMENT.`,
      { planet },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustTechnology(tx, seat, X89);
  for (const force of forcesIn(tx.state.board[target.position], planet))
    destroyUnitsDirectly(tx, {
      seat: force.seat,
      place: { position: target.position, planet },
      units: { ...force.units },
      ...(force.damaged ? { damaged: force.damaged } : {}),
      cause: "Conventions of War Abandoned",
    });
  const holder = tx.state.players.find((p) => p.planets[planet] !== undefined)?.seat ?? null;
  tx.emit({ type: "ti4PlanetPurged", seat, planet, position: target.position, from: holder });
  return undefined;
}

export const TI4_CONVENTIONS_OF_WAR_ABANDONED: Ti4Module = {
  id: "galacticEventConventionsOfWar",
  commands: { bacterialPurge },
  hooks: {
    componentActions,
    bombardmentHitWorth: (state) => (inPlay(state) ? HITS_PER_BOMBARDMENT_HIT : 1),
    eliminatedByEvent: (state, seat) => inPlay(state) && homePlanetsAllPurged(state, seat),
  },
};
