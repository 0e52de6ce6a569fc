/**
 * Answers picked in several menus and sent at once: what moves from each fleet, what lands on each
 * planet, what each dock builds and what pays for it. The menus ("pickers") are drawn from the tactical
 * offers (offers/), so each option is something that could go; the picks are turned into the catalog's
 * own arguments and read by the catalog exactly as if the player had typed `/ti tactical move ...`, so the
 * engine judges the whole answer the one way it judges every answer.
 *
 * A picked option's value names the units it stands for, and stays meaningful however long the menu
 * waits: "cv.1" (the first Carrier in the fleet's space), "gf@lodor.2" (the second Ground Force on Lodor),
 * "ff.3-4" (Fighters 3 and 4, where a fleet has more units than a menu has options), "p.lodor" (exhaust
 * Lodor), "tg.2" (a second Trade Good). On sending, every pick is checked against the live offers first.
 */
import { FACILITY_KINDS, type FacilityKind, getFacilityCard, getPlanet } from "../content/index.ts";
import type { Decision, DecisionKind } from "../engine/index.ts";
import { decisionPressed } from "./answers.ts";
import { type ArgError, findCommand } from "./catalog/index.ts";
import { unitsText } from "./narrate/names.ts";
import type { TacticalOffers, UnitChoice } from "./offers/index.ts";
import type { Pending } from "./pending.ts";
import type { AppRequest } from "./types.ts";

export interface PickOption {
  value: string;
  label: string;
}

/** One menu: several of its options may be picked. */
export interface Picker {
  key: string;
  placeholder: string;
  options: PickOption[];
}

export interface PickForm {
  kind: Extract<DecisionKind, "moveUnits" | "landUnits" | "produceUnits">;
  pickers: Picker[];
  /** The label of the button that sends the picks. */
  send: string;
}

/** Picked values by picker key. */
export type Picks = ReadonlyMap<string, readonly string[]>;

/** Discord's limit on a select menu's options. */
export const MAX_PICK_OPTIONS = 25;

const STALE = "That choice is no longer available: see /ti game status.";

type Step<S extends TacticalOffers["step"]> = Extract<TacticalOffers, { step: S }>;

// ---- options

/** Units of one kind in one place: the tag its values start with, and how many may be picked. */
interface Field {
  tag: string;
  max: number;
  /** The label of the i-th unit alone, and of units a to b together. */
  one: (i: number) => string;
  some: (a: number, b: number) => string;
}

/** 2 -> "2nd", 3 -> "3rd", 11 -> "11th". */
function nth(i: number): string {
  const teen = i % 100 >= 11 && i % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][i % 10] ?? "th");
  return `${i}${suffix}`;
}
const ordinal = (i: number) => (i <= 1 ? "" : ` (${nth(i)})`);

/** Blocks of 1, 2, 4... units, so a field of any size fits in a few options; all of one when they fit. */
function blocks(max: number, single: boolean): [number, number][] {
  if (single) return Array.from({ length: max }, (_, i) => [i + 1, i + 1]);
  const out: [number, number][] = [];
  let next = 1;
  for (let size = 1; next <= max; size *= 2) {
    const end = Math.min(max, next + size - 1);
    out.push([next, end]);
    next = end + 1;
  }
  return out;
}

function optionsOf(fields: readonly Field[], budget = MAX_PICK_OPTIONS): PickOption[] {
  const single = fields.reduce((n, f) => n + f.max, 0) <= budget;
  const options = fields.flatMap((f) =>
    blocks(f.max, single).map(([a, b]) => ({
      value: a === b ? `${f.tag}.${a}` : `${f.tag}.${a}-${b}`,
      label: a === b ? f.one(a) : f.some(a, b),
    })),
  );
  return options.slice(0, budget);
}

function unitField(prefix: string, unit: UnitChoice): Field {
  const from = unit.planetName ? ` from ${unit.planetName}` : "";
  return {
    tag: unit.planet ? `${unit.word}@${unit.planet}` : unit.word,
    max: unit.max,
    one: (i) => `${prefix}${unit.name}${from}${ordinal(i)}`,
    some: (a, b) => `${prefix}${unitsText({ [unit.type]: b - a + 1 })}${from} (${a}–${b})`,
  };
}

function moveForm(offers: Step<"move">): PickForm {
  const pickers = offers.fleets.map((fleet) => ({
    key: fleet.from,
    placeholder: `From ${fleet.name}: what moves into ${offers.position}`,
    options: optionsOf(fleet.units.map((u) => unitField(`${fleet.from}: `, u))),
  }));
  return { kind: "moveUnits", pickers, send: "Move" };
}

