/**
 * Distant Suns (RR §24.3, base p.33-35) and its Shattered Empire extensions, New Distant Suns (Option 11)
 * and Territorial Distant Suns (Option 12, SE p.11): face-down Domain Counters on the neutral planets,
 * revealed and carried out by the first landing, probed by Fighters and razed by Dreadnoughts and War
 * Suns. Dealing is domain/deal.ts (the two SE options change only the mix and where it goes), the reveal
 * domain/reveal.ts, each counter's effect domain/effects.ts with its answers in domain/choiceRules.ts,
 * the natives' fights domain/natives.ts, probing and razing domain/scouting.ts.
 *
 * The SE component list counts 22 new counters; the faces our sources name add up to 19 (content/tokens.ts):
 * the other 3 are left out of the mix rather than guessed.
 */
import type { WormholeType } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import { positionOfPlanet } from "../rules/units.ts";
import type { GameState, PositionLabel } from "../state.ts";
import { DOMAIN_EVOLVE, faceUpOn } from "./domain/board.ts";
import { DOMAIN_CHOICES } from "./domain/choiceRules.ts";
import { domainCountersDue } from "./domain/deal.ts";
import { NATIVES_COMBAT_RULES } from "./domain/natives.ts";
import { domainCountersLifted, neutralPlanetClaimed } from "./domain/reveal.ts";
import { offerProbe, offerRazing, probedPlanetBlocked } from "./domain/scouting.ts";

/** The wormholes Wormhole Discovery counters have put in their systems (RR §10.4: movement only). */
function discoveredWormholes(state: GameState): Record<PositionLabel, WormholeType[]> {
  const found: Record<PositionLabel, WormholeType[]> = {};
  for (const { planet } of state.distantSuns?.faceUp ?? []) {
    const wormhole = faceUpOn(state, planet)?.wormhole;
    const position = positionOfPlanet(state, planet);
    if (wormhole && position) found[position] = [...(found[position] ?? []), wormhole];
  }
  return found;
}

export const DISTANT_SUNS = {
  id: "option:distantSuns",
  option: "distantSuns",
  events: DOMAIN_EVOLVE,
  frames: { nativesCombat: NATIVES_COMBAT_RULES },
  choices: DOMAIN_CHOICES,
  // Standing checks run in every game: each looks for the option's state itself.
  standing: [domainCountersDue, domainCountersLifted],
  hooks: {
    neutralPlanetClaimed,
    landingBlocked: (state, seat, planet) => probedPlanetBlocked(state, seat, planet),
    fleetMovedIn: (tx, seat, position) => offerProbe(tx, seat, position),
    landingsBegin: offerRazing,
    adjacency(state, links) {
      const found = discoveredWormholes(state);
      if (Object.keys(found).length === 0) return links;
      const extra: Record<PositionLabel, readonly WormholeType[]> = { ...links.options.extraWormholes };
      for (const [position, wormholes] of Object.entries(found))
        extra[position] = [...(extra[position] ?? []), ...wormholes];
      return { ...links, options: { ...links.options, extraWormholes: extra } };
    },
    // Lazax Survivors taken: 3 more votes each on every agenda.
    extraVotes: (state, seat) => 3 * (state.distantSuns?.lazax.filter((s) => s === seat).length ?? 0),
    // Razed Lazax Survivors: no vote on the next agenda, lifted once its outcome is known.
    votingBarred: (state, seat) => state.distantSuns?.noVote.includes(seat) === true,
    agendaOutcomeDecided(tx) {
      const barred = tx.state.distantSuns?.noVote ?? [];
      if (barred.length > 0) tx.emit({ type: "domainVoteBarLifted", seats: [...barred] });
      return "go";
    },
  },
} satisfies RuleModule;

/** SE Option 11: the SE faces join the mix (domain/deal.ts reads the option). */
export const NEW_DISTANT_SUNS: RuleModule = { id: "option:newDistantSuns", option: "newDistantSuns" };

/** SE Option 12: the low-risk pile near the Home Systems and on the outer ring (domain/deal.ts). */
export const TERRITORIAL_DISTANT_SUNS: RuleModule = {
  id: "option:territorialDistantSuns",
  option: "territorialDistantSuns",
};
