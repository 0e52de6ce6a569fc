/**
 * Leaders at set-up (RR §24.4): each player's three Leaders start in his Home System. Mecatol puts them
 * on the home planet with the most resources, where the Space Dock stands (setup/startingForces.ts), so
 * no one waits on a choice that rarely matters. [decision: a later change may ask the player instead]
 */
import { getPlanet, homeSystemId, leadersOf, type PlanetId, planetsOf } from "../../../content/index.ts";
import type { OptionHooks } from "../../hooks/options.ts";

export const placeLeaders: OptionHooks["boardSetUp"] = (tx) => {
  for (const p of tx.state.players) {
    if (!p.race || !p.home) continue;
    const [planet] = [...planetsOf(homeSystemId(p.race))].sort((a, b) => b.resources - a.resources);
    if (!planet) continue;
    const at = { on: "planet" as const, position: p.home, planet: planet.id as PlanetId };
    for (const leader of leadersOf(p.race)) {
      tx.emit({
        type: "leaderMoved",
        seat: p.seat,
        leader: leader.id,
        at,
        reason: `starts on ${getPlanet(at.planet).name}`,
      });
    }
  }
};
