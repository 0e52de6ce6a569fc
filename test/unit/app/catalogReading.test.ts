/**
 * The one strict reader, option by option: every option of every command in the catalog is given a good
 * value, a bad one and a near miss, taken from a table of samples per kind of value. A new option is
 * covered as soon as it is in the catalog; a new kind of value fails here until it has its samples.
 */
import { describe, expect, it } from "vitest";
import {
  type ArgError,
  type Args,
  CATALOG,
  type CatalogCommand,
  type CatalogOption,
  fullName,
  isArgError,
  type RawArgs,
  readArgs,
  readCommand,
  type ValueKind,
} from "../../../src/app/catalog/index.ts";
import { TABLE } from "../../support/table.ts";

/** A near miss is either read as the value it is near to, or refused with the right suggestion. */
type NearMiss = { text: string; reads: string | number | boolean } | { text: string; refused: RegExp };

interface Samples {
  good: string;
  /** Null: free text, which any text is. */
  bad: string | null;
  near: NearMiss | null;
}

const dym = (name: string) => new RegExp(`Did you mean "${name.replace(/[/.?*+()]/g, "\\$&")}"`);

/** Samples per kind of text value, against the test table (Alice, Bob, Cara, Dan; Lodor at 203). */
const SAMPLES: Readonly<Record<ValueKind, Samples>> = {
  text: { good: "agreed at the table", bad: null, near: null },
  command: { good: "turn pick", bad: "nonsense", near: { text: "turn pik", refused: dym("turn pick") } },
  timeZone: {
    good: "Europe/Berlin",
    bad: "Mars/Olympus",
    near: { text: "europe/berln", refused: dym("Europe/Berlin") },
  },
  planet: { good: "Jord", bad: "Atlantis", near: { text: "Jrod", refused: dym("Jord") } },
  planets: {
    good: "Jord, Lodor",
    bad: "Jord, Atlantis",
    near: { text: "Jord, Lodr", refused: dym("Lodor") },
  },
  dock: { good: "Jord", bad: "Atlantis", near: { text: "Jrod", refused: dym("Jord") } },
  system: { good: "Abyz / Fria", bad: "Atlantis", near: { text: "abyz-FRIA", reads: "abyz-fria" } },
  position: { good: "203", bad: "999", near: { text: "lodor", reads: "203" } },
  retreat: { good: "203", bad: "999", near: { text: "Lodor", reads: "203" } },
  technology: {
    good: "Hylar V Assault Laser",
    bad: "Teleporter",
    near: { text: "hylar v asault laser", refused: dym("Hylar V Assault Laser") },
  },
  actionCard: { good: "Sabotage", bad: "Cheese", near: { text: "Sabtoage", refused: dym("Sabotage") } },
  actionCards: {
    good: "Sabotage, Direct Hit",
    bad: "Sabotage, Cheese",
    near: { text: "sabotage,DIRECT-HIT", reads: "sabotage, direct-hit" },
  },
  politicalCard: {
    good: "Minister of War",
    bad: "Cheese",
    near: { text: "minister of wra", refused: dym("Minister of War") },
  },
  politicalCards: {
    good: "Minister of War",
    bad: "Cheese",
    near: { text: "MINISTER-OF-WAR", reads: "minister-of-war" },
  },
  race: { good: "Hacan", bad: "Klingon", near: { text: "Hacna", refused: dym("Hacan") } },
  races: {
    good: "Hacan, Sol",
    bad: "Hacan, Klingon",
    near: { text: "the emirates of hacan,SOL", reads: "hacan, sol" },
  },
  strategyCard: { good: "Trade", bad: "Cheese", near: { text: "Tarde", refused: dym("Trade") } },
  objective: {
    good: "Five Planets",
    bad: "Cheese",
    near: { text: "five plantes", refused: dym("Five Planets") },
  },
  objectives: {
    good: "Five Planets, Three Space Docks",
    bad: "Five Planets, Cheese",
    near: { text: "five planets,three space docks", reads: "b1-5-planets, b1-3-docks" },
  },
  options: { good: "longWar", bad: "dragons", near: { text: "The Long War", reads: "longWar" } },
  player: { good: "Cara", bad: "Zed", near: { text: "Carra", refused: dym("Cara") } },
  players: { good: "Cara, Bob", bad: "Zed", near: { text: "Cara, Bobb", refused: dym("Bob") } },
  vote: { good: "for", bad: "Atlantis", near: { text: "agianst", refused: dym("against") } },
  cardChoice: { good: "Dreadnought", bad: "???", near: { text: "Direct Hitt", refused: dym("Direct Hit!") } },
  primaryOption: { good: "annex", bad: "zzz", near: { text: "trade goods", reads: "tradeGoods" } },
  abilityChoice: { good: "fleet", bad: "zzz", near: { text: "figthers", refused: dym("fighters") } },
  unit: { good: "dn", bad: "zeppelin", near: { text: "crusier", refused: dym("cruiser") } },
  units: { good: "2 gf, 1 pds", bad: "two gf", near: { text: "2 crusier", refused: dym("cruiser") } },
  fleet: {
    good: "2 cruiser, 1 damaged dn",
    bad: "0 cruiser",
    near: { text: "3 destroyr", refused: dym("destroyer") },
  },
  moves: {
    good: "2 cr from 203",
    bad: "fly away",
    near: { text: "2 crusier from 203", refused: dym("cruiser") },
  },
  pickUps: {
    good: "2 gf from Lodor",
    bad: "2 gf at Lodor",
    near: { text: "2 gf from Lodr", refused: dym("Lodor") },
  },
  landings: {
    good: "2 gf on Lodor",
    bad: "2 gf to Lodor",
    near: { text: "2 gf on Lodr", refused: dym("Lodor") },
  },
  leader: { good: "Connor", bad: "Napoleon", near: { text: "Conor", refused: dym("Connor") } },
  leadersAboard: {
    good: "Harrugh on cv; rin-admiral on dn",
    bad: "Harrugh to cv",
    near: { text: "Harugh on cv", refused: dym("Harrugh") },
  },
  leaderLandings: {
    good: "Harrugh, Carth on Lodor",
    bad: "Harrugh at Lodor",
    near: { text: "Carth on Lodr", refused: dym("Lodor") },
  },
  placements: {
    good: "1 cv in 203; 2 gf on Lodor",
    bad: "1 cv at 203",
    near: { text: "2 gf on Lodr", refused: dym("Lodor") },
  },
  production: { good: "2 ff at Jord", bad: "fly away", near: { text: "2 ff at Jrod", refused: dym("Jord") } },
  hits: {
    good: "destroy 1 ff",
    bad: "destroy 2 zeppelin",
    near: { text: "destroy 1 fightr", refused: dym("fighter") },
  },
  patrols: {
    good: "1 cr from 203 to 204",
    bad: "1 cr to 204",
    near: { text: "1 crusier from 203 to 204", refused: dym("cruiser") },
  },
  reinforce: {
    good: "1 cv, 2 gf from 203 to 204",
    bad: "1 cv from 203",
    near: { text: "1 dreadnougt from 203 to 204", refused: dym("dreadnought") },
  },
  moment: { good: "round 2", bad: "yesterday", near: { text: "my lst turn", refused: dym("my last turn") } },
};

