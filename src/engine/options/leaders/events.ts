/** The Leaders option's events folded into the state (RR §24.4); nothing here checks a rule. */
import type { EvolveTable } from "../../evolve.ts";

export const LEADER_EVENTS: EvolveTable<"leaderMoved" | "leaderDieRolled" | "diplomatShieldRaised"> = {
  leaderMoved: (s, e) => {
    const leaders = s.leaders ?? [];
    const leader = leaders.find((l) => l.id === e.leader);
    if (leader) leader.at = e.at;
    else leaders.push({ id: e.leader, seat: e.seat, at: e.at });
    s.leaders = leaders;
  },
  leaderDieRolled: () => {},
  diplomatShieldRaised: (s, e) => {
    s.diplomatShields = [...(s.diplomatShields ?? []), { planet: e.planet, round: e.round }];
  },
};
