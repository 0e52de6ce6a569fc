/**
 * The premade maps of Thunder's Edge's rulebook (TE "Map Appendix"), for a table to name at creation instead of
 * building a galaxy. The rulebook prints their layouts as pictures; the tile numbers here follow a public
 * transcription of the printed pages 14-15 (a TI4 set-up reference's map data, read ring by ring, clockwise from
 * the space above Mecatol Rex) [recalled: to be checked against the printed page].
 *
 * A preset is played only when everything it needs is: "Thunder Dreaming" needs Thunder's Edge alone and is
 * written as a map string (galaxy/ti4/mapString.ts: "0" a home position, the centre Thunder's Edge's Mecatol
 * Rex, tile 112). The other three need Prophecy of Kings, which Mecatol does not play yet, and each needs
 * something more (named in `whyNotPlayed`), so they carry no string: a table naming one is told why.
 */
export const TI4_MAP_PRESET_IDS = ["thunder_dreaming", "subjugation", "red_vs_blue", "legendary"] as const;
export type Ti4MapPresetId = (typeof TI4_MAP_PRESET_IDS)[number];

export interface Ti4MapPreset {
  readonly id: Ti4MapPresetId;
  readonly name: string;
  readonly players: number;
  /** The galaxy as a map string, when Mecatol can lay it out. */
  readonly mapString?: string;
  /** Why the preset cannot be played yet, when it cannot. */
  readonly whyNotPlayed?: string;
}

const NO_POK = "it needs Prophecy of Kings, which Mecatol does not play yet";

export const TI4_MAP_PRESETS: readonly Ti4MapPreset[] = [
  {
    id: "thunder_dreaming",
    name: "Thunder Dreaming",
    players: 6,
    // Ring 1: 101-106; ring 2: 201-212; ring 3: 301-318 with the six homes at the corners (301, 304, ...).
    mapString:
      "{112} 35 30 98 34 113 101 " +
      "109 47 37 44 110 49 27 48 38 46 28 43 " +
      "0 42 100 0 40 105 0 39 111 0 114 99 0 29 115 0 26 107",
  },
  {
    id: "subjugation",
    name: "Subjugation (the Minor Factions map)",
    players: 6,
    whyNotPlayed: `${NO_POK}, and the Minor Factions galactic event it is made for is not built`,
  },
  {
    id: "red_vs_blue",
    name: "Red vs Blue",
    players: 4,
    whyNotPlayed: `${NO_POK} (its upper hyperlanes are Prophecy of Kings' tiles), and the Alliance variant it is played with is not built`,
  },
  {
    id: "legendary",
    name: "Legendary",
    players: 6,
    whyNotPlayed: `${NO_POK} (three of its systems are Prophecy of Kings tiles), and its home positions sit off the usual corners`,
  },
];

export function isTi4MapPresetId(id: string): id is Ti4MapPresetId {
  return (TI4_MAP_PRESET_IDS as readonly string[]).includes(id);
}

export function ti4MapPreset(id: Ti4MapPresetId): Ti4MapPreset {
  const preset = TI4_MAP_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`No TI4 map preset ${id}`);
  return preset;
}
