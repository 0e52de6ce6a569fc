import { describe, expect, it } from "vitest";
import type { FactionId, Ti4UnitType } from "../../../src/content/ti4/common.ts";
import {
  BASE_FACTION_IDS,
  FACTION_IDS,
  KELERES_FACTION_IDS,
  POK_FACTION_IDS,
  TI4_UNIT_TYPES,
} from "../../../src/content/ti4/common.ts";
import { TE_FACTION_ABILITIES } from "../../../src/content/ti4/factionAbilities.te.ts";
import { TI4_FACTION_ABILITIES, ti4FactionAbility } from "../../../src/content/ti4/factionAbilities.ts";
import type { Ti4StartingUnitCounts } from "../../../src/content/ti4/factions.ts";
import {
  TI4_FACTIONS,
  ti4Faction,
  ti4FactionsFor,
  ti4LeaderIdsOf,
} from "../../../src/content/ti4/factions.ts";
import { TI4_LEADERS, ti4Leader } from "../../../src/content/ti4/leaders.ts";
import { TI4_PROMISSORY_NOTES, ti4PromissoryNote } from "../../../src/content/ti4/promissoryNotes.ts";

/**
 * Copied from shared/data/ti4/factions.json: the starting fleet exactly as the source spells it (AsyncTI4's
 * startingFleet strings), the commodity value and the home tile. The fleets are parsed here on their own,
 * so a slip in the typed sheets shows as a mismatch.
 */
const DATA: Record<FactionId, { fleet: string; commodities: number; home: string }> = {
  arborec: { fleet: "cv, cr,2 ff, 4 inf n,pds n, sd n", commodities: 3, home: "5" },
  ghost: { fleet: "cv,2 dd,2 ff,4 inf c,sd c", commodities: 4, home: "51" },
  hacan: { fleet: "2 cv,cr,2 ff,2 inf h,sd a, inf a, inf k", commodities: 6, home: "16" },
  jolnar: { fleet: "dn,2 cv,ff,2 inf j,sd n,pds j,pds n", commodities: 4, home: "12" },
  l1z1x: { fleet: "dn, cv, 3 ff, 5 inf 0,sd 0,pds 0", commodities: 2, home: "6" },
  letnev: { fleet: "dn,cv,dd,ff, 3 inf w,sd a", commodities: 2, home: "10" },
  mentak: { fleet: "cv,2 cr,3 ff,4 inf m,pds m,sd m", commodities: 2, home: "2" },
  muaat: { fleet: "ws,2 ff,4 inf m,sd m", commodities: 4, home: "4" },
  naalu: { fleet: "cv,cr,dd,3 ff,2 inf m,2 inf d,pds m,sd d", commodities: 3, home: "9" },
  nekro: { fleet: "dn,cv,cr,2 ff,2 inf m,sd m", commodities: 3, home: "8" },
  saar: { fleet: "2 cv,1 cr,2 ff,4 inf, sd", commodities: 3, home: "11" },
  sardakk: { fleet: "2 cv,cr,3 inf q,2 inf t,sd q,pds t", commodities: 3, home: "13" },
  sol: { fleet: "2 cv, dd, 3 ff,5 inf j, sd j", commodities: 4, home: "1" },
  winnu: { fleet: "cv,cr,2 ff,2 inf w,pds w, sd w", commodities: 3, home: "7" },
  xxcha: { fleet: "cv,2 cr,3 ff,2 inf at,2 inf ar,pds at,sd ar", commodities: 4, home: "14" },
  yin: { fleet: "2 cv,dd,4 ff,4 inf d,sd d", commodities: 2, home: "3" },
  yssaril: { fleet: "2 cv,cr, 2 ff, 2 inf s,3 inf r,pds s,sd r", commodities: 3, home: "15" },
  argent: { fleet: "cv,2 dd,2 ff,3 inf v,2 inf a, pds y,sd v", commodities: 3, home: "58" },
  cabal: { fleet: "dn,cv,cr,3 ff,3 inf a,sd a", commodities: 2, home: "54" },
  empyrean: { fleet: "2 cv,dd,2 ff,4 inf t,sd t", commodities: 4, home: "56" },
  mahact: { fleet: "dn, cv,cr,2 ff, 3 inf i,sd i", commodities: 3, home: "52" },
  nomad: { fleet: "cv,dd,3 ff,fs,4 inf a,sd a", commodities: 4, home: "53" },
  naaz: { fleet: "2 cv,dd,2 ff,3 inf n,mech r,sd n", commodities: 3, home: "57" },
  titans: { fleet: "dn,2 cr,2 ff,3 inf elysium,sd elysium", commodities: 2, home: "55" },
  keleresm: { fleet: "2 inf, 2 cv, 2 ff, 1 ca, sd mollprimusk", commodities: 2, home: "94new" },
  keleresx: { fleet: "2 inf, 2 cv, 2 ff, 1 ca, sd archonrenk", commodities: 2, home: "92new" },
  keleresa: { fleet: "2 inf, 2 cv, 2 ff, 1 ca, sd valkk", commodities: 2, home: "93new" },
  crimson: { fleet: "4 inf a, sd a, 3 ff, pds a, cv, 2 dd", commodities: 2, home: "118" },
  ralnel: { fleet: "2 inf m, 2 inf r, cv, 2 ff, dn, pds r, pds m, dd, sd m", commodities: 4, home: "93" },
  deepwrought: { fleet: "3 inf i, sd i, 4 ff, cv, dn", commodities: 3, home: "95" },
  // The Firmament and the Obsidian (Thunder's Edge; the Obsidian's sheet is the Firmament's other side)
  firmament: { fleet: "1 inf c, 2 inf t, cv, 3 ff, ca, dd, sd c", commodities: 3, home: "96a" },
  obsidian: { fleet: "1 inf c, 2 inf t, cv, 3 ff, ca, dd, sd c", commodities: 3, home: "96b" },
  bastion: { fleet: "3 inf ordinian, sd ordinian, 2 ff, cv, dn, ca", commodities: 1, home: "92" },
};

