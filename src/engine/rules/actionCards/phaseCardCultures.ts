/**
 * The Action Cards that change the race abilities a player has for the round (RR §19, RR §25). Both are
 * lasting effects (lasting.ts) that end as the next round begins; the race abilities are read through
 * rules/abilitiesHeld.ts, which asks the hook points these effects answer (module.ts):
 *
 * - Cultural Crisis: the player named (the one who plays it included) has his race abilities, good and
 *   bad, void this round (`raceAbilitiesVoid`).
 * - Multiculturalism: the player also has one race ability of an opponent of his choice this round
 *   (`raceAbilitiesLent`). The play names it in `choice` by its key (as `mentakPillage`; case, spaces and
 *   dashes do not matter), and may name its owner in `target`; a play naming none is asked which
 *   afterwards (a card choice). Abilities that act only at setup, and the Saar docks, cannot be lent
 *   (abilitiesHeld.ts: `mayBeLent`).
 */
import { getRace, type RaceAbility } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { opponentAbilities } from "../abilitiesHeld.ts";
import { nameOf } from "../players.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import { cardEffects, hasCardEffect, startCardEffect } from "./lasting.ts";

/** Cultural Crisis: "any player, yourself included", still in the game. */
function checkPlayerNamed(state: GameState, play: CardPlay): RuleError | undefined {
  const target = play.target === null ? undefined : state.players[play.target];
  if (target && !target.eliminated && target.race !== null) return undefined;
  return ruleError(
    "ERR_CARD_TARGET",
    "Cultural Crisis",
    "Name the player whose race abilities are void this round (any seat in the game, yours included).",
  );
}

const culturalCrisis: ActionCardEffect = {
  check: checkPlayerNamed,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "culturalCrisis", seat: play.seat, target: play.target });
  },
};

/** The player's race abilities are void this round (hooks/races.ts raceAbilitiesVoid). */
export function culturallyVoid(state: GameState, seat: Seat): boolean {
  return hasCardEffect(state, "culturalCrisis", { target: seat });
}

// ---- Multiculturalism

type Offer = { owner: Seat; ability: RaceAbility };

/** Letters and digits only, lower case: "Mentak-Pillage" names `mentakPillage`. */
function folded(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The abilities the player may borrow (of one opponent, when one is named), most useful first for a player
 * who lets the engine choose: those that add to his rolls, then the others, and those that only hold a race
 * back last (a negative modifier on its own rolls, the Muaat War Suns' slow move).
 */
function offers(state: GameState, seat: Seat, owner: Seat | null = null): Offer[] {
  const rank = ({ ability }: Offer) => {
    const own = (ability.combatModifiers ?? []).filter((m) => m.rolls === "own");
    if (own.some((m) => m.amount < 0) || ability.key === "muaatSlowWarSuns") return 2;
    return own.some((m) => m.amount > 0) ? 0 : 1;
  };
  return opponentAbilities(state, seat)
    .filter((o) => owner === null || o.owner === owner)
    .sort((a, b) => rank(a) - rank(b));
}

function listed(state: GameState, list: readonly Offer[]): string {
  const race = (seat: Seat) => {
    const id = state.players[seat]?.race;
    return id ? getRace(id).shortName : nameOf(state, seat);
  };
  return list.map((o) => `${o.ability.key} (${race(o.owner)})`).join(", ");
}

/** The ability a choice names among the offers, with the refusal that names the legal ones. */
function borrowed(
  state: GameState,
  seat: Seat,
  choice: string | null,
  owner: Seat | null,
): Offer | RuleError {
  const open = offers(state, seat, owner);
  const found = choice === null ? undefined : open.find((o) => folded(o.ability.key) === folded(choice));
  if (found) return found;
  return ruleError(
    "ERR_CARD_CHOICE",
    "Multiculturalism",
    `Name the race ability of an opponent you take this round: one of ${listed(state, open)}. Abilities that act only at setup, and the Saar Space Docks, cannot be taken.`,
  );
}

function checkOwner(state: GameState, play: CardPlay): RuleError | undefined {
  if (play.target === null) return undefined;
  const other = state.players[play.target];
  if (other && !other.eliminated && play.target !== play.seat && other.race !== null) return undefined;
  return ruleError(
    "ERR_CARD_TARGET",
    "Multiculturalism",
    "The ability is taken from an opponent: name another player's seat, or none.",
  );
}

function lend(tx: Tx, seat: Seat, offer: Offer): void {
  startCardEffect(tx, {
    effect: "multiculturalism",
    seat,
    target: offer.owner,
    choice: offer.ability.key,
  });
}

const multiculturalism: ActionCardEffect = {
  check(state, play) {
    const owner = checkOwner(state, play);
    if (owner) return owner;
    if (play.choice === null) return undefined;
    const found = borrowed(state, play.seat, play.choice, play.target);
    return isRuleError(found) ? found : undefined;
  },
  resolvesLast: true,
  resolve(tx, play) {
    if (play.choice !== null) {
      const found = borrowed(tx.state, play.seat, play.choice, play.target);
      if (!isRuleError(found)) lend(tx, play.seat, found);
      return;
    }
    askCardChoice(tx, {
      effect: "multiculturalism",
      prompt: "Multiculturalism: name the race ability of an opponent you also have this round",
      awaiting: [play.seat],
      data: { owner: play.target },
    });
  },
};

const multiculturalismChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const found = borrowed(state, seat, answer.choice ?? null, (frame.data.owner as Seat | null) ?? null);
    return isRuleError(found) ? found : undefined;
  },
  resolve(tx, frame, seat, answer) {
    const found = borrowed(tx.state, seat, answer.choice ?? null, (frame.data.owner as Seat | null) ?? null);
    if (!isRuleError(found)) lend(tx, seat, found);
  },
  options: (state, frame, seat) =>
    offers(state, seat, (frame.data.owner as Seat | null) ?? null).map((o) => ({ choice: o.ability.key })),
};

/** The abilities lent to the player this round (hooks/races.ts raceAbilitiesLent). */
export function culturesLent(state: GameState, seat: Seat): string[] {
  return cardEffects(state, "multiculturalism", { seat }).flatMap((e) =>
    e.choice === null ? [] : [e.choice],
  );
}

/** The abilities a bot would take, most useful first (bot/table.ts). */
export function abilitiesWorthBorrowing(state: GameState, seat: Seat): string[] {
  return offers(state, seat).map((o) => o.ability.key);
}

export const CULTURE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  culturalCrisis,
  multiculturalism,
};

export const CULTURE_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  multiculturalism: multiculturalismChoice,
};
