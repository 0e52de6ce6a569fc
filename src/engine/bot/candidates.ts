/**
 * The bot's candidate answers per decision kind, most wanted first. A rule area that adds a decision kind
 * adds its candidates here; a kind without an entry is one the bot cannot answer (simulations report it).
 */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { reinforcements } from "../rules/counters.ts";
import { statusIncome } from "../rules/statusPhase.ts";
import type { GameState } from "../state.ts";
import { COMBAT_CANDIDATES } from "./combat.ts";
import { OBJECTIVE_CANDIDATES } from "./objectives.ts";
import type { Candidates } from "./policy.ts";
import { TABLE_CANDIDATES } from "./table.ts";
import { TACTICAL_CANDIDATES } from "./tactical.ts";

/** Which Strategy Cards a bot likes best: points first, then growth. */
const CARD_PREFERENCE = [
  "imperial",
  "imperial-2",
  "bureaucracy",
  "technology",
  "technology-2",
  "trade",
  "trade-2",
  "logistics",
  "leadership",
  "political",
  "assembly",
  "warfare",
  "warfare-2",
  "production",
  "diplomacy",
  "diplomacy-2",
  "initiative",
];

function byPreference(cards: readonly string[]): string[] {
  const rank = (card: string) => {
    const i = CARD_PREFERENCE.indexOf(card);
    return i < 0 ? CARD_PREFERENCE.length : i;
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

const fromChoices =
  (make: (choice: string, d: Decision) => Command): Candidates =>
  (_state, d) =>
    (d.choices ?? []).map((c) => make(c, d));

/** Primary answers to try: counters for the cards that give them, then a plain confirmation. */
function primaryCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "strategicAction") return [];
  const card = frame.card as StrategyCardId;
  const room = reinforcements(state, d.seat);
  const counts = [4, 3, 2, 1, 0].filter((n) => n <= room);
  const primary = (choice: Extract<Command, { type: "resolvePrimary" }>["choice"]): Command => ({
    type: "resolvePrimary",
    seat: d.seat,
    card,
    choice,
  });
  const others = state.players.map((p) => p.seat).filter((s) => s !== d.seat);
  return [
    ...[...(d.choices ?? []), "tradeGoods", "cancel"].map((option) => primary({ option })),
    ...counts.map((n) => primary({ counters: { command: n } })),
    ...others.map((target) => primary({ target })),
    primary({}),
  ];
}

function secondaryCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "strategicAction") return [];
  return [{ type: "answerSecondary", seat: d.seat, card: frame.card, follow: false }];
}

/** Status Phase: keep the sheet as it is and put the new counters into the Command Pool. */
function redistribute(state: GameState, d: Decision): Command[] {
  const c = state.players[d.seat]?.counters ?? { strategy: 0, fleet: 0, command: 0 };
  const total = c.strategy + c.fleet + c.command;
  const income = Math.min(statusIncome(state, d.seat), reinforcements(state, d.seat));
  const target = total + income;
  const keep = {
    strategy: c.strategy,
    fleet: Math.max(c.fleet, 1),
    command: Math.max(0, target - c.strategy - Math.max(c.fleet, 1)),
  };
  return [{ type: "redistributeCounters", seat: d.seat, counters: keep }];
}

const CORE_CANDIDATES: Partial<Record<CommandType, Candidates>> = {
  pickRace: fromChoices((race, d) => ({ type: "pickRace", seat: d.seat, race: race as never })),
  placeGalaxyTile: fromChoices((choice, d) => {
    const [tile, position] = choice.split("@");
    return { type: "placeGalaxyTile", seat: d.seat, tile: tile as never, position: position ?? "" };
  }),
  pickStrategyCard: (_state, d) =>
    byPreference(d.choices ?? []).map((card) => ({
      type: "pickStrategyCard",
      seat: d.seat,
      card: card as StrategyCardId,
    })),
  strategicAction: (_state, d) =>
    byPreference(d.choices ?? [])
      .filter((card) => getStrategyCard(card as StrategyCardId).primary !== null)
      .map((card) => ({
        type: "strategicAction",
        seat: d.seat,
        card: card as StrategyCardId,
      })),
  resolvePrimary: primaryCandidates,
  answerSecondary: secondaryCandidates,
  pass: (_state, d) => [{ type: "pass", seat: d.seat }],
  passActionWindow: (_state, d) => [{ type: "passActionWindow", seat: d.seat } as Command],
  finishTrading: (_state, d) => [{ type: "finishTrading", seat: d.seat } as Command],
  castVotes: (_state, d) => [{ type: "castVotes", seat: d.seat, choice: null } as Command],
  skipTurn: () => [],
  scoreObjectives: (_state, d) => [
    { type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null },
  ],
  redistributeCounters: redistribute,
};

/** Every decision kind the bot answers: the core round here, each rule area's candidates in its own file. */
export const BOT_CANDIDATES: Partial<Record<CommandType, Candidates>> = {
  ...CORE_CANDIDATES,
  ...TACTICAL_CANDIDATES,
  ...COMBAT_CANDIDATES,
  ...TABLE_CANDIDATES,
  ...OBJECTIVE_CANDIDATES,
};