/** Thunder's Edge factions' leaders are PoK components (TE "Expansion Integration") not in the content yet. */
const WITH_LEADERS = TI4_FACTIONS.filter((faction) => faction.box !== "te");

const FLEET_CODES: Record<string, Ti4UnitType> = {
  cv: "carrier",
  cr: "cruiser",
  ca: "cruiser",
  dd: "destroyer",
  dn: "dreadnought",
  ff: "fighter",
  inf: "infantry",
  sd: "spaceDock",
  ws: "warSun",
  fs: "flagship",
  pds: "pds",
  mech: "mech",
};

/** "2 cv,cr,2 ff,2 inf h,sd a" -> { carrier: 2, cruiser: 1, ... }, planet letters ignored. */
function parseFleet(fleet: string): Ti4StartingUnitCounts {
  const counts: Partial<Record<Ti4UnitType, number>> = {};
  for (const token of fleet.split(",")) {
    const match = /^(?:(\d+)\s*)?([a-z]+)(?:\s+\S+)?$/.exec(token.trim());
    if (!match) throw new Error(`Unreadable fleet token: ${token}`);
    const unit = FLEET_CODES[match[2]!];
    if (!unit) throw new Error(`Unknown unit code: ${match[2]}`);
    counts[unit] = (counts[unit] ?? 0) + Number(match[1] ?? 1);
  }
  return counts;
}

describe("TI4 factions: the roster", () => {
  it("holds the 17 base factions, the 7 of PoK and the three Keleres records, in FACTION_IDS order", () => {
    expect(TI4_FACTIONS.map((faction) => faction.id)).toEqual([...FACTION_IDS]);
    expect(ti4FactionsFor(["base"]).map((faction) => faction.id)).toEqual([...BASE_FACTION_IDS]);
    expect(
      ti4FactionsFor(["base", "pok"])
        .filter((faction) => faction.box === "pok")
        .map((faction) => faction.id),
    ).toEqual([...POK_FACTION_IDS]);
    expect(ti4FactionsFor(["codex3"]).map((faction) => faction.id)).toEqual([...KELERES_FACTION_IDS]);
  });

  it("finds a faction by id and refuses an unknown one", () => {
    expect(ti4Faction("jolnar").name).toBe("The Universities of Jol-Nar");
    expect(() => ti4Faction("keleres")).toThrow(/Unknown TI4 faction/);
  });

  it("gives the Keleres one flavour per record, each with its own home system and hero", () => {
    const keleres = KELERES_FACTION_IDS.map((id) => ti4Faction(id));
    expect(keleres.map((faction) => faction.keleresFlavour)).toEqual(["mentak", "xxcha", "argent"]);
    expect(new Set(keleres.map((faction) => faction.homeSystem)).size).toBe(3);
    expect(new Set(keleres.map((faction) => faction.leaders.hero)).size).toBe(3);
    for (const faction of keleres) {
      expect(faction.factionTechnologies).toEqual(["iihq", "asn"]);
      expect(faction.startingTechnologies).toEqual({ kind: "chooseOwnedByOthers", count: 2 });
    }
  });
});