function landForm(offers: Step<"land">): PickForm {
  const pickers = offers.planets.map((planet) => ({
    key: planet.planet,
    placeholder: `Land on ${planet.name}`,
    options: optionsOf(offers.units.map((u) => unitField(`${planet.name}: `, u))),
  }));
  return { kind: "landUnits", pickers, send: "Land" };
}

function produceForm(offers: Step<"produce">): PickForm {
  const pickers = offers.docks.map((dock) => ({
    key: `dock.${dock.dock}`,
    placeholder: `Build at ${dock.name} (up to ${dock.capacity} units)`,
    options: optionsOf(dock.units.map((u) => unitField(`${dock.name}: `, u))),
  }));
  const goods: Field = {
    tag: "tg",
    max: offers.tradeGoods,
    one: (i) => `Pay ${i === 1 ? "a" : `a ${nth(i)}`} Trade Good`,
    some: (a, b) => `Pay ${b - a + 1} Trade Goods (${a}–${b})`,
  };
  // A planet is one option ("p.lodor"), not numbered: only the Trade Goods are counted.
  const options = [
    ...offers.planets.map((p) => ({ value: `p.${p.planet}`, label: `Pay with ${p.name} (${p.resources})` })),
    ...optionsOf([goods], Math.max(0, MAX_PICK_OPTIONS - offers.planets.length)),
  ].slice(0, MAX_PICK_OPTIONS);
  const pay = { key: "pay", placeholder: "Pay with planets and Trade Goods", options };
  // SE Option 9: a Colony or a Refinery on a planet of the system ("f.colony.lodor").
  const facilities = {
    key: "facility",
    placeholder: "Build Facilities (1 resource each)",
    options: offers.facilities
      .flatMap((site) =>
        site.kinds.map((kind) => ({
          value: `f.${kind}.${site.planet}`,
          label: `Build a ${getFacilityCard(kind).name} on ${site.name}`,
        })),
      )
      .slice(0, MAX_PICK_OPTIONS),
  };
  return { kind: "produceUnits", pickers: [...pickers, facilities, pay], send: "Produce" };
}

/** The menus answering this decision kind from the live offers, or null when it has none. */
export function pickFormOf(pending: Pending, kind: string): PickForm | null {
  const offers = pending.tactical;
  const form =
    kind === "moveUnits" && offers?.step === "move"
      ? moveForm(offers)
      : kind === "landUnits" && offers?.step === "land"
        ? landForm(offers)
        : kind === "produceUnits" && offers?.step === "produce"
          ? produceForm(offers)
          : null;
  if (!form) return null;
  const pickers = form.pickers.filter((p) => p.options.length > 0);
  return pickers.length > 0 ? { ...form, pickers } : null;
}

// ---- reading picks back

/** "gf@lodor.2-3" -> the word, the planet, how many. */
function readValue(value: string): { tag: string; word: string; planet?: string; n: number } | null {
  const match = /^([a-z]+)(?:@([a-z0-9-]+))?\.(\d+)(?:-(\d+))?$/.exec(value);
  if (!match) return null;
  const [, word = "", planet, a = "0", b] = match;
  const n = (b === undefined ? 1 : Number(b) - Number(a) + 1) || 0;
  return { tag: planet ? `${word}@${planet}` : word, word, ...(planet ? { planet } : {}), n };
}

/** Picked units by tag ("cv", "gf@lodor"), summed. */
function counted(values: readonly string[]): Map<string, { word: string; planet?: string; n: number }> {
  const out = new Map<string, { word: string; planet?: string; n: number }>();
  for (const value of values) {
    const read = readValue(value);
    if (!read) continue;
    const seen = out.get(read.tag);
    out.set(read.tag, { ...read, n: (seen?.n ?? 0) + read.n });
  }
  return out;
}

const wordsOf = (units: { word: string; n: number }[]) => units.map((u) => `${u.n} ${u.word}`).join(", ");

/** Why these picks are not all among the live menus' options, or null when they are. */
export function stalePicks(form: PickForm, picks: Picks): string | null {
  for (const [key, values] of picks) {
    const picker = form.pickers.find((p) => p.key === key);
    if (!picker || values.some((v) => !picker.options.some((o) => o.value === v))) return STALE;
  }
  return null;
}

