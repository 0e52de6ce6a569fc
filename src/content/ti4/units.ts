/**
 * TI4 units: the generic units every faction starts with (I and II), and the faction units (flagships,
 * mechs, and the faction versions that stand in for a generic unit on a faction sheet), with their
 * reinforcement limits and the command tokens each faction has.
 *
 * Sources: shared/data/ti4/units.json (values, boxes, factions; the data's one-line paraphrases are
 * rewritten here), the rules digest shared/rules/ti4-rules-reference.md, and the LRR v2.0 text it cites
 * (LRR 96.2 limits, LRR 20 and 23 tokens, the setup's faction components). Thunder's Edge units are left
 * for issue #27.
 *
 * Ids are the data's, with one exception: the PDS II unit is `pds2_unit`, because `pds2` is already the
 * id of the PDS II technology, and content ids are kept unique across units, technologies and strategy
 * cards. The data's two placeholder records ("Factionless Flagship", "Factionless Mech") are not
 * components and are left out.
 *
 * The Council Keleres is one faction with three home systems (keleresm, keleresx, keleresa); like the
 * data, its units are recorded once, under keleresm, and `ti4FactionUnits` gives them to every flavour.
 */

import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4Box, Ti4UnitType } from "./common.ts";
import { KELERES_FACTION_IDS, TI4_UNIT_TYPES } from "./common.ts";
import type { Ti4TechnologyId } from "./technologies.ts";
import { TI4_BASE_FACTION_UNITS_1 } from "./units.base1.ts";
import { TI4_BASE_FACTION_UNITS_2 } from "./units.base2.ts";
import { TI4_BASE_FACTION_UNITS_3 } from "./units.base3.ts";
import { TI4_GENERIC_UNITS } from "./units.generic.ts";
import { TI4_POK_FACTION_UNITS_1 } from "./units.pok1.ts";
import { TI4_POK_FACTION_UNITS_2 } from "./units.pok2.ts";
import { TE_FACTION_UNITS } from "./units.te.ts";

export const TI4_UNIT_IDS = [
  // generic
  ...["carrier", "carrier2", "cruiser", "cruiser2", "destroyer", "destroyer2", "dreadnought"],
  ...["dreadnought2", "fighter", "fighter2", "infantry", "infantry2", "pds", "pds2_unit"],
  ...["spacedock", "spacedock2", "warsun"],
  // base factions, A to L
  ...["arborec_flagship", "arborec_infantry", "arborec_infantry2", "arborec_mech"],
  ...["ghost_flagship", "ghost_mech", "hacan_flagship", "hacan_mech", "jolnar_flagship", "jolnar_mech"],
  ...["l1z1x_dreadnought", "l1z1x_dreadnought2", "l1z1x_flagship", "l1z1x_mech"],
  ...["letnev_flagship", "letnev_mech"],
  // base factions, M to N
  ...["mentak_flagship", "mentak_mech", "muaat_flagship", "muaat_warsun", "muaat_warsun2", "muaat_mech"],
  ...["naalu_fighter", "naalu_fighter2", "naalu_flagship", "naalu_mech", "naalu_mech_omega"],
  ...["nekro_flagship", "nekro_mech"],
  // base factions, S to Y
  ...["saar_flagship", "saar_spacedock", "saar_spacedock2", "saar_mech"],
  ...["sardakk_dreadnought", "sardakk_dreadnought2", "sardakk_flagship", "sardakk_mech"],
  ...["sol_carrier", "sol_carrier2", "sol_flagship", "sol_infantry", "sol_infantry2", "sol_mech"],
  ...["winnu_flagship", "winnu_mech", "xxcha_flagship", "xxcha_mech", "yin_flagship", "yin_mech"],
  ...["yssaril_flagship", "yssaril_mech"],
  // Prophecy of Kings factions
  ...["argent_destroyer", "argent_destroyer2", "argent_flagship", "argent_mech"],
  ...["cabal_flagship", "cabal_mech", "cabal_spacedock", "cabal_spacedock2"],
  ...["empyrean_flagship", "empyrean_mech"],
  ...["mahact_flagship", "mahact_infantry", "mahact_infantry2", "mahact_mech"],
  ...["naaz_flagship", "naaz_mech", "naaz_mech_space"],
  ...["nomad_flagship", "nomad_flagship2", "cavalry1", "cavalry2", "nomad_mech"],
  ...["titans_cruiser", "titans_cruiser2", "titans_flagship", "titans_mech", "titans_pds", "titans_pds2"],
  // Codex III: the Council Keleres
  ...["keleres_flagship", "keleres_mech"],
  // Thunder's Edge factions, one line per faction as its rules are built
  ...["crimson_destroyer", "crimson_destroyer2", "crimson_mech", "crimson_flagship"],
  ...["ralnel_destroyer", "ralnel_destroyer2", "ralnel_flagship", "ralnel_mech"],
  ...["deepwrought_flagship", "deepwrought_mech"],
  ...["firmament_flagship", "firmament_mech", "obsidian_flagship", "obsidian_mech"],
  ...["bastion_flagship", "bastion_mech", "bastion_spacedock", "bastion_spacedock2"],
  // Thunder's Edge breakthroughs that turn over onto a unit card (the Mentak's The Table's Grace)
  ...["mentak_corsair"],
] as const;
export type Ti4UnitId = (typeof TI4_UNIT_IDS)[number];