describe("TI4 factions: the sheets match the data", () => {
  it.each(TI4_FACTIONS.map((faction) => [faction.id, faction] as const))("%s", (id, faction) => {
    const data = DATA[id];
    expect(faction.startingFleet.units).toEqual(parseFleet(data.fleet));
    expect(faction.commodities).toBe(data.commodities);
    expect(faction.homeSystem).toBe(data.home);
    expect(faction.homePlanets.length).toBeGreaterThan(0);
    expect(faction.factionTechnologies).toHaveLength(2);
    expect(faction.flagship).toMatch(/_flagship$/);
    expect(faction.mech).toMatch(/_mech$/);
    expect(faction.name.length).toBeGreaterThan(0);
    expect(faction.shortName.length).toBeGreaterThan(0);
  });

  it("puts starting units only on home planets, never more than the fleet has, and never ships", () => {
    const ships: readonly Ti4UnitType[] = [
      "warSun",
      "dreadnought",
      "cruiser",
      "destroyer",
      "carrier",
      "fighter",
      "flagship",
    ];
    for (const faction of TI4_FACTIONS) {
      const placed: Partial<Record<Ti4UnitType, number>> = {};
      for (const [planet, counts] of Object.entries(faction.startingFleet.onPlanets)) {
        expect(faction.homePlanets, `${faction.id}: ${planet}`).toContain(planet);
        for (const unit of TI4_UNIT_TYPES) placed[unit] = (placed[unit] ?? 0) + (counts[unit] ?? 0);
      }
      for (const unit of TI4_UNIT_TYPES) {
        expect(placed[unit] ?? 0, `${faction.id}: ${unit}`).toBeLessThanOrEqual(
          faction.startingFleet.units[unit] ?? 0,
        );
        if (ships.includes(unit)) expect(placed[unit] ?? 0, `${faction.id}: ${unit} on a planet`).toBe(0);
      }
    }
  });

  it("starts every faction with exactly one space dock (LRR setup)", () => {
    for (const faction of TI4_FACTIONS) expect(faction.startingFleet.units.spaceDock, faction.id).toBe(1);
  });

  it("represents the starting technology choices instead of guessing them", () => {
    expect(ti4Faction("winnu").startingTechnologies).toMatchObject({ kind: "choose", count: 1 });
    expect(ti4Faction("argent").startingTechnologies).toEqual({
      kind: "choose",
      count: 2,
      from: ["nm", "st", "ps"],
    });
    expect(ti4Faction("sardakk").startingTechnologies).toEqual({ kind: "fixed", ids: [] });
    expect(ti4Faction("sol").startingTechnologies).toEqual({ kind: "fixed", ids: ["amd", "nm"] });
    for (const faction of TI4_FACTIONS) {
      const start = faction.startingTechnologies;
      if (start.kind === "choose") expect(start.from.length).toBeGreaterThan(start.count);
    }
  });
});

