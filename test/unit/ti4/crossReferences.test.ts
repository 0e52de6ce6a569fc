/**
 * The TI4 content files name one another by id: a faction its home tile and planets, its starting and
 * faction technologies, its units, leaders and promissory notes. Every such id must resolve, each to a
 * component of the right owner, and no id may name two components of one ruleset.
 */
import { describe, expect, it } from "vitest";
import {
  isTi4PlanetId,
  isTi4SystemId,
  isTi4TechnologyId,
  isTi4UnitId,
  TI4_ACTION_CARDS,
  TI4_AGENDAS,
  TI4_FACTION_ABILITIES,
  TI4_FACTIONS,
  TI4_LEADERS,
  TI4_OBJECTIVES,
  TI4_PLANETS,
  TI4_PROMISSORY_NOTES,
  TI4_RELICS,
  TI4_STRATEGY_CARDS,
  TI4_SYSTEMS,
  TI4_TECHNOLOGIES,
  TI4_UNITS,
  ti4FactionRecordId,
  ti4Leader,
  ti4PromissoryNote,
  ti4System,
  ti4Technology,
  ti4Unit,
} from "../../../src/content/ti4/index.ts";

describe("TI4 content: every id one file gives another resolves", () => {
  for (const faction of TI4_FACTIONS) {
    it(`${faction.name}: home, technologies, units, leaders and notes`, () => {
      expect(isTi4SystemId(faction.homeSystem), `home ${faction.homeSystem}`).toBe(true);
      if (!isTi4SystemId(faction.homeSystem)) return;
      const home = ti4System(faction.homeSystem);
      for (const planet of faction.homePlanets) {
        expect(isTi4PlanetId(planet), planet).toBe(true);
        expect(home.planets as readonly string[]).toContain(planet);
      }
      const owner = ti4FactionRecordId(faction.id);
      const starting = faction.startingTechnologies;
      const startingIds =
        starting.kind === "fixed" ? starting.ids : starting.kind === "choose" ? starting.from : [];
      for (const id of startingIds) {
        expect(isTi4TechnologyId(id), `starting technology ${id}`).toBe(true);
        // Generic, or the faction's own (the Nekro hold their Valefar Assimilators from the start).
        if (isTi4TechnologyId(id)) expect([null, owner]).toContain(ti4Technology(id).faction);
      }
      for (const id of faction.factionTechnologies) {
        expect(isTi4TechnologyId(id), `faction technology ${id}`).toBe(true);
        if (isTi4TechnologyId(id)) expect(ti4Technology(id).faction).toBe(owner);
      }
      for (const id of [faction.flagship, faction.mech, ...(faction.otherUnits ?? [])]) {
        expect(isTi4UnitId(id), `unit ${id}`).toBe(true);
        if (isTi4UnitId(id)) expect(ti4Unit(id).faction).toBe(owner);
      }
      expect(isTi4UnitId(faction.flagship) && ti4Unit(faction.flagship).type).toBe("flagship");
      expect(isTi4UnitId(faction.mech) && ti4Unit(faction.mech).type).toBe("mech");
      // Thunder's Edge leaders are Prophecy of Kings components (TE "Expansion Integration"), not recorded yet.
      const leaders =
        faction.box === "te"
          ? []
          : [...faction.leaders.agents, faction.leaders.commander, faction.leaders.hero];
      for (const id of leaders) expect(() => ti4Leader(id), `leader ${id}`).not.toThrow();
      for (const id of faction.promissoryNotes)
        expect(() => ti4PromissoryNote(id), `promissory note ${id}`).not.toThrow();
    });
  }

  /**
   * Ids are the TI4 community's own (shared/data/ti4/README.md: kept so names from other TI4 tools read
   * the same here), and that vocabulary reuses seven across kinds (Thunder's Edge's action card Crisis shares
   * its id with an agenda, its planet Emelpar with a relic). Each lookup is typed by kind, so these can never
   * be taken for one another; any other id shared across kinds fails here.
   */
  const SHARED_ACROSS_KINDS = [
    "muaat: planets, factions",
    "winnu: planets, factions",
    "ragh: planets, promissoryNotes",
    "sar: technologies, objectives",
    "dp: objectives, actionCards",
    "crisis: agendas, actionCards",
    // Thunder's Edge's planet Emelpar and PoK's relic the Scepter of Emelpar.
    "emelpar: planets, relics",
  ];

  it("no id names two components of one kind, nor of two kinds beyond the community's seven", () => {
    const kinds: Record<string, readonly { id: string }[]> = {
      systems: TI4_SYSTEMS,
      planets: TI4_PLANETS,
      factions: TI4_FACTIONS,
      abilities: TI4_FACTION_ABILITIES,
      leaders: TI4_LEADERS,
      promissoryNotes: TI4_PROMISSORY_NOTES,
      units: TI4_UNITS,
      technologies: TI4_TECHNOLOGIES,
      strategyCards: TI4_STRATEGY_CARDS,
      objectives: TI4_OBJECTIVES,
      agendas: TI4_AGENDAS,
      actionCards: TI4_ACTION_CARDS,
      relics: TI4_RELICS,
    };
    const owners = new Map<string, string[]>();
    for (const [kind, items] of Object.entries(kinds)) {
      expect(new Set(items.map((i) => i.id)).size, `${kind} ids`).toBe(items.length);
      for (const { id } of items) owners.set(id, [...(owners.get(id) ?? []), kind]);
    }
    const shared = [...owners].filter(([, of]) => of.length > 1).map(([id, of]) => `${id}: ${of.join(", ")}`);
    expect(shared.sort()).toEqual([...SHARED_ACROSS_KINDS].sort());
  });
});
