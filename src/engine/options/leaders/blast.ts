/**
 * Ancient Artifact with the Leaders option (SE errata): on 1-5 every Leader in the Mecatol Rex system dies
 * with everything else there; next to it, a planet's Leaders count in its planetary force, so a planet
 * holding only Leaders is shot at too, and hits beyond its ground units kill its Leaders, one a hit. A
 * planet with a Leader on it is not empty either (Diplomacy II's annexation).
 */
import type { OptionHooks } from "../../hooks/options.ts";
import { leadersInPlay, leadersOnPlanet } from "./where.ts";

export const leadersCounted: OptionHooks["leadersOnPlanet"] = (state, seat, planet) =>
  leadersOnPlanet(state, planet, seat ?? undefined).length;

export const leadersBlasted: OptionHooks["leadersBlasted"] = (tx, where, reason) => {
  const inSystem = leadersInPlay(tx.state).filter(
    (l) => (l.at.on === "planet" || l.at.on === "ship") && l.at.position === where.position,
  );
  const hit =
    where.planet === undefined
      ? inSystem
      : leadersOnPlanet(tx.state, where.planet, where.seat).slice(0, where.count ?? Number.POSITIVE_INFINITY);
  for (const leader of hit)
    tx.emit({ type: "leaderMoved", seat: leader.seat, leader: leader.id, at: { on: "killed" }, reason });
};
