/**
 * The built-in player's answers to Thunder's Edge's relic and legendary planet decisions: it uses every
 * legendary ability that gains it something (the best planet or ship it offers, the most valuable exhausted
 * card readied, another action while it holds tactic tokens), keeps its secret objectives rather than swap
 * them blind (The Galactic Council), purges Book of Latvinia only for its point, never uses The Silver Flame, and researches the first
 * two technologies Book of Latvinia offers. The relics that act by themselves (The Quantumcore, Lightrail
 * Ordnance, the Metali Void pair) ask it nothing: its hit assignment sustains with Metali Void Shielding
 * wherever it may (combat/hits.ts). Its payments leave The Triad unspent, and it keeps an objective Neuraloop
 * could replace. Heart of Ixth turns a die of a combat it fights one way, when one shift makes a hit or
 * takes one away. It uses the Ionian Fuel Refinery when its +1 lets its movement plan bring more ships into
 * the system it just activated. It lays on Dok 'N Pic's Salvage Yard the first card of the discard pile it
 * offers, and plays a card lying there when it would play that card from its hand (actionCards/bot.ts).
 */
import {
  isTi4PlanetId,
  type Ti4ActionCardId,
  type Ti4PlanetId,
  type Ti4TechnologyId,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { botCardPlay } from "../actionCards/bot.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import { combatDieHits, diceOf } from "../combat/afterRoll.ts";
import type { Ti4UnitAbilityRollFrame } from "../combat/unitAbilityRolls.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4State } from "../state.ts";
import { planMovement } from "../tactical/bot.ts";
import { DIE_HIGHEST, DIE_LOWEST } from "./heartOfIxth.ts";
import { LEGENDARY_USES, tacticalOf } from "./legendaryUses.ts";
import { ownsEveryColour } from "./relicUses.ts";

/** A planet's worth to the bot: resources and influence together (0 for one the content lacks). */
function worth(planet: string): number {
  if (!isTi4PlanetId(planet)) return 0;
  const card = ti4Planet(planet);
  return card.resources + card.influence;
}

const SHIP_ORDER = ["warSun", "dreadnought", "carrier", "cruiser", "destroyer", "fighter"];

/** The targets of `planet`'s card in the bot's order of preference; none: the bot does not use it. */
function preferred(state: Ti4State, seat: number, planet: string): string[] {
  const use = LEGENDARY_USES[planet];
  if (!use) return [];
  const targets = use.targets(state, seat);
  switch (planet) {
    case "mecatolrex":
      return [];
    case "thundersedge":
      return (state.players[seat]?.tokens.tactic ?? 0) > 0 ? targets : [];
    case "emelpar":
      return [...targets].sort((a, b) => readiedWorth(b) - readiedWorth(a));
    case "faunus":
      return [...targets].sort((a, b) => worth(b) - worth(a));
    case "industrex":
      return [...targets].sort((a, b) => shipRank(a) - shipRank(b));
    case "ordinian":
      return ["tactic", ...targets.filter((t) => t !== "tactic")];
    case "tempesta":
      return refineryHelps(state, seat) ? targets : [];
    case "avernus":
      return [...targets].sort((a) => (a.startsWith("destroyer") ? -1 : 1));
    default:
      return targets;
  }
}

/** Whether one ship's +1 move lets the bot's movement plan bring more ships into the system it activated. */
function refineryHelps(state: Ti4State, seat: number): boolean {
  const tactical = tacticalOf(state, seat);
  if (!tactical) return false;
  const ships = (s: Ti4State) =>
    planMovement(s, seat, tactical.system).reduce(
      (n, move) => n + Object.values(move.units).reduce((a, b) => a + (b ?? 0), 0),
      0,
    );
  const boosted = structuredClone(state);
  const frame = boosted.stack.findLast((f) => f.kind === "ti4Tactical");
  if (frame?.kind === "ti4Tactical") frame.ionianFuelRefinery = true;
  return ships(boosted) > ships(state);
}

function readiedWorth(target: string): number {
  const [kind, id] = target.split(":") as [string, string];
  return kind === "planet" ? worth(id) : kind === "technology" ? 1 : 2;
}

function shipRank(target: string): number {
  const rank = SHIP_ORDER.indexOf(target.split("@")[0] ?? "");
  return rank < 0 ? SHIP_ORDER.length : rank;
}

/**
 * Heart of Ixth at the moment after a combat roll: on its own roll the bot raises the first die one short of
 * a hit; on its opponent's roll it lowers the first die that hits with nothing to spare; on a roll of a
 * combat it is not in, and when no die would change, it keeps the relic ready [our own choice].
 */
const heartOfIxth: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const keep: Ti4Command = { type: "declineHeartOfIxth", seat };
  const frame = state.stack.at(-1);
  if (frame?.kind === "ti4UnitAbilityRoll") {
    const shift = unitRollShift(frame, seat);
    return shift ? [{ type: "shiftDieWithHeartOfIxth", seat, ...shift }, keep] : [keep];
  }
  if (frame?.kind !== "ti4AfterRoll") return [keep];
  const by = frame.seat === seat ? 1 : frame.opponent === seat ? -1 : 0;
  if (by === 0) return [keep];
  const die = diceOf(frame.groups).findIndex(({ group, die }, i) => {
    const face = frame.groups[group]?.rolls[die] ?? 0;
    if (face + by < DIE_LOWEST || face + by > DIE_HIGHEST) return false;
    const shifted = structuredClone(frame);
    const g = shifted.groups[group];
    if (g) g.rolls[die] = face + by;
    return combatDieHits(frame, i) !== combatDieHits(shifted, i);
  });
  return die < 0 ? [keep] : [{ type: "shiftDieWithHeartOfIxth", seat, die, by }, keep];
};

