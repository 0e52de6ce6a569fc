/**
 * What a vote names (RR §20), as players write it: "for", "against", a player, two players ("Cara and
 * Dan"), a planet, a law or an objective by name, a technology colour; or "abstain". Read into the
 * words the agenda's count compares: a player as their seat, the rest as ids.
 */
import { OBJECTIVES, PLANETS, POLITICAL_CARDS, TECH_COLORS } from "../../content/index.ts";
import { didYouMean, fold } from "./nearest.ts";
import { find, howToNamePlayers, type Named, NOUNS, type Noun, suggestible } from "./nouns.ts";
import type { ArgError, Table } from "./types.ts";

/** The engine's word for a player's option is their seat; the table names them as everywhere else. */
const PLAYER_PREFIX = "seat:";

const WORDS: readonly Named[] = [
  { id: "for", names: ["for", "yes"] },
  { id: "against", names: ["against", "no"] },
  ...TECH_COLORS.map((colour) => ({ id: colour, names: [colour] })),
];

const named = (items: readonly { id: string; name: string }[]) =>
  items.map((i) => ({ id: i.id, names: [i.name] }));

/** Every option a vote may name, one list, so that a name two kinds share is refused as ambiguous. */
const OPTIONS: Noun = {
  what: "option",
  example: "for",
  items: (table) => [
    ...WORDS,
    ...NOUNS.player.items(table).map((p) => ({ ...p, id: `${PLAYER_PREFIX}${p.id}` })),
    ...named(PLANETS),
    ...named(POLITICAL_CARDS),
    ...named(OBJECTIVES),
  ],
  byId: false,
  // A law reprinted in SE is one law: the later printing, as the rest of the catalog reads cards.
  printing: (ids) => ids.at(-1) as string,
};

/** One option: its engine word, or a refusal with the nearest names. */
function option(part: string, table: Table | null): string | ArgError {
  // Ids are read too (buttons and autocomplete send them), but never a bare seat number.
  const found = find(OPTIONS, part, table) ?? byId(part);
  if (typeof found === "string")
    return found.startsWith(PLAYER_PREFIX) ? found.slice(PLAYER_PREFIX.length) : found;
  if (found !== undefined) return found;
  const hint = didYouMean(part, suggestible(OPTIONS, table));
  return {
    argError: `"${part.trim()}" is not an option of this vote.${hint || ` Vote for, against, or ${howToNamePlayers(table).replace(/^name /, "for ")}; or name a planet or law.`}`,
  };
}

function byId(part: string): string | undefined {
  const key = fold(part);
  return [...PLANETS, ...POLITICAL_CARDS, ...OBJECTIVES].findLast((i) => fold(i.id) === key)?.id;
}

/** The vote as the engine compares it ("for", "2", "1,3", a planet id...), or "abstain". */
export function voteChoice(text: string, table: Table | null): string | ArgError {
  const key = fold(text);
  if (key === "abstain" || key === "none") return "abstain";
  if (key === "") return { argError: 'Name what you vote for: "for", "against", a player or a planet.' };
  const parts = text
    .split(/,|\band\b|&/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const word = option(part, table);
    if (typeof word !== "string") return word;
    out.push(word);
  }
  return out.join(",");
}