/** A roll: each die hits on `hitsOn` or more. Winnu's flagship rolls one die per enemy non-fighter ship. */
export interface Ti4Roll {
  readonly hitsOn: number;
  readonly dice: number | "enemyNonFighterShips";
}

/** Space Cannon; with `reachesAdjacent` it also fires into adjacent systems (PDS II's deep space cannon). */
export interface Ti4SpaceCannon extends Ti4Roll {
  readonly reachesAdjacent: boolean;
}

/** PRODUCTION: a fixed value, or (space docks) the planet's resources plus `value`. */
export interface Ti4Production {
  readonly value: number;
  readonly plusPlanetResources: boolean;
}

export interface Ti4Unit {
  readonly id: Ti4UnitId;
  readonly type: Ti4UnitType;
  readonly name: string;
  readonly box: Ti4Box;
  /** null = a generic unit any faction may use. */
  readonly faction: FactionId | null;
  /** Resources paid; null = never produced (PDS and space docks are placed by abilities). */
  readonly cost: number | null;
  /** Units received for one payment of `cost` (fighters and infantry: 2 for 1). */
  readonly unitsPerCost: number;
  /** null = rolls no combat dice (structures). */
  readonly combat: Ti4Roll | null;
  /** Systems per move; 0 = moves only when carried (Fighter I); null = no move value (ground forces, structures). */
  readonly move: number | null;
  /** Fighters and ground forces carried; on a space dock, fighters kept in its system without room on ships. */
  readonly capacity: number;
  readonly sustainDamage: boolean;
  /** The card says Direct Hit cannot destroy it (Dreadnought II and the dreadnoughts built on it). */
  readonly directHitImmune: boolean;
  readonly planetaryShield: boolean;
  readonly antiFighterBarrage: Ti4Roll | null;
  readonly bombardment: Ti4Roll | null;
  readonly spaceCannon: Ti4SpaceCannon | null;
  readonly production: Ti4Production | null;
  /** The technology needed to field it: a unit upgrade (the II side), or War Sun. */
  readonly requires: Ti4TechnologyId | null;
  /** On a II: the I it turns over from. */
  readonly upgradeOf: Ti4UnitId | null;
  /** On a later printing: the unit it replaces when its box is in play (Codex III's Iconoclast Ω). */
  readonly replaces: Ti4UnitId | null;
  /** Not a piece of plastic: values a ship borrows through a promissory note (the Nomad's The Cavalry). */
  readonly promissoryNote: string | null;
  /** The unit's printed ability in our own words; null when it has none beyond its values. */
  readonly text: string | null;
  readonly note?: string;
  /**
   * The breakthrough card whose back this unit is (TE "Breakthroughs and Synergy": the Mentak's The Table's
   * Grace turns over onto Cruiser II as the Corsair): never on a faction sheet; the engine's unit sheet
   * puts it over `upgradeOf` for the card's holder. Absent: a unit card of its own.
   */
  readonly breakthrough?: string;
}

/** Ship types (LRR 96.1, 76; digest §12: ships always sit in space). */
export const TI4_SHIP_TYPES: readonly Ti4UnitType[] = [
  "warSun",
  "dreadnought",
  "cruiser",
  "destroyer",
  "carrier",
  "fighter",
  "flagship",
];
/** Ground forces (LRR 43; digest §12: infantry and mechs sit on planets or are carried). */
export const TI4_GROUND_FORCE_TYPES: readonly Ti4UnitType[] = ["infantry", "mech"];
/** Structures (LRR 85; digest §12: they sit on planets and never move; Saar's Floating Factory excepted). */
export const TI4_STRUCTURE_TYPES: readonly Ti4UnitType[] = ["pds", "spaceDock"];

