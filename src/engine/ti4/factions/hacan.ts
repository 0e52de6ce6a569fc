/**
 * The Emirates of Hacan (content/ti4/factions.base.ts, factionAbilities.ts): their abilities, their
 * promissory note and what of their technologies and flagship the engine carries out.
 *
 * - Masters of Trade: the Trade card's secondary costs them no strategy token (LRR 82.2, secondaryWithoutToken).
 * - Guild Ships: their transactions are not limited to neighbours (LRR 94.1, transactionBeyondNeighbours).
 * - Arbiters: action cards may change hands in their transactions (LRR 94.3a, actionCardsInTransactions).
 * - Trade Convoys, their note: ACTION, laid face up; while it lies there its holder trades beyond neighbours;
 *   it goes back to the Hacan when its holder activates a system holding Hacan units.
 * - Production Biomes (technology, ACTION): exhaust it and spend a strategy token: 4 trade goods for the
 *   Hacan, 2 for another player they choose (LRR 22, technology/research.ts).
 * - Quantum Datahub Node (technology): at the end of the strategy phase, spend a strategy token and give
 *   another player 3 trade goods to swap one of the Hacan's strategy cards for one of theirs (endOfStrategyPhase).
 *   The other player has no say: the card's text gives them none.
 * - A Nekro copying either technology under an assimilator token holds it as the Hacan do
 *   (technology/owned.ts `holdsFactionTechnology`); Production Biomes' copy is exhausted and readied as the
 *   assimilator card carrying it (technology/research.ts `exhaustTechnology`). Neither text names anything of
 *   the Hacan's own.
 *
 * The flagship Wrath of Kenara's +1 to a die for a trade good in space combat is hacanKenara.ts.
 */
import { type Ti4StrategyCardId, type Ti4TechnologyId, ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyExhausted } from "../technology/research.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";
import type { Ti4QuantumDatahubFrame } from "./hacanForms.ts";

const CONVOYS = "convoys";

function holdsConvoysFaceUp(state: Ti4State, seat: Seat): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some(
    (n) => n.note === CONVOYS && hasFaction(state, n.owner, "hacan"),
  );
}

/**
 * Trade Convoys: played as an action into the holder's play area; while there, transactions beyond
 * neighbours (answered by TI4_HACAN's transactionBeyondNeighbours); back to the Hacan when its holder
 * activates a system with their units.
 */
export const TRADE_CONVOYS: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  afterHolderActivates(tx, holder, owner, system: PositionLabel) {
    if (hasUnitsIn(tx.state, owner, system)) returnNote(tx, holder, CONVOYS, owner);
  },
};

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const PRODUCTION_BIOMES: Ti4TechnologyId = "pm";
const QUANTUM_DATAHUB_NODE: Ti4TechnologyId = "qdn";

function othersInGame(state: Ti4State, seat: Seat): Seat[] {
  return state.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);
}

/** Production Biomes: why `seat` cannot use it now, or undefined (LRR 22.2: only what can resolve fully). */
function whyNotBiomes(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!holdsFactionTechnology(state, seat, PRODUCTION_BIOMES))
    return ruleError("ERR_TI4_TECH_NOT_OWNED", "LRR 90", "You do not own Production Biomes.");
  if (technologyExhausted(state, seat, PRODUCTION_BIOMES))
    return ruleError(
      "ERR_TI4_TECH_EXHAUSTED",
      "LRR 22.2",
      "Production Biomes is exhausted until the status phase.",
    );
  if ((state.players[seat]?.tokens.strategy ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 22.2",
      "Production Biomes costs a token from your strategy pool, which is empty.",
    );
  return undefined;
}

function useProductionBiomes(tx: Ti4Tx, command: CommandOf<"useProductionBiomes">): RuleError | undefined {
  const { seat } = command;
  const refused = whyNotBiomes(tx.state, seat);
  if (refused) return refused;
  if (!othersInGame(tx.state, seat).includes(command.with))
    return ruleError(
      "ERR_TI4_BIOMES_PLAYER",
      "LRR 22",
      "Production Biomes gives its 2 trade goods to another player still in the game.",
    );
  const spent = takeComponentAction(tx, seat);
  if (spent) return spent;
  exhaustTechnology(tx, seat, PRODUCTION_BIOMES);
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { strategy: -1 }, reason: "production biomes" });
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 4, reason: "production biomes" });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: command.with, amount: 2, reason: "production biomes" });
  return undefined;
}

/** Quantum Datahub Node: may `seat` use it now (a token, 3 trade goods, another player with a card)? */
function datahubOpen(state: Ti4State, seat: Seat): boolean {
  const player = state.players[seat];
  if (!player || !holdsFactionTechnology(state, seat, QUANTUM_DATAHUB_NODE)) return false;
  if (player.tokens.strategy < 1 || player.tradeGoods < 3 || player.strategyCards.length === 0) return false;
  return othersInGame(state, seat).some((s) => (state.players[s]?.strategyCards.length ?? 0) > 0);
}

