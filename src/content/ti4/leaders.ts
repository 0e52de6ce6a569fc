/**
 * TI4's leaders (Prophecy of Kings, LRR 51): each faction's agent, commander and hero, with the Keleres'
 * three heroes (one per home system they take) and the Nomad's three agents. Names, titles, unlock
 * conditions and effects carry over; every text is our own wording.
 *
 * An agent is unlocked from the start and exhausts to use; a commander unlocks when its condition is met and
 * stays unlocked; a hero unlocks on its condition and is purged after use (LRR 51.3-51.11).
 *
 * Codex III replaced some leaders with Ω versions (Naalu agent and commander, Xxcha hero, Yin agent,
 * commander and hero). Both printings are kept: the PoK card is the record, the Codex one its `revision`,
 * so a game chooses by its boxes. Thunder's Edge reprints are left out (issue #27); the commanders of the
 * Thunder's Edge factions are here, as their abilities are the factions' Alliance reference cards (allianceCards.te.ts).
 *
 * Sources: AsyncTI4/TI4_map_generator_bot@067f3b986b30d8c27469652c1c894c2e4a25b79f:src/main/resources/data/leaders/pok.json
 * (names, titles, unlock conditions, Codex III versions); julian94/julian94.github.io@d527c4ac7d2d607f709feed108c6ad2f03982537:TI4/factions/*.md (the printed PoK versions
 * of the Naalu, Xxcha and Yin leaders the Codex replaced).
 */
import { deepFreeze, indexById } from "../common.ts";
import type { Ti4Box } from "./common.ts";
import { TI4_AGENTS } from "./leaders.agents.ts";
import { TI4_COMMANDERS } from "./leaders.commanders.ts";
import { TI4_HEROES } from "./leaders.heroes.ts";

export type Ti4LeaderKind = "agent" | "commander" | "hero";

/** A later printing of the same leader card (the Codex III Ω versions). */
export interface Ti4LeaderRevision {
  readonly box: Ti4Box;
  readonly name: string;
  readonly abilityName?: string;
  readonly unlock?: string;
  readonly text: string;
}

export interface Ti4Leader {
  readonly id: string;
  readonly kind: Ti4LeaderKind;
  readonly name: string;
  /** The card's title, where our sources give it (the Thunder's Edge commanders' are not in them). */
  readonly title?: string;
  /** A hero's named ability. */
  readonly abilityName?: string;
  /** What unlocks a commander or hero; agents start unlocked. */
  readonly unlock?: string;
  readonly text: string;
  readonly revision?: Ti4LeaderRevision;
}

export const TI4_LEADERS: readonly Ti4Leader[] = deepFreeze([
  ...TI4_AGENTS,
  ...TI4_COMMANDERS,
  ...TI4_HEROES,
]);

const LEADERS_BY_ID = indexById(TI4_LEADERS, "TI4 leader");

export function ti4Leader(id: string): Ti4Leader {
  return LEADERS_BY_ID.get(id);
}