/**
 * The pieces of one colour (LRR 96.2, digest §1): 2 war suns, 5 dreadnoughts, 8 cruisers, 8 destroyers,
 * 4 carriers, 10 fighters, 1 flagship, 12 infantry, 4 mechs, 6 PDS, 3 space docks; 63 in all, the number
 * the LRR's setup gives per colour. Fighters and infantry have tokens beside their plastic and are not
 * capped (LRR 23.4b); every other type is: with none left, a player may take one back from a system
 * without their command token (LRR 23.4a). LRR 23.4 exempts "fighters and ground forces", written
 * before mechs existed; mechs have no tokens, so their 4 pieces are kept as a cap.
 */
export interface Ti4UnitLimit {
  readonly plastic: number;
  /** false = tokens stand in once the plastic runs out (fighters, infantry). */
  readonly capped: boolean;
}

export const TI4_UNIT_LIMITS: Readonly<Record<Ti4UnitType, Ti4UnitLimit>> = deepFreeze({
  warSun: { plastic: 2, capped: true },
  dreadnought: { plastic: 5, capped: true },
  cruiser: { plastic: 8, capped: true },
  destroyer: { plastic: 8, capped: true },
  carrier: { plastic: 4, capped: true },
  fighter: { plastic: 10, capped: false },
  flagship: { plastic: 1, capped: true },
  infantry: { plastic: 12, capped: false },
  mech: { plastic: 4, capped: true },
  pds: { plastic: 6, capped: true },
  spaceDock: { plastic: 3, capped: true },
});

/** Each faction's set holds 16 command tokens (LRR setup step 3); a player gains none beyond them (LRR 20.3). */
export const TI4_COMMAND_TOKENS_PER_FACTION = 16;
/** The command sheet at the start; the other 8 tokens wait in reinforcements (LRR 20.1, setup step 11). */
export const TI4_STARTING_COMMAND_SHEET = deepFreeze({ tactic: 3, fleet: 3, strategy: 2 });
/** Each faction's set holds 17 control tokens (LRR setup step 3)... */
export const TI4_CONTROL_TOKENS_PER_FACTION = 17;
/** ...but they are not a limit: a player who runs out uses a substitute (LRR 23.2-23.3, digest §1). */
export const TI4_CONTROL_TOKENS_LIMITED = false;

export const TI4_UNITS: readonly Ti4Unit[] = deepFreeze([
  ...TI4_GENERIC_UNITS,
  ...TI4_BASE_FACTION_UNITS_1,
  ...TI4_BASE_FACTION_UNITS_2,
  ...TI4_BASE_FACTION_UNITS_3,
  ...TI4_POK_FACTION_UNITS_1,
  ...TI4_POK_FACTION_UNITS_2,
  ...TE_FACTION_UNITS,
]);

const BY_ID = indexById(TI4_UNITS, "TI4 unit");

export function isTi4UnitId(value: string): value is Ti4UnitId {
  return BY_ID.has(value);
}

export function ti4Unit(id: Ti4UnitId): Ti4Unit {
  return BY_ID.get(id);
}

/** The faction a record is filed under: the three Keleres flavours share one set of units and technologies. */
export function ti4FactionRecordId(faction: FactionId): FactionId {
  return (KELERES_FACTION_IDS as readonly string[]).includes(faction) ? "keleresm" : faction;
}

/**
 * The units on a faction's sheet in a game with these boxes: for each unit type, the faction's own
 * version where it has one, otherwise the generic unit; both sides (I and II) of each. A later printing
 * whose box is in play stands in for the one it replaces. Promissory-note values are not units.
 */
export function ti4FactionUnits(faction: FactionId, boxes: readonly Ti4Box[]): readonly Ti4Unit[] {
  const key = `${faction}:${boxes.join(",")}`;
  let sheet = SHEETS.get(key);
  if (!sheet) {
    sheet = factionSheet(faction, boxes);
    SHEETS.set(key, sheet);
  }
  return sheet;
}

/** Each faction's sheet, worked out once per set of boxes (rules read it for every unit they weigh). */
const SHEETS = new Map<string, readonly Ti4Unit[]>();

function factionSheet(faction: FactionId, boxes: readonly Ti4Box[]): readonly Ti4Unit[] {
  const owner = ti4FactionRecordId(faction);
  const inPlay = TI4_UNITS.filter(
    (unit) => boxes.includes(unit.box) && unit.promissoryNote === null && unit.breakthrough === undefined,
  );
  const replaced = new Set(inPlay.flatMap((unit) => (unit.replaces ? [unit.replaces] : [])));
  const own = inPlay.filter((unit) => unit.faction === owner && !replaced.has(unit.id));
  return TI4_UNIT_TYPES.flatMap((type) => {
    const mine = own.filter((unit) => unit.type === type);
    return mine.length > 0 ? mine : inPlay.filter((unit) => unit.faction === null && unit.type === type);
  });
}
