/** The Leaders option's events folded into the state (RR §24.4); nothing here checks a rule. */
import type { EvolveTable } from "../../evolve.ts";
import { addToForces, count } from "../../rules/units.ts";

type LeaderEvent =
  | "leaderMoved"
  | "leaderDieRolled"
  | "diplomatShieldRaised"
  | "agentCapturedStructures"
  | "diplomatPassageSet";

export const LEADER_EVENTS: EvolveTable<LeaderEvent> = {
  leaderMoved: (s, e) => {
    const leaders = s.leaders ?? [];
    const leader = leaders.find((l) => l.id === e.leader);
    if (leader) leader.at = e.at;
    else leaders.push({ id: e.leader, seat: e.seat, at: e.at });
    // Hope's End's face-down Leaders stay face down once placed so (view.ts hides them).
    if (e.faceDown) for (const l of leaders) if (l.id === e.leader) l.faceDown = true;
    s.leaders = leaders;
  },
  leaderDieRolled: () => {},
  agentCapturedStructures: (s, e) => {
    const system = s.board[e.position];
    if (!system) return;
    const forces = system.planets[e.planet] ?? [];
    addToForces(forces, e.seat, e.units);
    system.planets[e.planet] = forces;
    // A Space Dock taken this round produces from the next one, as a new one would (RR §14).
    const built = (s.spaceDocksBuilt ?? []).filter((d) => d.round === s.round);
    for (let i = 0; i < count(e.units, "spaceDock"); i++)
      built.push({ seat: e.seat, position: e.position, planet: e.planet, round: s.round });
    s.spaceDocksBuilt = built;
  },
  diplomatPassageSet: (s, e) => {
    const others = (s.diplomatPassage ?? []).filter(([g, to]) => !(g === e.seat && to === e.to));
    s.diplomatPassage = e.allow ? [...others, [e.seat, e.to]] : others;
  },
  diplomatShieldRaised: (s, e) => {
    s.diplomatShields = [...(s.diplomatShields ?? []), { planet: e.planet, round: e.round }];
  },
};
