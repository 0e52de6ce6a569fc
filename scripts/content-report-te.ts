/**
 * The Thunder's Edge part of `npm run -s content:report -- --ruleset ti4`: each component of the TE
 * rulebook's "Components" list, how many the rulebook counts, how many cards or tiles our content holds, and,
 * where a rule carries them out one by one, how many Mecatol plays.
 */
import {
  TE_LEGENDARY_ABILITIES,
  TE_OCEAN_CARDS,
  TE_PLOTS,
  TE_RELIC_RECORDS,
  TE_REPRINTED_RELICS,
  TI4_ACTION_CARDS,
  TI4_BREAKTHROUGHS,
  TI4_FACTIONS,
  TI4_FRACTURE_SYSTEMS,
  TI4_GALACTIC_EVENTS,
  TI4_MAP_PRESETS,
  TI4_OBJECTIVES,
  TI4_OMEGA_VARIANTS,
  TI4_PLANETS,
  TI4_PROMISSORY_NOTES,
  TI4_SYSTEMS,
  TI4_TECHNOLOGIES,
} from "../src/content/ti4/index.ts";
import { ti4CardCarriedOut } from "../src/engine/ti4/actionCards/effects.ts";
import { BREAKTHROUGH_ABILITIES_PLAYED } from "../src/engine/ti4/thundersEdge/breakthroughs.ts";
import { CODEX_NOTE_RULES } from "../src/engine/ti4/thundersEdge/codexNotes.ts";
import { TI4_GALACTIC_EVENTS_BUILT } from "../src/engine/ti4/thundersEdge/galacticEvents.ts";
import { TE_FACTION_PARTS_NOT_YET_CARRIED_OUT } from "../src/engine/ti4/thundersEdge/notBuilt.ts";
import { TE_RELICS_NOT_YET_CARRIED_OUT } from "../src/engine/ti4/thundersEdge/relicsNotBuilt.ts";
import { sum } from "./tally.ts";

/** The TE rulebook's "Components" counts. */
const RULEBOOK = {
  factionSheets: 7,
  galacticEvents: 20,
  breakthroughs: 30,
  relics: 10,
  actionCards: 20,
  promissoryNotes: 6,
  factionTechnologies: 10,
  factionMechanicCards: 16,
  systemAndHyperlaneTiles: 33,
  fractureTiles: 3,
  planetCards: 43,
  legendaryAbilities: 10,
  premadeMaps: 4,
} as const;

export function contentReportTe() {
  const teFactions = TI4_FACTIONS.filter((f) => f.box === "te");
  const teCards = TI4_ACTION_CARDS.filter((c) => c.box === "te");
  // TE "Expansion Integration": Codex I's 20 action cards join the deck (not counted among TE's own 20).
  const codexCards = TI4_ACTION_CARDS.filter((c) => c.box === "codex1");
  // 96b is the other side of 96a's tile; the Obsidian's technologies are the other sides of the Firmament's.
  // The Fracture's systems are counted apart (seven systems on its three tiles).
  const fracture = new Set<string>(TI4_FRACTURE_SYSTEMS);
  const teTiles = TI4_SYSTEMS.filter((s) => s.box === "te" && s.id !== "96b" && !fracture.has(s.id));
  const factionTechnologies = TI4_TECHNOLOGIES.filter((t) => t.box === "te" && t.faction !== null);
  const flipSides = factionTechnologies.filter((t) => t.faction === "obsidian").length;
  const relics = [...TE_RELIC_RECORDS.map((r) => r.id), ...TE_REPRINTED_RELICS];
  return {
    rulebook: RULEBOOK,
    ours: {
      // Six sheets for six faction records (the Obsidian's sheet is the one the Firmament turns to), and the
      // Council Keleres' sheet the box reprints among its Codex components (TE "Expansion Integration")
      // [recalled: our reading of the rulebook's 7 sheets].
      factionSheets: teFactions.length + (TI4_FACTIONS.some((f) => f.id.startsWith("keleres")) ? 1 : 0),
      galacticEvents: TI4_GALACTIC_EVENTS.length,
      // One record per faction card; the Firmament's carries the Obsidian's back.
      breakthroughs: TI4_BREAKTHROUGHS.length,
      relics: relics.length,
      actionCards: sum(teCards, (c) => c.copies),
      promissoryNotes: TI4_PROMISSORY_NOTES.filter((n) => n.box === "te").length,
      factionTechnologies: factionTechnologies.length - flipSides,
      factionMechanicCards: TE_PLOTS.length + TE_OCEAN_CARDS.length,
      systemAndHyperlaneTiles: teTiles.length,
      fractureSystems: TI4_FRACTURE_SYSTEMS.length,
      planetCards: TI4_PLANETS.filter((p) => p.box === "te").length,
      legendaryAbilities: TE_LEGENDARY_ABILITIES.length,
      premadeMaps: TI4_MAP_PRESETS.length,
    },
    played: {
      galacticEvents: TI4_GALACTIC_EVENTS_BUILT.length,
      // Cards, not faces: the Firmament's card counts once (The Sowing; The Reaping is its other face).
      breakthroughAbilities: TI4_BREAKTHROUGHS.filter((card) => card.id in BREAKTHROUGH_ABILITIES_PLAYED)
        .length,
      relics: relics.filter((id) => !(id in TE_RELICS_NOT_YET_CARRIED_OUT)).length,
      actionCards: sum(
        teCards.filter((c) => ti4CardCarriedOut(c.id)),
        (c) => c.copies,
      ),
      // Of Codex I's 20 copies, those dealt in a Thunder's Edge game (the cards built).
      codexActionCards: sum(
        codexCards.filter((c) => ti4CardCarriedOut(c.id)),
        (c) => c.copies,
      ),
      factionsDealt: teFactions.filter((f) => f.id !== "obsidian").length,
      premadeMaps: TI4_MAP_PRESETS.filter((m) => m.mapString !== undefined).length,
      factionPartsNotYetCarriedOut: TE_FACTION_PARTS_NOT_YET_CARRIED_OUT,
      // TE "Expansion Integration": the Codex cards swapped in that a Thunder's Edge game plays in their Codex
      // wording (thundersEdge/codex.ts): secrets, notes (codexNotes.ts), technologies (TI4_OMEGA_VARIANTS).
      codexReplacements: {
        secretObjectives: TI4_OBJECTIVES.filter((o) => o.revision !== undefined).length,
        promissoryNotes: Object.values(CODEX_NOTE_RULES).filter((rules) => !rules.notCarriedOut).length,
        technologies: TI4_OMEGA_VARIANTS.filter((v) => v.inThundersEdge).length,
      },
    },
  };
}