const datahub: FrameRules<Ti4, Ti4QuantumDatahubFrame> = {
  decisions: (state, frame) => [
    {
      kind: "useQuantumDatahubNode",
      seat: frame.seat,
      simultaneous: false,
      prompt: "swap a strategy card with Quantum Datahub Node",
      choices: othersInGame(state, frame.seat).flatMap((s) =>
        (state.players[s]?.strategyCards ?? []).map((c) => c.card),
      ),
    },
    {
      kind: "declineQuantumDatahubNode",
      seat: frame.seat,
      simultaneous: false,
      prompt: "keep your strategy cards",
    },
  ],
};

function cardName(card: Ti4StrategyCardId): string {
  try {
    return ti4StrategyCard(card).name;
  } catch {
    return card;
  }
}

/**
 * Quantum Datahub Node [recalled: the 3 trade goods go to the other player, the printed card's wording]: a
 * strategy token spent, 3 trade goods given, one card given and one taken.
 */
function useQuantumDatahubNode(
  tx: Ti4Tx,
  command: CommandOf<"useQuantumDatahubNode">,
): RuleError | undefined {
  const { seat } = command;
  const mine = tx.state.players[seat]?.strategyCards.map((c) => c.card) ?? [];
  const theirs = tx.state.players[command.with]?.strategyCards.map((c) => c.card) ?? [];
  if (command.with === seat || !othersInGame(tx.state, seat).includes(command.with))
    return ruleError(
      "ERR_TI4_DATAHUB_PLAYER",
      "LRR 84",
      "Quantum Datahub Node swaps with another player in the game.",
    );
  if (!mine.includes(command.give))
    return ruleError("ERR_TI4_DATAHUB_CARD", "LRR 84", `You do not hold ${cardName(command.give)}.`);
  if (!theirs.includes(command.take))
    return ruleError(
      "ERR_TI4_DATAHUB_CARD",
      "LRR 84",
      `${tx.state.players[command.with]?.name ?? "That player"} does not hold ${cardName(command.take)}.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { strategy: -1 }, reason: "quantum datahub node" });
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -3, reason: "quantum datahub node" });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: command.with, amount: 3, reason: "quantum datahub node" });
  tx.emit({
    type: "ti4StrategyCardsSwapped",
    seat,
    with: command.with,
    give: command.give,
    take: command.take,
  });
  return undefined;
}

function declineQuantumDatahubNode(tx: Ti4Tx): RuleError | undefined {
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** Production Biomes as a component action (LRR 22), with the players who may receive its 2 trade goods. */
function biomesAction(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (whyNotBiomes(state, seat)) return [];
  return [
    {
      kind: "useProductionBiomes",
      seat,
      simultaneous: false,
      prompt: "use Production Biomes",
      choices: othersInGame(state, seat).map(String),
    },
  ];
}

export const TI4_HACAN: Ti4Module = {
  id: "faction:hacan",
  commands: { useProductionBiomes, useQuantumDatahubNode, declineQuantumDatahubNode },
  frames: { ti4QuantumDatahub: datahub },
  events: {
    ti4StrategyCardsSwapped(
      draft: Ti4State,
      e: { seat: Seat; with: Seat; give: Ti4StrategyCardId; take: Ti4StrategyCardId },
    ) {
      const [mine, theirs] = [draft.players[e.seat], draft.players[e.with]];
      if (!mine || !theirs) throw new Error("a strategy card swapped with no seat");
      const given = mine.strategyCards.find((c) => c.card === e.give);
      const taken = theirs.strategyCards.find((c) => c.card === e.take);
      if (!given || !taken) throw new Error("a strategy card swapped that is not held");
      mine.strategyCards = [...mine.strategyCards.filter((c) => c !== given), taken];
      theirs.strategyCards = [...theirs.strategyCards.filter((c) => c !== taken), given];
    },
  },
  hooks: {
    componentActions: biomesAction,
    endOfStrategyPhase(tx) {
      for (const player of tx.state.players)
        if (datahubOpen(tx.state, player.seat))
          tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4QuantumDatahub", seat: player.seat } });
    },
    // Masters of Trade.
    secondaryWithoutToken: (state, seat, card) => card === "trade" && hasFaction(state, seat, "hacan"),
    // Guild Ships; Trade Convoys face up in the seat's play area.
    transactionBeyondNeighbours: (state, seat) =>
      hasFaction(state, seat, "hacan") || holdsConvoysFaceUp(state, seat),
    // Arbiters: either side of a transaction with the Hacan.
    actionCardsInTransactions: (state, seat, other) =>
      hasFaction(state, seat, "hacan") || hasFaction(state, other, "hacan"),
  },
};