function moveArgs(offers: Step<"move">, picks: Picks): Record<string, string> | ArgError {
  const fleets: string[] = [];
  const pickUps: string[] = [];
  for (const fleet of offers.fleets) {
    const units = [...counted(picks.get(fleet.from) ?? []).values()];
    const aboard = units.filter((u) => u.planet === undefined);
    const lifted = units.filter((u) => u.planet !== undefined);
    if (aboard.length === 0 && lifted.length > 0)
      return { argError: `Nothing from ${fleet.from} moves: pick a ship there to carry what it picks up.` };
    if (aboard.length > 0) fleets.push(`${wordsOf(aboard)} from ${fleet.from}`);
    for (const u of lifted) {
      const planet = fleet.units.find((c) => c.planet === u.planet)?.planetName ?? u.planet;
      pickUps.push(`${u.n} ${u.word} from ${planet} with ${fleet.from}`);
    }
  }
  if (fleets.length === 0)
    return { argError: "Pick what moves in the menus first, or press “Move no ships”." };
  return { units: fleets.join("; "), ...(pickUps.length > 0 ? { pickup: pickUps.join("; ") } : {}) };
}

function landArgs(offers: Step<"land">, picks: Picks): Record<string, string> | ArgError {
  const landings = offers.planets.flatMap((planet) => {
    const units = [...counted(picks.get(planet.planet) ?? []).values()];
    return units.length > 0 ? [`${wordsOf(units)} on ${planet.name}`] : [];
  });
  if (landings.length === 0)
    return { argError: "Pick what lands in the menus first, or press “Land nothing”." };
  return { units: landings.join("; ") };
}

function produceArgs(offers: Step<"produce">, picks: Picks): Record<string, string | number> | ArgError {
  const orders = offers.docks.flatMap((dock) => {
    const units = [...counted(picks.get(`dock.${dock.dock}`) ?? []).values()];
    if (units.length === 0) return [];
    // Saar: new Ground Forces and PDS go where the offer found room for them.
    const ground = units.some((u) => u.word === "gf" || u.word === "pds");
    const place = dock.onto === "space" ? "space" : dock.onto ? getPlanet(dock.onto).name : undefined;
    const onto = ground && place ? ` onto ${place}` : "";
    return [`${wordsOf(units)} at ${dock.dock === "space" ? "space" : dock.name}${onto}`];
  });
  const facilities = offers.facilities.flatMap((site) =>
    site.kinds.flatMap((kind) =>
      (picks.get("facility") ?? []).includes(`f.${kind}.${site.planet}`) ? [{ kind, name: site.name }] : [],
    ),
  );
  if (orders.length === 0 && facilities.length === 0)
    return { argError: "Pick what to build in the menus first, or press “Produce nothing”." };
  const built = (kind: FacilityKind) => facilities.filter((f) => f.kind === kind).map((f) => f.name);
  const pay = picks.get("pay") ?? [];
  const planets = offers.planets.filter((p) => pay.includes(`p.${p.planet}`)).map((p) => p.name);
  const goods = counted(pay.filter((v) => v.startsWith("tg."))).get("tg")?.n ?? 0;
  return {
    ...(orders.length > 0 ? { units: orders.join("; ") } : {}),
    ...Object.fromEntries(
      FACILITY_KINDS.filter((kind) => built(kind).length > 0).map((kind) => [kind, built(kind).join(", ")]),
    ),
    ...(planets.length > 0 ? { planets: planets.join(", ") } : {}),
    ...(goods > 0 ? { "trade-goods": goods } : {}),
  };
}

const COMMANDS = { moveUnits: "move", landUnits: "land", produceUnits: "produce" } as const;

/** The request the picks stand for, built by the catalog as if typed; an ArgError when they say nothing. */
export function picksRequest(pending: Pending, kind: string, picks: Picks): AppRequest | ArgError {
  const form = pickFormOf(pending, kind);
  const offers = pending.tactical;
  if (!form || !offers) return { argError: STALE };
  const stale = stalePicks(form, picks);
  if (stale) return { argError: stale };
  const args =
    offers.step === "move"
      ? moveArgs(offers, picks)
      : offers.step === "land"
        ? landArgs(offers, picks)
        : offers.step === "produce"
          ? produceArgs(offers, picks)
          : { argError: STALE };
  if ("argError" in args) return args as ArgError;
  const command = findCommand("tactical", COMMANDS[form.kind]);
  return command ? command.build(args) : { argError: STALE };
}

/** What pressing the send button with these picks sends, or the sentence saying why it sends nothing. */
export function pressPicks(
  pending: Pending,
  userId: string,
  kind: string,
  picks: Picks,
): { decision: Decision; request: AppRequest } | { refusal: string } {
  const decision = decisionPressed(pending, userId, kind);
  if (typeof decision === "string") return { refusal: decision };
  const request = picksRequest(pending, kind, picks);
  return "argError" in request ? { refusal: request.argError } : { decision, request };
}
