/**
 * The laws held by one player that grant a use later, each discarded when used (base game, LRR 7):
 * - Imperial Arbiter: as the strategy phase ends (LRR 84), its owner may trade one of their strategy cards
 *   for one another player holds (`ti4ArbiterOffer`).
 * - Minister of Peace: once a player activates a system holding units of a player other than themselves
 *   (LRR 89.1), its owner may end the active player's turn on the spot (`ti4PeaceOffer`); the token stays.
 * - Minister of War: once an action of its owner is done (LRR 3), they may take 1 of their command tokens
 *   off the board back to reinforcements and take one more action (asked by the action phase's frame).
 * Each offer is answered with the card's command or `keepLaw`; the kernel refuses them to anyone else and
 * at any other moment.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4ActionPhaseFrame } from "../round/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { LASTING_ONLY, type Ti4AgendaEffect } from "./effect.ts";
import type { Ti4ArbiterOfferFrame, Ti4PeaceOfferFrame } from "./frames.ts";
import { lawOwner } from "./laws.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
type Office = "arbiter" | "minister_peace" | "minister_war";

/** The seat holding an office, when still in the game. */
function holder(state: Ti4State, office: Office): Seat | null {
  const owner = lawOwner(state, office);
  return owner !== null && !state.players[owner]?.eliminated ? owner : null;
}

function cardsOf(state: Ti4State, seat: Seat): Ti4StrategyCardId[] {
  return (state.players[seat]?.strategyCards ?? []).map((c) => c.card);
}

/** Another player's strategy cards the Arbiter's owner may take. */
function othersCards(state: Ti4State, seat: Seat): Ti4StrategyCardId[] {
  return state.players.filter((p) => p.seat !== seat && !p.eliminated).flatMap((p) => cardsOf(state, p.seat));
}

/** Hook `endOfStrategyPhase`: the Arbiter's owner is asked, when there is a trade to make. */
function offerArbiter(tx: Ti4Tx): void {
  const seat = holder(tx.state, "arbiter");
  if (seat === null || cardsOf(tx.state, seat).length === 0 || othersCards(tx.state, seat).length === 0)
    return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ArbiterOffer", seat } });
}

/** Hook `afterSystemActivated`: Minister of Peace offered when another player's units are in the system. */
function offerPeace(tx: Ti4Tx, active: Seat, system: string): void {
  const seat = holder(tx.state, "minister_peace");
  // Its owner ending their own turn gains nothing: the offer goes to an owner who is not the active player.
  if (seat === null || seat === active) return;
  const there = tx.state.board[system];
  const forces = [...(there?.space ?? []), ...Object.values(there?.planets ?? {}).flatMap((f) => f ?? [])];
  if (!forces.some((f) => f.seat !== active && Object.values(f.units).some((n) => n))) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4PeaceOffer", seat, active, system } });
}

/** The positions holding one of `seat`'s command tokens. */
export function tokensOnBoard(state: Ti4State, seat: Seat): string[] {
  return Object.entries(state.board)
    .filter(([, system]) => system.commandTokens.includes(seat))
    .map(([position]) => position);
}

/**
 * Minister of War: whether the action phase waits on its owner, whose action is done this turn (not a
 * pass), to use or keep it. The action phase's frame asks this before the next turn.
 */
export function ministerOfWarOffered(state: Ti4State, frame: Ti4ActionPhaseFrame): boolean {
  if (!frame.acted || frame.warKept || holder(state, "minister_war") !== frame.current) return false;
  return !state.players[frame.current]?.passed && tokensOnBoard(state, frame.current).length > 0;
}

/** The decisions of the Minister of War's offer (the action phase's frame lists them). */
export function ministerOfWarDecisions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  return [
    {
      kind: "useMinisterOfWar",
      seat,
      simultaneous: false,
      prompt: "discard Minister of War: take a command token off the board and take another action",
      choices: tokensOnBoard(state, seat),
    },
    { kind: "keepLaw", seat, simultaneous: false, prompt: "keep Minister of War" },
  ];
}

