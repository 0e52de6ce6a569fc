/**
 * Laws (RR §20) that act when something happens on the board: a neutral planet taken (Planetary
 * Conscription, Minister of Exploration), a system activated (Non-Aggression Pact), an Invasion Combat
 * won (The Crown of Emphidia), a Space Battle lost (Enemy of the Throne). The rule where it happens calls
 * the trigger here; the outcomes that pass the laws are in politicalLaws.ts.
 */
import { getPoliticalCard, type PlanetId } from "../../../content/index.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { drawActionCards } from "../actionCards/draw.ts";
import { reinforcements } from "../counters.ts";
import { nameOf } from "../players.ts";
import { agreementBetween, breakAgreement } from "../trade/agreements.ts";
import { enemyShipsPresent, plasticLeft } from "../units.ts";
import { checkVictory } from "../victory.ts";
import { gainTradeGoods, gainVp } from "./agendaTools.ts";
import { colonizationCost } from "./lawRules.ts";
import { electedSeats, lawInPlay } from "./laws.ts";

/**
 * A neutral planet was just taken by landing on it (tactical/landing.ts). Planetary Conscription (For):
 * a free Ground Force from reinforcements joins it, plastic allowing ("may": a free unit is never a loss,
 * so it is placed). Minister of Exploration: the elected player gains 1 Trade Good when another player
 * lands on a neutral planet.
 */
export function neutralPlanetTaken(tx: Tx, seat: Seat, position: PositionLabel, planet: PlanetId): void {
  if (lawInPlay(tx.state, "planetaryConscription") && plasticLeft(tx.state, seat, "groundForce") !== 0) {
    tx.emit({
      type: "unitsPlaced",
      seat,
      position,
      planet,
      units: { groundForce: 1 },
      reason: "Planetary Conscription",
    });
  }
  payColonization(tx, seat, planet);
  const minister = lawInPlay(tx.state, "ministerOfExploration");
  for (const elected of minister ? electedSeats(minister) : []) {
    if (elected !== seat && !tx.state.players[elected]?.eliminated)
      gainTradeGoods(tx, [elected], 1, "Minister of Exploration");
  }
}

/**
 * Colonization Licensing (For): the planet's resource value is paid (tactical/landing.ts checked it could
 * be). One payment for all the planets of a landing: a choice already asked of the player for this
 * law, on top, grows by this planet's value.
 */
function payColonization(tx: Tx, seat: Seat, planet: PlanetId): void {
  const cost = colonizationCost(tx.state, [planet]);
  if (cost === 0) return;
  const top = tx.state.stack.at(-1);
  if (top?.kind === "cardChoice" && top.effect === "colonizationLicensing" && top.awaiting[0] === seat) {
    const total = Number(top.data.cost) + cost;
    tx.emit({
      type: "frameReplaced",
      frame: { ...top, data: { cost: total }, prompt: colonizationPrompt(total) },
    });
    return;
  }
  askCardChoice(tx, {
    effect: "colonizationLicensing",
    prompt: colonizationPrompt(cost),
    awaiting: [seat],
    data: { cost },
  });
}

function colonizationPrompt(cost: number): string {
  return `Colonization Licensing: pay ${cost} resources for the neutral planets you took (planets to exhaust, and Trade Goods as the amount)`;
}

/**
 * A system was just activated by a tactical action (tactical/activation.ts). Non-Aggression Pact (For):
 * the first player to activate a system holding enemy ships loses 1 VP; then the law is discarded.
 */
export function systemActivatedUnderLaws(tx: Tx, seat: Seat, position: PositionLabel): void {
  const pact = lawInPlay(tx.state, "nonAggressionPact");
  if (pact && enemyShipsPresent(tx.state, position, seat)) {
    gainVp(tx, [seat], -1, "Non-Aggression Pact");
    tx.emit({
      type: "lawRepealed",
      card: pact.card,
      reason: `${nameOf(tx.state, seat)} broke the Non-Aggression Pact`,
    });
  }
}

/**
 * PDS just fired at another player's ships (combat/pds.ts, through the pdsFired hook). Redefining War Crimes (For): the shooter
 * loses any trade agreement with that player.
 */
export function pdsFiredAtFleet(tx: Tx, shooter: Seat, target: Seat): void {
  if (shooter === target || !lawInPlay(tx.state, "redefiningWarCrimes")) return;
  const agreement = agreementBetween(tx.state, shooter, target);
  if (agreement) breakAgreement(tx, agreement, null, "Redefining War Crimes");
}

/**
 * An Invasion Combat ended with a winner (combat/conquest.ts, through the combatWon hook). The Crown of Emphidia: whoever wins an
 * Invasion Combat against its holder takes the card and 1 VP; the holder loses 1 VP. Interpretation: the
 * defender who throws an invading holder back wins too; a combat where both sides fall has no winner.
 */
export function invasionWon(tx: Tx, winner: Seat, loser: Seat): void {
  const crown = lawInPlay(tx.state, "crownOfEmphidia");
  if (!crown || !electedSeats(crown).includes(loser) || winner === loser) return;
  const name = getPoliticalCard(crown.card).name;
  const loserHadPoint = !crown.vpWithheld; // the Homeworlds variant may have withheld it (rules/victory.ts)
  tx.emit({
    type: "lawHolderChanged",
    card: crown.card,
    elected: String(winner),
    reason: `${nameOf(tx.state, winner)} won an Invasion Combat against ${nameOf(tx.state, loser)}`,
  });
  if (loserHadPoint) gainVp(tx, [loser], -1, `lost ${name}`);
  gainVp(tx, [winner], 1, name, crown.card);
  checkVictory(tx, winner);
}

/**
 * A Space Battle was won (combat/spaceBattle.ts, through the combatWon hook): the loser has no ship left in
 * the system (destroyed or retreated) while the winner has. Enemy of the Throne: the first to defeat the
 * elected player collects 2 Trade Goods, a command counter and an Action Card; then the law is discarded.
 * Interpretation: the counter goes to the Command Pool, reinforcements allowing.
 */
export function spaceBattleWon(tx: Tx, winner: Seat, loser: Seat): void {
  const enemy = lawInPlay(tx.state, "enemyOfTheThrone");
  if (!enemy || !electedSeats(enemy).includes(loser)) return;
  gainTradeGoods(tx, [winner], 2, "Enemy of the Throne");
  if (reinforcements(tx.state, winner) > 0)
    tx.emit({
      type: "commandCountersGained",
      seat: winner,
      counters: { command: 1 },
      reason: "Enemy of the Throne",
    });
  drawActionCards(tx, winner, 1);
  tx.emit({
    type: "lawRepealed",
    card: enemy.card,
    reason: `${nameOf(tx.state, winner)} defeated ${nameOf(tx.state, loser)} in a Space Battle`,
  });
}
