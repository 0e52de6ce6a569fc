/**
 * What `/ti4 act` suggests as a player types (app/autocomplete.ts asks; Discord and the playground's
 * command box show it): in `command`, the commands the game waits on from the asker, each with its
 * prompt; in `fields`, a value for each of those commands' choices, written as the command reads it
 * (`technology:gd`), named in words ("Gravity Drive"). Suggestions go to the asker alone, so their own
 * secrets may be named (the secret objectives they were dealt, the action cards they may play now); no
 * other seat's ever is.
 */
import { ti4ActionCard, ti4Objective } from "../../content/ti4/index.ts";
import type { Decision } from "../../engine/kernel/decision.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import { ti4PlayableCards } from "../../engine/ti4/actionCards/play.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { idName, nameOf, planetName, systemWords } from "./names.ts";
import { outcomeWords } from "./narrate.ts";
import { fieldKind, typedFields } from "./typedCommand.ts";

export interface Ti4Suggestion {
  name: string;
  value: string;
}

/** A field's value, with the words that name it (what a typed query is matched against). */
export interface Ti4FieldSuggestion extends Ti4Suggestion {
  words: string;
}

/** The decisions the game waits on from `seat`, with their choices in full (the asker's own). */
function mine(state: Ti4State, seat: number): Decision<Ti4>[] {
  return pendingDecisions<Ti4>(state).filter((d) => d.seat === seat);
}

/** `command`: each command the game waits on from the asker, with what it asks. */
export function ti4CommandSuggestions(state: Ti4State, seat: number): Ti4Suggestion[] {
  const seen = new Set<string>();
  return mine(state, seat).flatMap((d) => {
    if (seen.has(d.kind)) return [];
    seen.add(d.kind);
    return [{ name: `${d.kind} — ${d.prompt}`, value: d.kind }];
  });
}

/**
 * A choice in words: by the kind of id its field declares (engine/ti4/forms.ts, names.ts idName), else by
 * the field (seats as numbers, positions as labels, planets chosen for a list of records).
 */
function choiceWords(state: Ti4State, kind: string, field: string, choice: string): string {
  const who = (seat: number) => state.players[seat]?.name ?? `seat ${seat}`;
  const idKind = fieldKind(kind, field);
  if (idKind === "outcome") return outcomeWords(choice, who);
  if (idKind) return idName(idKind, choice);
  switch (field) {
    case "landings":
    case "targets":
      return planetName(choice);
    case "player":
    case "players":
    case "target":
      return /^\d+$/.test(choice) ? who(Number(choice)) : choice;
    case "system":
    case "to":
      return `${choice} — ${systemWords(state, choice)}`;
    default:
      return choice;
  }
}

/**
 * The values the asker's waiting commands may take, as `field:value`. A decision lists its choices for
 * the first field its command types (the command's other fields, such as a payment, are the player's to
 * add). The secret objectives drawn at set-up and the action cards playable now are the asker's own.
 */
export function ti4FieldSuggestions(state: Ti4State, seat: number): Ti4FieldSuggestion[] {
  const out: Ti4FieldSuggestion[] = [];
  const add = (kind: string, field: string, choice: string, words: string) => {
    const value = `${field}:${choice}`;
    if (!out.some((s) => s.value === value))
      out.push({ name: `${value} — ${words} (${kind})`, value, words });
  };
  for (const d of mine(state, seat)) {
    const [field] = typedFields(d.kind);
    if (field === undefined) continue;
    for (const choice of d.choices ?? [])
      add(d.kind, field, choice, choiceWords(state, d.kind, field, choice));
    if (d.kind === "keepSecretObjective")
      for (const id of state.players[seat]?.secret.secretObjectivesDrawn ?? [])
        add(d.kind, "objective", id, ti4Objective(id).name);
    if (d.kind === "playActionCard")
      for (const { card } of ti4PlayableCards(state, seat))
        add(d.kind, "card", card, nameOf(ti4ActionCard, card));
  }
  return out;
}
