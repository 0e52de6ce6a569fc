/**
 * The public lines of Distant Suns (RR §24.3): counters dealt and turned up, probed and razed, and what
 * they do. A face-down counter is never named: only its planet, until a rule reveals it.
 */
import { getDomainCounter } from "../../content/index.ts";
import type { LineTable } from "./context.ts";
import { planetName, planetNames, plural, reasonText } from "./names.ts";

const counterName = (id: string) => getDomainCounter(id).name;

export const DOMAIN_LINES = {
  // Which counter lies where is nobody's to read: the public line is domainCountersPlaced.
  domainCountersDealt: null,
  domainCountersPlaced: (e) =>
    `🌌 Domain Counters are dealt face down on ${plural(e.planets.length, "neutral planet")} (Distant Suns).`,
  // The channel reads the hidden line (narrate/private.ts); this is the line without the faces.
  domainCountersSeen: (e, c) =>
    `${c.who(e.seat)} looks at the face-down Domain Counter(s) of ${planetNames(Object.keys(e.counters))}.`,
  domainCounterRevealed: (e, c) =>
    `🌌 ${c.who(e.seat)} reveals ${counterName(e.counter)} on ${planetName(e.planet)}: ${getDomainCounter(e.counter).text}${e.stays ? " The counter stays face up." : ""}`,
  domainCounterDiscarded: (e) =>
    e.counter === null
      ? `The face-down Domain Counter on ${planetName(e.planet)} leaves the game unrevealed (${reasonText(e.reason)}).`
      : `${counterName(e.counter)} on ${planetName(e.planet)} leaves the game (${reasonText(e.reason)}).`,
  domainPlanetsProbed: (e, c) =>
    `🔭 ${c.who(e.seat)} probes the face-down counters of ${planetNames(e.planets)} with Fighters: no landing there this activation.`,
  domainCounterRazed: (e, c) =>
    `💥 ${c.who(e.seat)}'s ${e.ship === "warSun" ? "War Sun" : "Dreadnought"} razes the counter on ${planetName(e.planet)} (it may not bombard this activation).`,
  domainDiceRolled: (e, c) =>
    `🎲 ${c.who(e.seat)} — ${reasonText(e.reason)} at ${planetName(e.planet)}: ${e.dice.join(" ")}.`,
  lazaxSurvivorsTaken: (e, c) =>
    `${c.who(e.seat)} takes the Lazax Survivors of ${planetName(e.planet)}: 3 more votes on every agenda.`,
  domainVoteBarred: (e, c) => `${c.who(e.seat)} may not vote on the next agenda (razed Lazax Survivors).`,
  domainVoteBarLifted: (e, c) => `${e.seats.map(c.who).join(" and ")} may vote again.`,
} satisfies Partial<LineTable>;
