/**
 * The facts of shared/data/ti4 the TI4 content tests check against. The fixtures carry names, copies,
 * boxes and phases, and keep the data's one-line paraphrases only as hashes, so a test can tell that our
 * text is not theirs without the repository holding their sentences. When the shared data is on this
 * machine, the tests also check that the fixtures still say what the data says.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** shared/data/ti4 beside the repository, or wherever TI4_DATA_DIR says (a missing folder hides the data). */
export const DATA_DIR =
  process.env.TI4_DATA_DIR ?? fileURLToPath(new URL("../../../../shared/data/ti4", import.meta.url));

type FactFile = "action_cards" | "relics" | "objectives" | "agendas";
const FACT_FILES: readonly FactFile[] = ["action_cards", "relics", "objectives", "agendas"];

export const HAS_DATA = FACT_FILES.every((file) => existsSync(`${DATA_DIR}/${file}.json`));

/** Lower case, anything but letters and digits as a space, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "")
    .join(" ");
}

export function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** The hashes of every run of `length` words of the normalized text. */
export function shingleHashes(text: string, length = 6): string[] {
  const words = normalize(text).split(" ");
  const runs = new Set<string>();
  for (let start = 0; start + length <= words.length; start++) {
    runs.add(hash(words.slice(start, start + length).join(" ")));
  }
  return [...runs].sort();
}

interface TextFingerprint {
  readonly textHash: string;
  readonly shingleHashes: readonly string[];
}

export interface ActionCardFact extends TextFingerprint {
  readonly id: string;
  readonly name: string;
  readonly copies: number;
  readonly box: string;
  readonly phase: string;
}

export interface RelicFact extends TextFingerprint {
  readonly id: string;
  readonly name: string;
  readonly box: string;
  readonly usage: string;
}

export interface ObjectiveFact extends TextFingerprint {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly points: number;
  readonly phase: string;
  readonly box: string;
  /** The requirement line's length in words: with textHash, it finds the line inside ours. */
  readonly words: number;
}

/** A line of the data, or one outcome of it, by its length in words and the hash of its normalized words. */
export interface LineFingerprint {
  readonly words: number;
  readonly hash: string;
}

export interface AgendaFact extends TextFingerprint {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** The data's own name for the outcome ("for/against", "elect player", ...). */
  readonly outcome: string;
  readonly box: string;
  readonly inPokDeck: boolean;
  /** Each outcome of the line ("For: ..." and "Against: ..." are two). */
  readonly outcomes: readonly LineFingerprint[];
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as T;
}

export const ACTION_CARD_FACTS = readJson<{ cards: ActionCardFact[] }>(
  "../../fixtures/ti4/action-cards.facts.json",
).cards;
export const RELIC_FACTS = readJson<{ relics: RelicFact[] }>("../../fixtures/ti4/relics.facts.json").relics;
export const OBJECTIVE_FACTS = readJson<{ objectives: ObjectiveFact[] }>(
  "../../fixtures/ti4/objectives.facts.json",
).objectives;
export const AGENDA_FACTS = readJson<{ agendas: AgendaFact[] }>(
  "../../fixtures/ti4/agendas.facts.json",
).agendas;

/** Why our text would count as the data's: the same normalized line, or a shared run of 6 words. */
export function copiedFrom(ours: string, theirs: TextFingerprint): string | null {
  if (hash(normalize(ours)) === theirs.textHash) return "the same line once normalized";
  const shared = shingleHashes(ours).filter((run) => theirs.shingleHashes.includes(run));
  return shared.length > 0 ? `${shared.length} run(s) of 6 words in common` : null;
}

/** A data line split into its outcomes ("For: ... Against: ..." gives two parts), each without its label. */
export function outcomeParts(line: string): string[] {
  return line
    .split(/\b(?:For|Against):/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Why our text would count as one of the data's lines: the same words, or, for a line of `shortest` words or
 * more, those words found in a row inside ours (a short outcome such as "nothing" may well recur).
 */
export function lineCopied(ours: string, theirs: readonly LineFingerprint[], shortest = 1): string | null {
  const words = normalize(ours).split(" ");
  for (const line of theirs) {
    if (hash(words.join(" ")) === line.hash) return "the same words as the data's line";
    if (line.words < shortest) continue;
    for (let start = 0; start + line.words <= words.length; start++) {
      if (hash(words.slice(start, start + line.words).join(" ")) === line.hash) {
        return `the data's line (${line.words} words) inside it`;
      }
    }
  }
  return null;
}

function lineFingerprint(text: string): LineFingerprint {
  return { words: normalize(text).split(" ").length, hash: hash(normalize(text)) };
}

function fingerprint(text: string): TextFingerprint {
  return { textHash: hash(normalize(text)), shingleHashes: shingleHashes(text) };
}

type DataRecord = Record<string, unknown>;

/** How each data file's records become the fixture's facts; the fixtures were written from these. */
const PICK: Record<FactFile, (record: DataRecord) => unknown> = {
  action_cards: (record) => ({
    id: record.id,
    name: record.name,
    copies: record.copies,
    box: record.expansion,
    phase: record.phase,
    ...fingerprint(String(record.effect)),
  }),
  relics: (record) => ({
    id: record.id,
    name: record.name,
    box: record.expansion,
    usage: record.usage,
    ...fingerprint(String(record.effect)),
  }),
  objectives: (record) => ({
    id: record.id,
    name: record.name,
    kind: record.kind,
    points: record.points,
    phase: record.scoring_phase,
    box: record.expansion,
    ...fingerprint(String(record.requirement)),
    words: lineFingerprint(String(record.requirement)).words,
  }),
  agendas: (record) => ({
    id: record.id,
    name: record.name,
    type: record.type,
    outcome: record.outcome,
    box: record.expansion,
    inPokDeck: record.in_pok_deck,
    ...fingerprint(String(record.effect)),
    outcomes: outcomeParts(String(record.effect)).map(lineFingerprint),
  }),
};

/** The data file's records as the fixture keeps them, for the check that the fixture is current. */
export function liveFacts(file: FactFile): unknown[] {
  const data = JSON.parse(readFileSync(`${DATA_DIR}/${file}.json`, "utf8")) as Record<string, unknown[]>;
  const records = (data[file] ?? []) as DataRecord[];
  // Thunder's Edge relics join the relic facts with their content.
  const kept = file === "relics" ? records.filter((record) => record.expansion !== "thunders_edge") : records;
  return kept.map(PICK[file]);
}
