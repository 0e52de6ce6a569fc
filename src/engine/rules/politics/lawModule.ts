/**
 * Laws and directives in play (RR §20) answering the rule moments of the round they change. Listed in
 * the rulebook after the technologies and the Strategy Card abilities, whose answers come first at the
 * start of the Status Phase. Voting itself is the politics module (module.ts); the laws that change how
 * the council votes, the outcomes of agendas, and the laws of trade and scoring answer its moments here.
 */
import type { RuleModule } from "../../module.ts";
import {
  contractValue,
  directiveResearchBlock,
  directivesAtStatusPhaseStart,
  embargoedTrade,
  secondariesClosed,
} from "./directiveHooks.ts";
import { askCouncilElder, lawVotingOrder, vetoPowerStep } from "./economyLawCouncil.ts";
import {
  censureRefusal,
  lawForbidsTrade,
  lawRefusesRedistribution,
  lawStatusIncome,
  lawsAtStatusCleanUp,
  lawsAtStatusPhaseStart,
  lawsOnSecondaryDeclined,
  lawsOnStrategicAction,
  lawsOnStrategyCardPicked,
  lawsOnTechnologyGained,
  lawsOnTradeFollowed,
  payCensure,
  shareTradePool,
  tradeGoodsPooled,
} from "./economyLaws.ts";
import {
  lawBarsResearch,
  lawTechnologyCostChange,
  lawWaivesSecondaryCounter,
  specialtiesOfAnyColour,
} from "./economyLawTechnology.ts";
import {
  extraStatusActionCards,
  imperialAcademyCounterPrice,
  objectiveVpBonus,
  tradeCollectionBonus,
} from "./lawBonuses.ts";
import { lawInPlay } from "./laws.ts";
import { AGENDA_EFFECTS } from "./politicalEffects.ts";
import { warFundingAtStatusPhaseStart } from "./politicalLaws.ts";

/** Limits to Individual Power (For): the Action Card hand limit becomes 3 (RR §19 says 7). */
const REDUCED_ACTION_HAND_LIMIT = 3;

export const LAWS = {
  id: "laws",
  hooks: {
    // Council's Censure: an Imperial card costs the elected player 2 Strategy Allocation counters.
    strategyPickRefused: censureRefusal,
    strategyCardTaken: payCensure,
    // Political Focus.
    strategyCardPicked: lawsOnStrategyCardPicked,
    // Forbidden Research: repealed when a Technology card is used.
    strategicActionTaken: lawsOnStrategicAction,
    // Aggressive Strategy (directive, Against): no secondary this round.
    secondariesClosed,
    // Science Community Speaker: the elected follows the Technology secondary free.
    secondaryCounter: (state, card, seat) =>
      lawWaivesSecondaryCounter(state, card, seat) ? "waived" : undefined,
    // Imperial Academy: a counter for 2 influence following Logistics.
    logisticsCounterPrice: imperialAcademyCounterPrice,
    // Regressive Rhetoric: declining the Technology secondary draws an Action Card.
    secondaryDeclined: lawsOnSecondaryDeclined,
    // Prophecy of Ixth (directive): lost in a round with fewer than 2 Fighters bought.
    statusPhaseStarts: directivesAtStatusPhaseStart,
    // War Funding (For): ships over Fleet Supply go, asked before anything else of the phase.
    statusPhaseOpens: warFundingAtStatusPhaseStart,
    // Technology Buy-back.
    objectivesAboutToBeClaimed: lawsAtStatusPhaseStart,
    // Minister of Policy.
    statusActionCards: extraStatusActionCards,
    // Vorhal Peace Prize, Minister of Commerce.
    statusCleanUpDone: lawsAtStatusCleanUp,
    statusIncome: lawStatusIncome,
    // Resource Management.
    redistributionRefused: lawRefusesRedistribution,
    // Council Elder: asked as an Elect agenda is read; the elder alone votes when he uses it.
    agendaRead: askCouncilElder,
    votingOrder: lawVotingOrder,
    // Veto Power: a new law thrown out before it takes effect.
    agendaOutcomeDecided: vetoPowerStep,
    // The outcomes of laws and directives that Mecatol carries out (politicalEffects.ts).
    agendaOutcome: (effect) => AGENDA_EFFECTS[effect],
    // Trade Embargo (directive) bars agreements; Forced Economic Independence any trade of the pair.
    tradeRefused: (state, seat, partner, deal) =>
      (deal === "agreement" ? embargoedTrade(state, seat, partner) : undefined) ??
      lawForbidsTrade(state, seat, partner),
    // Intergalactic Commerce (Against), Free Trade.
    contractValue,
    tradeCollectionBonus: (state) => tradeCollectionBonus(state),
    // Class Struggle: the Trade cards' Trade Goods pooled and shared.
    tradePool: (state) => (tradeGoodsPooled(state) ? shareTradePool : undefined),
    // Trade War.
    tradeSecondaryFollowed: lawsOnTradeFollowed,
    // Glory of the Empire, Incentive Program.
    objectiveVpBonus: (state, _seat, id) => objectiveVpBonus(state, id),
    // Laws and Against outcomes that bar technologies; Technology Investigation Committee (directive, For).
    technologyBarred: lawBarsResearch,
    technologyPurchaseRefused: (state, _seat, cost) => directiveResearchBlock(state, cost),
    // Research Grant (For): specialties of any colour.
    specialtiesOfAnyColour,
    // Regressive Rhetoric, Subsidized Studies: on a price paid, and always on a race technology's.
    technologyPrice: (state, seat, tech, route) => ({
      change:
        tech.kind === "race"
          ? lawTechnologyCostChange(state, seat, null)
          : route.price > 0
            ? lawTechnologyCostChange(state, seat, tech.tech.color)
            : 0,
      surcharge: 0,
    }),
    // Technological Jihad: a die for each technology gained.
    technologiesGained: lawsOnTechnologyGained,
    // Limits to Individual Power.
    actionHandLimit: (state) =>
      lawInPlay(state, "limitsToIndividualPower") ? REDUCED_ACTION_HAND_LIMIT : undefined,
  },
} satisfies RuleModule;
