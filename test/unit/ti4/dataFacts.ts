/**
 * The facts of shared/data/ti4 the TI4 content tests check against. The fixtures carry names, copies,
 * boxes and phases, and keep the data's one-line paraphrases only as hashes, so a test can tell that our
 * text is not theirs without the repository holding their sentences. When the shared data is on this
 * machine, the tests also check that the fixtures still say what the data says.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

export const DATA_DIR = process.env.TI4_DATA_DIR ?? "/work/shared/data/ti4";
export const HAS_DATA = existsSync(`${DATA_DIR}/action_cards.json`) && existsSync(`${DATA_DIR}/relics.json`);

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

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as T;
}

export const ACTION_CARD_FACTS = readJson<{ cards: ActionCardFact[] }>(
  "../../fixtures/ti4/action-cards.facts.json",
).cards;
export const RELIC_FACTS = readJson<{ relics: RelicFact[] }>("../../fixtures/ti4/relics.facts.json").relics;

/** Why our text would count as the data's: the same normalized line, or a shared run of 6 words. */
export function copiedFrom(ours: string, theirs: TextFingerprint): string | null {
  if (hash(normalize(ours)) === theirs.textHash) return "the same line once normalized";
  const shared = shingleHashes(ours).filter((run) => theirs.shingleHashes.includes(run));
  return shared.length > 0 ? `${shared.length} run(s) of 6 words in common` : null;
}

/** The data file's records as the fixture keeps them, for the check that the fixture is current. */
export function liveFacts(file: "action_cards" | "relics"): unknown[] {
  const data = JSON.parse(readFileSync(`${DATA_DIR}/${file}.json`, "utf8")) as Record<string, unknown[]>;
  const records = (data[file] ?? []) as Record<string, unknown>[];
  return records
    .filter((record) => record.expansion !== "thunders_edge")
    .map((record) => {
      const effect = String(record.effect);
      const fingerprint = { textHash: hash(normalize(effect)), shingleHashes: shingleHashes(effect) };
      return file === "action_cards"
        ? {
            id: record.id,
            name: record.name,
            copies: record.copies,
            box: record.expansion,
            phase: record.phase,
            ...fingerprint,
          }
        : { id: record.id, name: record.name, box: record.expansion, usage: record.usage, ...fingerprint };
    });
}