/**
 * Heart of Ixth on a unit-ability roll (combat/unitAbilityRolls.ts): on its own roll the bot raises the first
 * die one short of a hit; on a roll at its own units it lowers the first die that hits with nothing to spare.
 */
function unitRollShift(frame: Ti4UnitAbilityRollFrame, seat: Seat): { die: number; by: number } | undefined {
  const by = frame.seat === seat ? 1 : frame.assign.seat === seat ? -1 : 0;
  if (by === 0) return undefined;
  const die = frame.dice.findIndex((d) =>
    by > 0 ? d.value + 1 === d.hitsOn && d.value < DIE_HIGHEST : d.value === d.hitsOn && d.value > DIE_LOWEST,
  );
  return die < 0 ? undefined : { die, by };
}

export const TE_RELIC_ANSWERS: Ti4Answers = {
  useLegendaryAbility: (state, decision) =>
    (decision.choices ?? []).flatMap((planet) =>
      preferred(state, decision.seat, planet).map(
        (target): Ti4Command => ({
          type: "useLegendaryAbility",
          seat: decision.seat,
          planet: planet as Ti4PlanetId,
          ...(target === "" ? {} : { target }),
        }),
      ),
    ),
  closeLegendaryWindow: (_state, decision) => [{ type: "closeLegendaryWindow", seat: decision.seat }],
  // The Silver Flame is never used: a 1 in 10 point against its home system [our own choice].
  playSalvagedCard: (state, decision) =>
    (decision.choices ?? []).flatMap((choice): Ti4Command[] => {
      const card = choice as Ti4ActionCardId;
      const play = botCardPlay(state, decision.seat, card);
      return play ? [{ type: "playSalvagedCard", seat: decision.seat, card, ...play }] : [];
    }),
  useRelicAction: (state, decision) =>
    ownsEveryColour(state, decision.seat)
      ? (decision.choices ?? [])
          .filter((relic) => relic === "bookoflatvinia")
          .map((relic) => ({ type: "useRelicAction", seat: decision.seat, relic }))
      : [],
  // Neuraloop: the bot keeps the objective revealed (it cannot judge a random one better).
  useNeuraloop: () => [],
  declineNeuraloop: (_state, decision) => [{ type: "declineNeuraloop", seat: decision.seat }],
  shiftDieWithHeartOfIxth: heartOfIxth,
  declineHeartOfIxth: heartOfIxth,
  chooseLatviniaTechnologies: (_state, decision) => [
    {
      type: "chooseLatviniaTechnologies",
      seat: decision.seat,
      technologies: (decision.choices ?? []).slice(0, 2) as Ti4TechnologyId[],
    },
  ],
};