/** The samples for any option: by its kind of text, its choices, or the flag and number rules. */
function samplesFor(option: CatalogOption): Samples {
  if (option.kind === "boolean")
    return { good: "yes", bad: "maybe", near: { text: "ture", refused: dym("true") } };
  if (option.kind === "integer") {
    const good = Math.min(Math.max(1, option.min ?? 1), option.max ?? 1);
    return {
      good: String(good),
      bad: "three",
      near: { text: `${good}.5`, refused: /is not a whole number/ },
    };
  }
  // A file's text (the surfaces download or upload it): read as free text is.
  if (option.kind === "attachment") return SAMPLES.text;
  const first = option.choices?.[0];
  if (first)
    return {
      good: String(first.value),
      bad: "zzzz",
      near: { text: first.name.toUpperCase(), reads: first.value },
    };
  if (option.value === undefined) throw new Error(`${option.name} is text without a kind of value`);
  return SAMPLES[option.value];
}

/** The required options, each with its good value, so that one option at a time can be tried. */
function required(command: CatalogCommand): Record<string, string> {
  return Object.fromEntries(
    command.options.filter((o) => o.required).map((o) => [o.name, samplesFor(o).good]),
  );
}

const EVERY_OPTION = CATALOG.flatMap((command) =>
  command.options.map((option) => [`${fullName(command)} ${option.name}`, command, option] as const),
);

function refusalOf(command: CatalogCommand, args: RawArgs): string | null {
  const read = readArgs(command, args, TABLE);
  const built = isArgError(read) ? read : readCommand(command, args, TABLE);
  return isArgError(built) ? (built as ArgError).argError : null;
}

describe("every option of every command, read strictly", () => {
  it.each(EVERY_OPTION)("%s: takes a good value", (_name, command, option) => {
    const args = { ...required(command), [option.name]: samplesFor(option).good };
    const read = readArgs(command, args, TABLE);
    expect(read).not.toHaveProperty("argError");
    expect((read as Args)[option.name]).toBeDefined();
    // Whatever the command itself still asks (another option with it), it asks nothing of this one.
    expect(refusalOf(command, args) ?? "").not.toMatch(new RegExp(`^${option.name}: `));
  });

  it.each(EVERY_OPTION)("%s: refuses a bad value, naming the option", (_name, command, option) => {
    const { bad } = samplesFor(option);
    if (bad === null) return expect(option.value).toBe("text");
    const refusal = refusalOf(command, { ...required(command), [option.name]: bad });
    expect(refusal).toMatch(new RegExp(`^${option.name}: `));
  });

  it.each(EVERY_OPTION)(
    "%s: reads a near miss as meant, or names what was meant",
    (_name, command, option) => {
      const { near, good } = samplesFor(option);
      if (near === null) return expect(option.value).toBe("text");
      const args = { ...required(command), [option.name]: near.text };
      if ("refused" in near) {
        const refusal = refusalOf(command, args);
        expect(refusal).toMatch(new RegExp(`^${option.name}: `));
        expect(refusal).toMatch(near.refused);
      } else {
        const read = readArgs(command, args, TABLE) as Args;
        expect(read[option.name]).toEqual(near.reads);
        const goodRead = readArgs(command, { ...required(command), [option.name]: good }, TABLE) as Args;
        expect(typeof read[option.name]).toBe(typeof goodRead[option.name]);
      }
    },
  );

  it("has samples for every kind of text value", () => {
    for (const [, , option] of EVERY_OPTION) expect(() => samplesFor(option)).not.toThrow();
  });
});
