/**
 * SE Option 13, the Custodians of Mecatol Rex (SE p.11; tokens in content/tokens.ts): both Custodian
 * tokens go on Mecatol Rex at setup, 3 Fighters and 2 Ground Forces. Ships may share the system with them
 * freely; a landing on the planet is an invasion fought against them (custodiansFight.ts), and a token
 * beaten leaves the game. Once both are gone Mecatol Rex is a neutral planet like any other.
 *
 * - The landing and invasion rules ask `neutralPlanetGuarded` (tactical/landing.ts: the landing is an
 *   invasion; combat/invasion.ts asks `guardsInvaded` to start the fight).
 * - No card claims the planet past them: Voluntary Annexation is refused while they stand (as it is on a
 *   planet with other players' units; interpretation, the rulebook being silent), and Diplomacy II's
 *   Peaceful Annexation never names Mecatol Rex anyway. Colonization Licensing still charges the landing:
 *   the planet is neutral.
 * - The option gives no Victory Point of its own (SE p.11 names none): the reward is the planet.
 * - Distant Suns never puts a Domain Counter on Mecatol Rex (RR §24.3), as the option asks.
 */
import { CUSTODIAN_TOKENS } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import { MECATOL_REX } from "../rules/objectives/board.ts";
import { positionOfPlanet } from "../rules/units.ts";
import type { GameState } from "../state.ts";
import { answerCustodiansOffer, custodiansOffer, noteRerolls } from "./custodiansAnswers.ts";
import { CUSTODIANS_FIGHT_RULES, startCustodiansFight } from "./custodiansFight.ts";

/** The Custodians still stand on this planet. */
function guarded(state: GameState, planet: string): boolean {
  return planet === MECATOL_REX && (state.custodians?.length ?? 0) > 0;
}

export const CUSTODIANS = {
  id: "option:custodians",
  option: "custodians",
  hooks: {
    boardSetUp(tx) {
      // A map without Mecatol Rex (a map string may leave it out) has nothing to guard.
      if (positionOfPlanet(tx.state, MECATOL_REX) === null) return;
      const tokens = [...CUSTODIAN_TOKENS].sort((a, b) => a.order - b.order).map((t) => t.id);
      tx.emit({ type: "custodiansPosted", planet: MECATOL_REX, tokens });
    },
    neutralPlanetGuarded: guarded,
    guardsInvaded(tx, seat, position, planet) {
      if (guarded(tx.state, planet)) startCustodiansFight(tx, seat, position, planet);
    },
    guardsFightOffers: custodiansOffer,
    guardsFightAbility: answerCustodiansOffer,
  },
  // The kernel runs observers for every game: this one reads only a Custodians' fight in progress.
  observe: noteRerolls,
  events: {
    custodiansPosted: (s, e) => {
      s.custodians = [...e.tokens];
    },
    // The dice change only the generator (evolve applies `rng`); a fight's losses are its frame's.
    custodiansRolled: () => {},
    custodiansLost: () => {},
    custodiansHeld: () => {},
    custodiansDefeated: (s, e) => {
      s.custodians = (s.custodians ?? []).filter((t) => t !== e.token);
    },
  },
  frames: { custodians: CUSTODIANS_FIGHT_RULES },
} satisfies RuleModule;
