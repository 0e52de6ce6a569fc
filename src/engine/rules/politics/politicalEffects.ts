/**
 * The agenda outcomes Mecatol carries out itself, by the cards' effect keys (texts in
 * content/politicalCards.*.ts). A card is automated when each of its outcomes is here and, for a law,
 * its lasting effect is applied by the rule it changes (`lasting`). Register fully automated keys in
 * effects/automated.ts: a game holds no card without them (setup/decksBuilt.ts).
 */
import { getObjective, getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import { pick } from "../../rng.ts";
import { drawActionCards } from "../actionCards/draw.ts";
import { activePlayers, player } from "../players.ts";
import {
  type AgendaResult,
  type AgendaRule,
  byVp,
  everyone,
  forVoters,
  gainVp,
  loseTradeGoods,
  nothing,
  type Outcome,
  planetCount,
  takeBackLawVp,
} from "./agendaTools.ts";
import { MOMENT_LAW_EFFECTS } from "./laws/momentLaws.ts";
import { DIRECTIVE_EFFECTS } from "./politicalDirectives.ts";
import { ECONOMY_LAW_EFFECTS } from "./politicalEconomyLaws.ts";
import { LAW_EFFECTS } from "./politicalLaws.ts";

export type { AgendaResult, AgendaRule };

/** Repeal: the law leaves play; Emperor's and the Crown's holder loses the VP the card gave him. */
const repealLaw: Outcome = (tx, result) => {
  const law = (tx.state.laws ?? []).find((l) => l.card === result.outcome);
  if (!law) return;
  tx.emit({ type: "lawRepealed", card: law.card, reason: getPoliticalCard(result.card).name });
  takeBackLawVp(tx, law);
};

/** Limits to Individual Power, Against: each player discards one Action Card at random. */
const randomDiscard: Outcome = (tx) => {
  for (const seat of everyone(tx)) {
    const hand = player(tx.state, seat).secret.actionCards;
    if (hand.length === 0) continue;
    const { value, rng } = pick(tx.state.rng, hand);
    tx.emit({ type: "actionCardLostAtRandom", seat, card: value, rng });
  }
};

export const AGENDA_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  ...LAW_EFFECTS,
  ...ECONOMY_LAW_EFFECTS,
  ...DIRECTIVE_EFFECTS,
  ...MOMENT_LAW_EFFECTS,
  imperialMandate: {
    for: (tx) => gainVp(tx, everyone(tx), 2, "Imperial Mandate"),
    against: (tx) => gainVp(tx, everyone(tx), -1, "Imperial Mandate"),
  },
  seedOfAnEmpire: {
    for: (tx) => gainVp(tx, byVp(tx, true), 1, "Seed of an Empire"),
    against: (tx) => gainVp(tx, byVp(tx, false), 1, "Seed of an Empire"),
  },
  mutiny: {
    for: (tx, r) => gainVp(tx, forVoters(r), 1, "Mutiny"),
    against: (tx, r) => gainVp(tx, forVoters(r), -1, "Mutiny"),
  },
  economicRevitalization: {
    elected: (tx, r) => {
      const to = Number(r.outcome);
      for (const seat of everyone(tx).filter((s) => s !== to && player(tx.state, s).tradeGoods > 0))
        tx.emit({ type: "tradeGoodsGiven", seat, to, amount: 1 });
    },
  },
  costOverruns: {
    for: (tx) => loseTradeGoods(tx, everyone(tx), (seat) => planetCount(tx, seat), "Cost Overruns"),
    against: nothing,
  },
  repeal: { elected: repealLaw },
  limitsToIndividualPower: { for: nothing, against: randomDiscard, lasting: true },
  emperor: { elected: (tx, r) => gainVp(tx, [Number(r.outcome)], 1, "Emperor", r.card), lasting: true },
  unconventionalMeasures: {
    // "May draw": drawing is never a loss, so everyone draws; a hand over its limit is trimmed as after
    // any draw (rules/actionCards/handLimit.ts).
    for: (tx) => {
      for (const seat of everyone(tx)) drawActionCards(tx, seat, 1);
    },
    against: (tx) => {
      for (const seat of everyone(tx)) {
        const cards = [...player(tx.state, seat).secret.actionCards];
        if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat, cards });
      }
    },
  },
  // The VP bonus of these laws is counted when an objective is scored (lawBonuses.ts).
  gloryOfTheEmpire: {
    for: nothing,
    against: (tx) => {
      const done = activePlayers(tx.state).filter((p) =>
        p.scoredObjectives.some((id) => getObjective(id).kind === "secret"),
      );
      gainVp(
        tx,
        done.map((p) => p.seat),
        1,
        "Glory of the Empire",
      );
    },
    lasting: true,
  },
  incentiveProgram: {
    elected: (tx, r) => {
      const scored = tx.state.objectives.find((o) => o.id === r.outcome)?.scoredBy ?? [];
      gainVp(tx, [...new Set(scored)], 1, "Incentive Program");
    },
    lasting: true,
  },
  // The extra card is drawn in the Status Phase (lawBonuses.ts, statusPhase.ts).
  ministerOfPolicy: { elected: nothing, lasting: true },
  // The elected player's Ground Forces roll +1 in Invasion Combat (combat/modifiers.ts).
  crownOfThalnos: { elected: nothing, lasting: true },
  // No unit is produced on the elected planet (tactical/production.ts).
  holyPlanetOfIxth: { elected: nothing, lasting: true },
  // Free Trade's extra Trade Good is counted when agreements pay (lawBonuses.ts, trade/agreements.ts).
  freeTradeLaw: {
    for: nothing,
    against: (tx) => loseTradeGoods(tx, everyone(tx), () => 2, "Free Trade"),
    lasting: true,
  },
  // tradeWar, classStruggle, vorhalPeacePrize: politicalEconomyLaws.ts; fleetRegulations, diversifiedIncome:
  // laws/limits.ts.
  // No retreat is offered while Code of Honor is in play (combat/retreat.ts).
  codeOfHonor: { for: nothing, against: nothing, lasting: true },
  // The cheaper Logistics counters are counted by the Logistics secondary (lawBonuses.ts).
  imperialAcademy: { for: nothing, against: nothing, lasting: true },
};

/** True when every outcome of the card is carried out by the engine (see effects/automated.ts). */
export function agendaAutomated(card: PoliticalCardId): boolean {
  const { effect, elect, kind } = getPoliticalCard(card);
  const rule = AGENDA_EFFECTS[effect];
  if (!rule) return false;
  const outcomes =
    elect !== null ? rule.elected !== undefined : rule.for !== undefined && rule.against !== undefined;
  return outcomes && (kind !== "law" || rule.lasting === true);
}
