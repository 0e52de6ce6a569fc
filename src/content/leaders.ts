/**
 * The Leaders of the base game's optional rule (base p.34-35; rules reference §24.4): three per race,
 * named on the race sheets (races.base.ts, races.se.ts; SE p.3 gives the four new races theirs). Each
 * has an id for commands, made from its name; a race with two Leaders of one name (Jol-Nar's "Rin")
 * tells them apart by type. What each type does is said here in our own words.
 */

import type { RaceId } from "./common.ts";
import { deepFreeze } from "./common.ts";
import { type LeaderType, RACES } from "./races.ts";

export interface LeaderCard {
  readonly id: string;
  readonly race: RaceId;
  readonly type: LeaderType;
  readonly name: string;
}

export const LEADER_TYPES = ["admiral", "general", "scientist", "diplomat", "agent"] as const;

/** RR §24.4, each type's abilities, paraphrased. */
export const LEADER_ABILITIES: Readonly<Record<LeaderType, string>> = deepFreeze({
  admiral:
    "Its ship rolls one die more in each Space Battle round; a Dreadnought carrying it moves 1 further (ships as fast keep pace with it); a fleet it fights may retreat only with an Admiral of its own.",
  general:
    "Invading, its owner rolls up to 2 missed Invasion Combat dice again each round; defending its planet, bombardment is rolled at -4 and the defenders get +1.",
  scientist:
    "Its planet's technology specialty takes 2 off a technology instead of 1; a Space Dock built there costs 2; the PDS there get +1 (firing into adjacent systems too), and with a PDS there no War Sun may bombard the planet.",
  diplomat:
    "Once, it turns back an invasion of its planet (the invaders stay aboard); that planet cannot be protected so again this round or the next.",
  agent:
    "Invading Ground Forces it lands with are not fired on by the planet's PDS; after the invasion succeeds, the planet's PDS and Space Dock become its owner's instead of being destroyed.",
});

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function leaderId(race: (typeof RACES)[number], index: number): string {
  const leader = race.leaders[index] as (typeof race.leaders)[number];
  const twin = race.leaders.findIndex((other) => slug(other.name) === slug(leader.name));
  return twin === index ? slug(leader.name) : `${slug(leader.name)}-${leader.type}`;
}

/** Every race's three Leaders, race by race in race order. */
export const LEADERS: readonly LeaderCard[] = deepFreeze(
  RACES.flatMap((race) =>
    race.leaders.map((leader, index) => ({
      id: leaderId(race, index),
      race: race.id,
      type: leader.type,
      name: leader.name,
    })),
  ),
);

export function isLeaderId(value: string): boolean {
  return LEADERS.some((leader) => leader.id === value);
}

export function getLeader(id: string): LeaderCard {
  const leader = LEADERS.find((candidate) => candidate.id === id);
  if (!leader) throw new Error(`Unknown leader id: ${id}`);
  return leader;
}

export function leadersOf(race: RaceId): readonly LeaderCard[] {
  return LEADERS.filter((leader) => leader.race === race);
}