const arbiterOffer: FrameRules<Ti4, Ti4ArbiterOfferFrame> = {
  decisions: (state, frame) => [
    {
      kind: "useImperialArbiter",
      seat: frame.seat,
      simultaneous: false,
      prompt: "discard Imperial Arbiter to trade one of your strategy cards for another player's",
      choices: othersCards(state, frame.seat),
    },
    { kind: "keepLaw", seat: frame.seat, simultaneous: false, prompt: "keep Imperial Arbiter" },
  ],
  advance: () => false,
};

const peaceOffer: FrameRules<Ti4, Ti4PeaceOfferFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "useMinisterOfPeace",
      seat: frame.seat,
      simultaneous: false,
      prompt: `discard Minister of Peace to end seat ${frame.active}'s turn now (${frame.system} activated)`,
    },
    { kind: "keepLaw", seat: frame.seat, simultaneous: false, prompt: "keep Minister of Peace" },
  ],
  advance: () => false,
};

function useImperialArbiter(tx: Ti4Tx, command: CommandOf<"useImperialArbiter">): RuleError | undefined {
  const { seat, give, take } = command;
  if (!cardsOf(tx.state, seat).includes(give))
    return ruleError("ERR_TI4_ARBITER_TRADE", "Imperial Arbiter", `You hold no ${give} to give.`, { give });
  const other = tx.state.players.find(
    (p) => p.seat !== seat && !p.eliminated && cardsOf(tx.state, p.seat).includes(take),
  );
  if (!other)
    return ruleError(
      "ERR_TI4_ARBITER_TRADE",
      "Imperial Arbiter",
      `No other player holds ${take}: take one of ${othersCards(tx.state, seat).join(", ")}.`,
      { take },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4LawRepealed", agenda: "arbiter" });
  tx.emit({ type: "ti4StrategyCardsTraded", seat, other: other.seat, gave: give, took: take });
  return undefined;
}

function useMinisterOfPeace(tx: Ti4Tx): RuleError | undefined {
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4LawRepealed", agenda: "minister_peace" });
  // The active player's turn ends on the spot: every frame of the tactical action goes, the turn is over.
  for (let top = tx.state.stack.at(-1); top && top.kind !== "ti4ActionPhase"; top = tx.state.stack.at(-1))
    tx.emit({ type: "ti4FramePopped" });
  // A turn ended on the spot has no second action after it (Fleet Logistics, round/secondAction.ts).
  const turn = tx.state.stack.at(-1);
  if (turn?.kind === "ti4ActionPhase" && !turn.secondAction)
    tx.emit({ type: "ti4FrameUpdated", frame: { ...turn, secondAction: true } });
  return undefined;
}

function useMinisterOfWar(tx: Ti4Tx, command: CommandOf<"useMinisterOfWar">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ActionPhase") throw new Error("Minister of War is used between actions");
  if (!(tx.state.board[command.position]?.commandTokens ?? []).includes(command.seat))
    return ruleError(
      "ERR_TI4_NO_TOKEN_THERE",
      "Minister of War",
      `You have no command token in ${command.position}: name a system holding one of yours.`,
      { position: command.position },
    );
  tx.emit({ type: "ti4LawRepealed", agenda: "minister_war" });
  tx.emit({ type: "ti4CommandTokensRemoved", seat: command.seat, positions: [command.position] });
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, acted: false } });
  return undefined;
}

function keepLaw(tx: Ti4Tx): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind === "ti4ActionPhase")
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, warKept: true } });
  else tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const OFFICE_EFFECTS: Record<Office, Ti4AgendaEffect> = {
  arbiter: LASTING_ONLY,
  minister_peace: LASTING_ONLY,
  minister_war: LASTING_ONLY,
};

export const TI4_OFFICES: Ti4Module = {
  id: "offices",
  commands: { useImperialArbiter, useMinisterOfPeace, useMinisterOfWar, keepLaw },
  frames: { ti4ArbiterOffer: arbiterOffer, ti4PeaceOffer: peaceOffer },
  hooks: { endOfStrategyPhase: offerArbiter, afterSystemActivated: offerPeace },
};
