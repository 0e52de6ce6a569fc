import { describe, expect, it } from "vitest";
import {
  isTi4AgendaId,
  TI4_AGENDA_KINDS,
  TI4_AGENDA_OUTCOME_KINDS,
  TI4_AGENDAS,
  TI4_PLANET_ELECTIONS,
  type Ti4Agenda,
  type Ti4AgendaId,
  ti4Agenda,
  ti4AgendaDeck,
} from "../../../src/content/ti4/index.ts";
import { AGENDA_FACTS, copiedFrom, HAS_DATA, lineCopied, liveFacts } from "./dataFacts.ts";

const ids = (agendas: readonly Ti4Agenda[]) => agendas.map((agenda) => agenda.id);

/** Every text an agenda carries, one per outcome. */
function outcomeTexts(agenda: Ti4Agenda): string[] {
  const { outcome } = agenda;
  if (outcome.kind === "forAgainst") return [outcome.for, outcome.against];
  if (outcome.kind === "outcomesOfNextAgenda") return [outcome.text];
  return [outcome.elected];
}

const LEFT_OUT_BY_POK = [
  "core_mining",
  "demilitarized_zone",
  "holy_planet_of_ixth",
  "representative_government",
  "rt_biotic",
  "rt_cybernetic",
  "rt_propulsion",
  "rt_warfare",
  "senate_sanctuary",
  "shard_of_the_throne",
  "terraforming_initiative",
  "crown_of_emphidia",
  "crown_of_thalnos",
];

describe("TI4 agendas", () => {
  it("number 50 from the base game and 13 from Prophecy of Kings, with unique ids", () => {
    expect(TI4_AGENDAS.filter((agenda) => agenda.box === "base")).toHaveLength(50);
    expect(TI4_AGENDAS.filter((agenda) => agenda.box === "pok")).toHaveLength(13);
    expect(new Set(ids(TI4_AGENDAS)).size).toBe(TI4_AGENDAS.length);
    expect(ti4Agenda("crisis").name).toBe("Galactic Crisis Pact");
    expect(isTi4AgendaId("aggressive-strategy")).toBe(false);
  });

  it("make a 50-card deck for the base game alone and for a PoK game, the Codices adding none", () => {
    const base = ti4AgendaDeck(["base"]);
    const pok = ti4AgendaDeck(["base", "pok"]);
    expect(base).toHaveLength(50);
    expect(pok).toHaveLength(50);
    expect(ids(ti4AgendaDeck(["base", "pok", "codex1", "codex2", "codex3", "codex4"]))).toEqual(ids(pok));
    expect(base.every((agenda) => agenda.box === "base")).toBe(true);
    expect(pok.filter((agenda) => agenda.box === "pok")).toHaveLength(13);
  });

  it("leave out of a PoK game the three relics-to-be, the old Representative Government and nine attachments", () => {
    const pok = new Set<string>(ids(ti4AgendaDeck(["base", "pok"])));
    const leftOut = TI4_AGENDAS.filter((agenda) => !pok.has(agenda.id));
    expect(ids(leftOut).sort()).toEqual([...LEFT_OUT_BY_POK].sort());
    for (const agenda of leftOut) expect(agenda.inPokDeck, agenda.id).toBe(false);
    const attaching = leftOut.filter((agenda) => agenda.outcome.kind === "electPlanet");
    expect(attaching).toHaveLength(9);
    for (const agenda of attaching) expect(agenda.kind, agenda.id).toBe("law");
    expect(ti4Agenda("rep_govt").name).toBe("Representative Government");
  });

  it("have a valid kind and outcome, and a text for every outcome", () => {
    for (const agenda of TI4_AGENDAS) {
      expect(TI4_AGENDA_KINDS, agenda.id).toContain(agenda.kind);
      expect(TI4_AGENDA_OUTCOME_KINDS, agenda.id).toContain(agenda.outcome.kind);
      if (agenda.outcome.kind === "electPlanet") {
        expect(TI4_PLANET_ELECTIONS, agenda.id).toContain(agenda.outcome.eligible);
      }
      for (const text of outcomeTexts(agenda)) expect(text, agenda.id).toMatch(/^[A-Z].{8,}\.$/);
    }
  });

  it("elect planets by the restriction each card prints", () => {
    const eligible = (id: Ti4AgendaId) => {
      const { outcome } = ti4Agenda(id);
      return outcome.kind === "electPlanet" ? outcome.eligible : null;
    };
    expect(eligible("redistribution")).toBe("nonHomeNotMecatol");
    expect(eligible("disarmament")).toBe("any");
    expect(eligible("senate_sanctuary")).toBe("cultural");
    expect(eligible("terraforming_initiative")).toBe("hazardous");
    expect(eligible("rt_propulsion")).toBe("industrial");
    expect(eligible("core_mining")).toBe("hazardousOrIndustrial");
    expect(eligible("mutiny")).toBeNull();
  });

  it("are discarded on reveal when nothing they need is in play", () => {
    const needing = TI4_AGENDAS.filter((agenda) => agenda.needsInPlay !== null);
    expect(needing.map((agenda) => [agenda.id, agenda.needsInPlay])).toEqual([
      ["classified", "scoredSecret"],
      ["abolishment", "law"],
      ["miscount", "law"],
      ["constitution", "law"],
    ]);
  });
});

/** How the data names each of our outcome kinds. */
const DATA_OUTCOMES: Record<string, string> = {
  "for/against": "forAgainst",
  "elect player": "electPlayer",
  "elect planet": "electPlanet",
  "elect non-home planet (not Mecatol)": "electPlanet",
  "elect law": "electLaw",
  "elect scored secret objective": "electScoredSecret",
  "elect strategy card": "electStrategyCard",
  hidden: "outcomesOfNextAgenda",
};

/** The data's facts (test/fixtures/ti4/agendas.facts.json), so these checks run without the data too. */
describe("TI4 agendas against the data's facts", () => {
  it("list the same agendas with the same name, kind, outcome, box and PoK deck membership", () => {
    expect(ids(TI4_AGENDAS).sort()).toEqual(AGENDA_FACTS.map((fact) => fact.id).sort());
    for (const fact of AGENDA_FACTS) {
      const ours = ti4Agenda(fact.id as Ti4AgendaId);
      expect(DATA_OUTCOMES[fact.outcome], `${fact.id}: ${fact.outcome}`).toBeDefined();
      expect([ours.name, ours.kind, ours.outcome.kind, ours.box, ours.inPokDeck], fact.id).toEqual([
        fact.name,
        fact.type,
        DATA_OUTCOMES[fact.outcome],
        fact.box,
        fact.inPokDeck,
      ]);
    }
  });

  it("word every outcome in our own text, never the data's line, 6 words of it, or a clause of it", () => {
    expect(AGENDA_FACTS).toHaveLength(63);
    const copied = AGENDA_FACTS.flatMap((fact) => {
      const texts = outcomeTexts(ti4Agenda(fact.id as Ti4AgendaId));
      // A clause of 4 words or more may not recur; a shorter outcome ("nothing") may.
      const whys = [texts.join(" "), ...texts].map(
        (text) => copiedFrom(text, fact) ?? lineCopied(text, fact.outcomes, 4),
      );
      return whys.flatMap((why) => (why ? [`${fact.id}: ${why}`] : []));
    });
    expect(copied).toEqual([]);
  });

  it.skipIf(!HAS_DATA)("the fixture still says what shared/data/ti4/agendas.json says", () => {
    expect(liveFacts("agendas")).toEqual(AGENDA_FACTS);
  });
});
