/**
 * A neutral planet claimed (hooks/options.ts neutralPlanetClaimed), Distant Suns' answer (RR §24.3,
 * base p.33-34, FAQ p.4 and p.9): after a landing in a tactical action, once all the Ground Forces for
 * that planet are down, its face-down counter is turned up and carried out (a revealed counter that stayed
 * acts again on each landing until someone holds the planet). A planet gained any other way (Voluntary
 * Annexation, a card) loses its counter unrevealed and without effect; a planet that turns neutral again
 * gets no new counter.
 *
 * Interpretation: the planet is taken as the landing resolves and the counter then acts; a counter that
 * keeps the planet uncontrolled (Radiation, Hostage Situation unpaid, natives not beaten) takes it back.
 */
import { type DomainCounter, getPlanet, type PlanetId } from "../../../content/index.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import { positionOfPlanet } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { faceDownOn, faceUpOn } from "./board.ts";
import { carryOut } from "./effects.ts";

/** Counters that stay on the board once revealed, until beaten or claimed (SE p.20). */
const STAYING: ReadonlySet<DomainCounter["effect"]> = new Set([
  "biohazard",
  "hostileLocals",
  "fighterAmbush",
  "automatedDefenseSystem",
  "wormholeDiscovery",
]);

/** A revealed counter that acts on the next landing (a Wormhole Discovery belongs to the system, not the planet). */
export function guardingCounter(state: GameState, planet: PlanetId): DomainCounter | null {
  const up = faceUpOn(state, planet);
  return up && up.effect !== "wormholeDiscovery" ? up : null;
}

function landedNow(tx: Tx, seat: Seat, planet: PlanetId): boolean {
  return tx.events.some((e) => e.type === "unitsLanded" && e.seat === seat && e.planet === planet);
}

export function neutralPlanetClaimed(tx: Tx, seat: Seat, planet: PlanetId): void {
  const down = faceDownOn(tx.state, planet);
  const up = guardingCounter(tx.state, planet);
  if (!down && !up) return;
  if (!landedNow(tx, seat, planet)) {
    const reason = `${getPlanet(planet).name} was claimed without a landing (RR §24.3)`;
    tx.emit({ type: "domainCounterDiscarded", planet, counter: down ? null : (up?.id ?? null), reason });
    return;
  }
  const counter = (down ?? up) as DomainCounter;
  if (down) {
    const stays = STAYING.has(counter.effect);
    tx.emit({ type: "domainCounterRevealed", seat, planet, counter: counter.id, stays });
  }
  const position = positionOfPlanet(tx.state, planet) as PositionLabel;
  carryOut(tx, { seat, position, planet, counter });
}

/**
 * A standing check: a planet held by a player keeps no counter (gained by a way no rule announced); a
 * counter whose natives are being fought stays until the fight ends.
 */
export function domainCountersLifted(tx: Tx): boolean {
  const ds = tx.state.distantSuns;
  if (!ds) return false;
  const fighting = tx.state.stack.flatMap((f) => (f.kind === "nativesCombat" ? [f.planet] : []));
  const held = (planet: PlanetId) => controllerOf(tx.state, planet) !== null && !fighting.includes(planet);
  const down = ds.faceDown.filter(held);
  const up = ds.faceUp.filter((c) => held(c.planet) && guardingCounter(tx.state, c.planet) !== null);
  const reason = "its planet is held (RR §24.3)";
  for (const planet of down) tx.emit({ type: "domainCounterDiscarded", planet, counter: null, reason });
  for (const c of up)
    tx.emit({ type: "domainCounterDiscarded", planet: c.planet, counter: c.counter, reason });
  return down.length + up.length > 0;
}
