/**
 * Which rule carries an action card out, whatever its timing: the cards timed "action" (actionOnUnits.ts,
 * actionOnPlayers.ts), those played right after an activation (afterActivation.ts), those of an invasion
 * and after a movement (invasionCards.ts), those of the agenda, strategy and status phases (agendaTimed.ts),
 * those played in combat (combatCards.ts, courageous.ts), Codex I's (codexCards.ts), and every play of a card the rules accept
 * now, listed for the player's buttons and the bot. A card of another timing gets a table of its own,
 * read here, with the window that serves its moment (windows.ts); a card in no table is refused with its
 * name (play.ts), and Sabotage has its own rule there.
 */
import { TI4_STRATEGY_CARD_IDS, type Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { lawsInPlay } from "../agenda/laws.ts";
import { agendaOutcomes } from "../agenda/outcomes.ts";
import { systemPositions } from "../board/galaxy.ts";
import { cheapestPayment } from "../economy/spend.ts";
import type { Ti4State } from "../state.ts";
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import { TI4_PLAYER_CARD_EFFECTS } from "./actionOnPlayers.ts";
import { TI4_UNIT_CARD_EFFECTS } from "./actionOnUnits.ts";
import { TI4_AFTER_ACTIVATION_EFFECTS } from "./afterActivation.ts";
import { TI4_AGENDA_CARD_EFFECTS } from "./agendaTimed.ts";
import { BLACK_MARKET_DEALINGS } from "./blackMarketDealings.ts";
import { BRILLIANCE } from "./brilliance.ts";
import { TI4_CODEX_CARD_EFFECTS } from "./codexCards.ts";
import { ghostSquadGroups } from "./codexInvasion.ts";
import { TI4_COMBAT_CARD_EFFECTS } from "./combatCards.ts";
import { TI4_COURAGEOUS_EFFECTS } from "./courageous.ts";
import { CRASH_LANDING } from "./crashLanding.ts";
import { TI4_DICE_CARD_EFFECTS } from "./diceCards.ts";
import { boardPlanets, type Ti4CardEffect, type Ti4CardField, type Ti4CardPlay } from "./effect.ts";
import { EXCHANGE_PROGRAM } from "./exchangeProgram.ts";
import { EXTREME_DURESS } from "./extremeDuress.ts";
import { TI4_INVASION_CARD_EFFECTS } from "./invasionCards.ts";
import { LIE_IN_WAIT } from "./lieInWait.ts";
import { TI4_NEUTRAL_CARD_EFFECTS } from "./neutralCards.ts";
import { RESCUE } from "./rescue.ts";
import { TI4_SCRAMBLE_EFFECTS } from "./scramble.ts";
import { TI4_STRATEGY_ABILITY_CARD_EFFECTS } from "./strategyAbilities.ts";
import { CRISIS, PUPPETS_ON_A_STRING } from "./turnEndCards.ts";

export type { Ti4CardPlay } from "./effect.ts";

/** Every table of cards, one per timing or topic, read as one. */
const EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  ...TI4_UNIT_CARD_EFFECTS,
  ...TI4_PLAYER_CARD_EFFECTS,
  ...TI4_AFTER_ACTIVATION_EFFECTS,
  ...TI4_INVASION_CARD_EFFECTS,
  ...TI4_AGENDA_CARD_EFFECTS,
  ...TI4_COMBAT_CARD_EFFECTS,
  ...TI4_COURAGEOUS_EFFECTS,
  ...TI4_DICE_CARD_EFFECTS,
  ...TI4_SCRAMBLE_EFFECTS,
  ...TI4_STRATEGY_ABILITY_CARD_EFFECTS,
  ...TI4_NEUTRAL_CARD_EFFECTS,
  extremeduress: EXTREME_DURESS,
  crisis: CRISIS,
  puppetsonastring: PUPPETS_ON_A_STRING,
  lieinwait: LIE_IN_WAIT,
  rescue: RESCUE,
  exchangeprogram: EXCHANGE_PROGRAM,
  ...TI4_CODEX_CARD_EFFECTS,
  blackmarketdealing: BLACK_MARKET_DEALINGS,
  crashlanding: CRASH_LANDING,
  brilliance: BRILLIANCE,
};

/** The rule that carries a card out, whatever its timing, or undefined (Sabotage has its own: play.ts). */
export function ti4CardEffect(card: Ti4ActionCardId): Ti4CardEffect | undefined {
  return EFFECTS[card];
}

/** Whether the engine carries this card out: an effect above, or Sabotage (play.ts). */
export function ti4CardCarriedOut(card: Ti4ActionCardId): boolean {
  return card === "sabo" || ti4CardEffect(card) !== undefined;
}

/** The candidates for one field of a play, before the card's check sorts them. */
function candidates(state: Ti4State, seat: Seat, field: Ti4CardField, effect: Ti4CardEffect): Ti4CardPlay[] {
  switch (field) {
    case "target":
      return state.players.map((p) => ({ target: p.seat }));
    case "planet":
      return boardPlanets(state).map((p) => ({ planet: p.planet }));
    case "ownPlanet":
      return boardPlanets(state).map((p) => ({ ownPlanet: p.planet }));
    case "system":
      return systemPositions(state).map((system) => ({ system }));
    case "unit":
      // Fighters first and the dearest ships last (the bot's Direct Hit takes the last); ground forces
      // after fighters, for the Alastor's, which are ships in its combat.
      return (
        [
          "fighter",
          "infantry",
          "mech",
          "dreadnought",
          "cruiser",
          "destroyer",
          "carrier",
          "warSun",
          "flagship",
        ] as const
      ).map((unit) => ({ unit }));
    case "law":
      return lawsInPlay(state).map((l) => ({ law: l.agenda }));
    case "outcome": {
      const vote = agendaVoteFrame(state);
      return vote ? agendaOutcomes(state, vote.agenda).map((outcome) => ({ outcome })) : [];
    }
    case "amount":
      return Array.from({ length: state.players[seat]?.tradeGoods ?? 0 }, (_, i) => ({ amount: i + 1 }));
    case "strategyCard":
      return TI4_STRATEGY_CARD_IDS.map((strategyCard) => ({ strategyCard }));
    case "technology":
      // Every technology some other player owns (the card's check keeps those it may take).
      return [...new Set(state.players.filter((p) => p.seat !== seat).flatMap((p) => p.technologies))].map(
        (technology) => ({ technology }),
      );
    case "units":
      // The seat's ground forces on each planet of the invasion under way, whole (Codex Ghost Squad).
      return ghostSquadGroups(state, seat).map((units) => ({ units }));
    case "payment": {
      // The cheapest payment of the card's cost: a player may always name their own.
      const cost = effect.cost;
      const payment = cost ? cheapestPayment(state, seat, cost.currency, cost.amount) : null;
      return payment ? [{ payment }] : [];
    }
  }
}

/**
 * Every play of a card the rules accept now, listed (the card's choices, for the player's own buttons and
 * the bot): the product of its fields' candidates, kept where its check passes.
 */
export function cardOptions(state: Ti4State, seat: Seat, card: Ti4ActionCardId): Ti4CardPlay[] {
  const effect = ti4CardEffect(card);
  if (!effect) return [];
  let plays: Ti4CardPlay[] = [{}];
  for (const field of effect.names) {
    const options = [
      ...(effect.mayOmit?.includes(field) ? [{}] : []),
      ...candidates(state, seat, field, effect),
    ];
    plays = plays.flatMap((p) => options.map((c) => ({ ...p, ...c })));
  }
  return plays.filter((p) => effect.check(state, seat, p) === undefined);
}
