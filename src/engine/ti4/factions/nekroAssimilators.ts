/**
 * The Nekro Virus's Valefar Assimilator X and Y (faction technologies; digest §9, LRR 90.16-90.22, 97.1a).
 * When the Nekro would gain another player's technology through one of their faction abilities (Galactic
 * Threat in nekro.ts, Technological Singularity in nekroSingularity.ts), they may instead put the token of an
 * assimilator card they own on a faction technology that player owns. While the token rests there, that
 * assimilator card carries the copied technology's text: technology/owned.ts counts it as the Nekro's, and a
 * copied unit upgrade turns over the Nekro's unit of the same type (units.ts).
 *
 * Our reading where the cards leave it open: a token already placed may be put on another technology, which
 * ends the first copy; the token is named in the command, or the first one not yet placed is used. An
 * assimilator card cannot itself be copied, nor a technology the Nekro already own or copy. Only faction
 * technologies Mecatol carries out for a copy are offered (TI4_ASSIMILABLE_TECHNOLOGIES); the others are
 * refused with a sentence.
 */
import { type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import { oneOf } from "../../commands/forms.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { assimilable, ownsTechnology, TI4_ASSIMILATORS, type Ti4Assimilator } from "../technology/owned.ts";

/** The optional command field naming the assimilator whose token is placed. */
export const assimilatorField = oneOf(TI4_ASSIMILATORS).optional();

export type Ti4AssimilatorEvent = {
  type: "ti4AssimilatorPlaced";
  seat: Seat;
  assimilator: Ti4Assimilator;
  technology: Ti4TechnologyId;
};

/** The assimilator cards `seat` owns. */
function assimilatorsOf(state: Ti4State, seat: Seat): Ti4Assimilator[] {
  const owned = state.players[seat]?.technologies ?? [];
  return TI4_ASSIMILATORS.filter((card) => owned.includes(card));
}

/** The token the Nekro would place when none is named: the first not placed yet; undefined when both are. */
export function freeAssimilator(state: Ti4State, seat: Seat): Ti4Assimilator | undefined {
  const placed = state.players[seat]?.assimilated ?? {};
  return assimilatorsOf(state, seat).find((card) => placed[card] === undefined);
}

/**
 * What `seat` could gain or copy from the technologies of `owners`: their generic technologies the Nekro do
 * not own, and, while the Nekro own an assimilator, their faction technologies an assimilator may copy.
 */
export function gainableFrom(state: Ti4State, seat: Seat, owners: readonly Seat[]): Ti4TechnologyId[] {
  const copies = assimilatorsOf(state, seat).length > 0;
  const out = new Set<Ti4TechnologyId>();
  for (const owner of owners)
    for (const technology of state.players[owner]?.technologies ?? []) {
      if (ownsTechnology(state, seat, technology)) continue;
      if (ti4Technology(technology).faction === null || (copies && assimilable(technology)))
        out.add(technology);
    }
  return [...out].sort();
}

/**
 * Refuses a faction technology no assimilator may copy here, with the reason; undefined for any other.
 * Floating Factory II [our reading]: its card puts the unit in a space area, moving and retreating as a
 * ship, while a Nekro space dock stands on a planet, and no rule takes a structure off its planet; so its
 * copy is not carried out, and the Nekro are told so rather than finding it missing from the offer.
 */
export function notAssimilable(technology: Ti4TechnologyId): RuleError | undefined {
  const tech = ti4Technology(technology);
  if (tech.faction === null || (TI4_ASSIMILATORS as readonly string[]).includes(technology)) return undefined;
  if (assimilable(technology)) return undefined;
  const why =
    technology === "ffac2"
      ? "a Floating Factory stands in a space area, and a Nekro space dock stands on a planet, so Mecatol does not carry out a copy of it"
      : "Mecatol does not carry out a copy of it yet";
  return ruleError(
    "ERR_TI4_NOT_ASSIMILABLE",
    "LRR 90",
    `An assimilator token cannot rest on ${tech.name}: ${why}.`,
    { technology },
  );
}

/** Refuses an assimilator named for a choice that cannot take it; undefined when the choice stands. */
export function checkAssimilator(
  state: Ti4State,
  seat: Seat,
  technology: Ti4TechnologyId,
  assimilator: Ti4Assimilator | undefined,
): RuleError | undefined {
  const tech = ti4Technology(technology);
  if (tech.faction === null) {
    if (assimilator === undefined) return undefined;
    return ruleError(
      "ERR_TI4_ASSIMILATOR_TARGET",
      "LRR 90",
      `An assimilator token rests only on another faction's technology; ${tech.name} is gained as it is.`,
      { technology, assimilator },
    );
  }
  if (assimilator !== undefined && !assimilatorsOf(state, seat).includes(assimilator))
    return ruleError(
      "ERR_TI4_ASSIMILATOR_NOT_OWNED",
      "LRR 90",
      `You do not own ${ti4Technology(assimilator).name}, so its token cannot be placed.`,
      { assimilator },
    );
  if ((assimilator ?? freeAssimilator(state, seat)) === undefined)
    return ruleError(
      "ERR_TI4_ASSIMILATOR_NAME",
      "LRR 90",
      "Both assimilator tokens are placed: name the one to move (vax or vay).",
      { technology },
    );
  return undefined;
}

/** Gains `technology`, or places an assimilator token on it when it is a faction technology. */
export function gainOrAssimilate(
  tx: Tx<Ti4>,
  seat: Seat,
  technology: Ti4TechnologyId,
  assimilator: Ti4Assimilator | undefined,
): void {
  if (ti4Technology(technology).faction === null) {
    // LRR 90: a technology gained, not researched: no prerequisite is asked.
    tx.emit({ type: "ti4TechnologiesGained", seat, technologies: [technology] });
    return;
  }
  const token = assimilator ?? freeAssimilator(tx.state, seat);
  if (token === undefined) throw new Error("checkAssimilator names the token before it is placed");
  tx.emit({ type: "ti4AssimilatorPlaced", seat, assimilator: token, technology });
}

export const ASSIMILATOR_EVENTS = {
  ti4AssimilatorPlaced(draft: Ti4State, e: Omit<Ti4AssimilatorEvent, "type">) {
    const player = draft.players[e.seat];
    if (player) player.assimilated = { ...(player.assimilated ?? {}), [e.assimilator]: e.technology };
  },
};

/** The bot copies with the token not placed yet, or moves X's when both are placed. */
export function botAssimilator(state: Ti4State, seat: Seat, technology: Ti4TechnologyId) {
  if (ti4Technology(technology).faction === null) return {};
  return { assimilator: freeAssimilator(state, seat) ?? ("vax" as const) };
}