describe("TI4 factions: abilities, leaders and promissory notes", () => {
  it("gives every faction at least one ability, resolved with its name and text", () => {
    for (const faction of TI4_FACTIONS) {
      expect(faction.abilities.length, faction.id).toBeGreaterThan(0);
      for (const ability of faction.abilities) {
        expect(ability).toBe(ti4FactionAbility(ability.id));
        expect(ability.name.length).toBeGreaterThan(0);
        expect(ability.text.length).toBeGreaterThan(10);
      }
    }
    expect(() => ti4FactionAbility("mitosys")).toThrow(/Unknown TI4 faction ability/);
  });

  it("gives every faction an agent, a commander with its unlock condition and a hero", () => {
    for (const faction of WITH_LEADERS) {
      const ids = ti4LeaderIdsOf(faction);
      expect(ids.length, faction.id).toBeGreaterThanOrEqual(3);
      const kinds = ids.map((id) => ti4Leader(id).kind);
      expect(
        kinds.filter((kind) => kind === "commander"),
        faction.id,
      ).toHaveLength(1);
      expect(
        kinds.filter((kind) => kind === "hero"),
        faction.id,
      ).toHaveLength(1);
      expect(kinds.filter((kind) => kind === "agent").length, faction.id).toBe(
        faction.id === "nomad" ? 3 : 1,
      );
      expect(ti4Leader(faction.leaders.commander).unlock, faction.id).toBeTruthy();
      expect(ti4Leader(faction.leaders.hero).unlock, faction.id).toBeTruthy();
      for (const agent of faction.leaders.agents) expect(ti4Leader(agent).unlock).toBeUndefined();
    }
  });

  it("lists every leader under some faction, and each leader's kind where the faction sheet puts it", () => {
    const used = new Set(WITH_LEADERS.flatMap((faction) => ti4LeaderIdsOf(faction)));
    // Of the Thunder's Edge leaders, only the Firmament's and the Obsidian's have records so far.
    const te = new Set(TI4_FACTIONS.filter((f) => f.box === "te").flatMap((f) => ti4LeaderIdsOf(f)));
    const recorded = TI4_LEADERS.filter((leader) => !te.has(leader.id));
    expect([...used].sort()).toEqual(recorded.map((leader) => leader.id).sort());
    for (const faction of WITH_LEADERS) {
      for (const agent of faction.leaders.agents) expect(ti4Leader(agent).kind).toBe("agent");
      expect(ti4Leader(faction.leaders.commander).kind).toBe("commander");
      expect(ti4Leader(faction.leaders.hero).kind).toBe("hero");
    }
  });

  it("gives every faction its own promissory note, owned by it; the Empyrean have two", () => {
    for (const faction of TI4_FACTIONS) {
      expect(faction.promissoryNotes.length, faction.id).toBe(faction.id === "empyrean" ? 2 : 1);
      for (const id of faction.promissoryNotes) {
        const note = ti4PromissoryNote(id);
        expect(note.owner, id).toBe(faction.id);
        expect(note.text.length).toBeGreaterThan(10);
      }
    }
  });

  it("keeps the Codex revisions beside the printed cards", () => {
    expect(ti4Leader("naaluagent").revision?.box).toBe("codex3");
    expect(ti4Leader("yincommander").revision?.unlock).toBeTruthy();
    expect(ti4PromissoryNote("stymie").revision?.name).toBe("Stymie Ω");
    expect(TI4_LEADERS.filter((leader) => leader.revision)).toHaveLength(6);
    expect(TI4_PROMISSORY_NOTES.filter((note) => note.revision)).toHaveLength(5);
  });
});

describe("TI4 factions: ids", () => {
  it("has no id twice within factions, abilities, leaders or notes, nor across them", () => {
    const tables = [
      TI4_FACTIONS.map((faction) => faction.id),
      [...TI4_FACTION_ABILITIES, ...TE_FACTION_ABILITIES].map((ability) => ability.id),
      TI4_LEADERS.map((leader) => leader.id),
      TI4_PROMISSORY_NOTES.map((note) => note.id),
    ];
    for (const ids of tables) expect(new Set(ids).size).toBe(ids.length);
    const all = tables.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("uses every ability exactly where a faction lists it (the Keleres records share theirs)", () => {
    const used = new Set(TI4_FACTIONS.flatMap((faction) => faction.abilities.map((ability) => ability.id)));
    const abilities = [...TI4_FACTION_ABILITIES, ...TE_FACTION_ABILITIES];
    expect([...used].sort()).toEqual(abilities.map((ability) => ability.id).sort());
  });

  it("freezes the content", () => {
    expect(Object.isFrozen(ti4Faction("sol").startingFleet.units)).toBe(true);
    expect(Object.isFrozen(ti4Leader("solhero"))).toBe(true);
  });
});
