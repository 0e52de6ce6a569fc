/**
 * Voting on an agenda (RR §20). Votes are cast one player at a time, clockwise from the Speaker's left,
 * the Speaker last. A player's votes are the influence of his ready planets (at least 1; the Winnu also
 * count their exhausted home planets, SE race sheet); he casts all of them for one option or abstains,
 * never splits them, and voting exhausts nothing. Trade Goods never count as votes (RR §16). The most
 * votes win; a tie, even 0 to 0, is broken by the Speaker.
 */
import { getPoliticalCard, type PoliticalCardId, TECH_COLORS } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PlanetCard, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { planetValues } from "../planetValues.ts";
import { activePlayers, clockwiseFrom, hasAbility, nameOf, player } from "../players.ts";
import type { AgendaFrame } from "./frames.ts";
import { electableLaws } from "./laws.ts";
import { finishAgenda, resolveAgenda } from "./outcomes.ts";
import { tally } from "./tally.ts";

/** RR §20: clockwise starting left of the Speaker; the Speaker votes last. */
export function votingOrder(state: GameState): Seat[] {
  const [speaker, ...rest] = clockwiseFrom(state, state.speaker);
  return speaker === undefined ? rest : [...rest, speaker];
}

export function nextVoter(frame: AgendaFrame): Seat | undefined {
  return frame.order[frame.votes.length];
}

/** The votes a player commands now, before any card adds to them. */
export function votesOf(state: GameState, seat: Seat): number {
  const p = player(state, seat);
  const home = p.home ? Object.keys(state.board[p.home]?.planets ?? {}) : [];
  const winnu = hasAbility(state, seat, "winnuAncientClaim");
  const changed = answers(state, "planetVotes");
  let total = 0;
  for (const [id, card] of Object.entries(p.planets as Record<string, PlanetCard>)) {
    // Usurper (Action Card): Mecatol Rex counts double, exhausted or not.
    const usurped = firstDefined(changed, (votes) => votes(state, seat, id));
    if (usurped !== undefined) total += usurped;
    else if (!card.exhausted || (winnu && home.includes(id))) total += planetValues(state, id).influence;
  }
  // Votes beyond the planets' (Distant Suns' Lazax Survivors), or fewer (a lost Capital Planet): never
  // below the one vote every player has.
  const extra = answers(state, "extraVotes").reduce((n, more) => n + more(state, seat), 0);
  // A vote lost (Borderlands' surprise attacks and Assassins) takes none below zero.
  return Math.max(0, Math.max(1, total) + extra);
}

/** What a voter's coming vote is worth, with the votes cards have added to it. */
export function comingVotes(state: GameState, frame: AgendaFrame, seat: Seat): number {
  const extra = frame.extra.filter((x) => x.seat === seat).reduce((n, x) => n + x.votes, 0);
  return votesOf(state, seat) + extra;
}

function isElect(card: PoliticalCardId): boolean {
  return getPoliticalCard(card).elect !== null;
}

/** Every option of an agenda that can be listed (used when nobody voted and the Speaker must choose). */
export function allCandidates(state: GameState, card: PoliticalCardId): string[] {
  const seats = activePlayers(state).map((p) => String(p.seat));
  const planets = Object.values(state.board).flatMap((system) => Object.keys(system.planets));
  switch (getPoliticalCard(card).elect) {
    case null:
      return ["for", "against"];
    case "player":
      return seats;
    case "twoPlayers":
      return seats.flatMap((a, i) => seats.slice(i + 1).map((b) => `${a},${b}`));
    case "planet":
      return planets;
    case "twoPlanets":
      return planets.flatMap((a, i) => planets.slice(i + 1).map((b) => pair(a, b)));
    case "law":
      return electableLaws(state, card); // the laws in play (Repeal), the latest ones (Revote)
    case "publicObjective":
      return state.objectives.map((o) => o.id);
    case "technologyColor":
      return [...TECH_COLORS];
  }
}

function pair(a: string, b: string): string {
  return [a, b].sort((x, y) => x.localeCompare(y, "en", { numeric: true })).join(",");
}

/** The option a vote names, written the one way the count compares (pairs sorted), or null if illegal. */
export function candidate(state: GameState, card: PoliticalCardId, choice: string): string | null {
  const elect = getPoliticalCard(card).elect;
  const parts = choice.split(",").map((part) => part.trim());
  const normalized =
    elect === "twoPlayers" || elect === "twoPlanets" ? pair(parts[0] ?? "", parts[1] ?? "") : choice;
  if (parts.length !== (elect === "twoPlayers" || elect === "twoPlanets" ? 2 : 1)) return null;
  if (parts[0] === parts[1]) return null;
  return allCandidates(state, card).includes(normalized) ? normalized : null;
}

function agendaOnTop(tx: Tx): AgendaFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "agenda" || frame.card === null) throw new Error("no agenda under vote");
  return frame;
}

/** A vote that is not an agenda's (SE option 14): the module running it answers; undefined for an agenda. */
function otherVote(
  tx: Tx,
  command: Extract<Command, { type: "castVotes" | "breakTie" }>,
): { readonly refused: RuleError | undefined } | undefined {
  if (tx.state.stack.at(-1)?.kind === "agenda") return undefined;
  for (const answer of answers(tx.state, "otherVoteAnswered")) {
    const outcome = answer(tx, command);
    if (outcome) return outcome;
  }
  return undefined;
}

export function castVotes(tx: Tx, command: Extract<Command, { type: "castVotes" }>): RuleError | undefined {
  const other = otherVote(tx, command);
  if (other) return other.refused;
  const frame = agendaOnTop(tx);
  const card = frame.card as PoliticalCardId;
  if ((command.tradeGoods ?? 0) !== 0) {
    return ruleError("ERR_TRADE_GOODS_NOT_VOTES", "RR §20", "Trade Goods never count as votes.");
  }
  const votes = comingVotes(tx.state, frame, command.seat);
  const refused = checkVoteCount(command, votes);
  if (refused) return refused;
  let choice: string | null = null;
  if (command.choice !== null) {
    choice = candidate(tx.state, card, command.choice);
    if (choice === null) return notACandidate(tx.state, card, command.choice);
  }
  tx.emit({ type: "votesCast", seat: command.seat, choice, votes: choice === null ? 0 : votes });
  return undefined;
}

function checkVoteCount(
  command: Extract<Command, { type: "castVotes" }>,
  votes: number,
): RuleError | undefined {
  if (command.votes === undefined || (command.choice === null && command.votes === 0)) return undefined;
  if (command.choice === null) {
    return ruleError(
      "ERR_ABSTAIN_WITH_VOTES",
      "RR §20",
      "An abstention casts no votes: leave the count out.",
    );
  }
  if (command.votes > votes) {
    return ruleError(
      "ERR_NOT_ENOUGH_VOTES",
      "RR §20",
      `You have ${votes} votes (the influence of your ready planets); you cannot cast ${command.votes}.`,
    );
  }
  if (command.votes !== votes) {
    return ruleError(
      "ERR_VOTES_ALL_OR_NONE",
      "RR §20",
      `Votes are never split: cast all ${votes} of yours for one option, or abstain.`,
    );
  }
  return undefined;
}

function notACandidate(state: GameState, card: PoliticalCardId, choice: string): RuleError {
  const options = allCandidates(state, card);
  const listed = options.length <= 12 ? `: one of ${options.join(", ")}` : "";
  return ruleError(
    "ERR_NOT_A_CANDIDATE",
    "RR §20",
    `"${choice}" is not an option of ${getPoliticalCard(card).name}${listed}.`,
  );
}

/** After the last vote: the winner, or the tied options for the Speaker. */
export function countVotes(tx: Tx, frame: AgendaFrame): void {
  // Veto Power (RR §20): an outcome kept while its holder was asked is decided already.
  const kept = frame.step === "count" && frame.tied.length === 1 ? frame.tied[0] : undefined;
  if (kept !== undefined) {
    decide(tx, frame, kept);
    return;
  }
  const card = frame.card as PoliticalCardId;
  const totals = tally(frame);
  const voted = Object.keys(totals);
  const options = !isElect(card)
    ? ["for", "against"]
    : voted.length > 0
      ? voted
      : allCandidates(tx.state, card);
  const most = Math.max(0, ...options.map((o) => totals[o] ?? 0));
  const top = options.filter((o) => (totals[o] ?? 0) === most);
  if (top.length === 1) {
    decide(tx, frame, top[0] as string);
    return;
  }
  tx.emit({ type: "frameReplaced", frame: { ...frame, step: "tie", tied: top } });
}

/** The outcome is known: Veto Power may throw a new law out first. */
function decide(tx: Tx, frame: AgendaFrame, outcome: string): void {
  let veto: "go" | "asked" | "vetoed" = "go";
  for (const step of answers(tx.state, "agendaOutcomeDecided")) {
    veto = step(tx, frame, outcome);
    if (veto !== "go") break;
  }
  if (veto === "asked") return;
  if (veto === "vetoed") finishAgenda(tx, frame);
  else resolveAgenda(tx, frame, outcome);
}

export function breakTie(tx: Tx, command: Extract<Command, { type: "breakTie" }>): RuleError | undefined {
  const other = otherVote(tx, command);
  if (other) return other.refused;
  const frame = agendaOnTop(tx);
  if (!frame.tied.includes(command.choice)) {
    return ruleError(
      "ERR_NOT_TIED",
      "RR §20",
      `The Speaker breaks the tie between ${frame.tied.join(" and ")}; "${command.choice}" is not one of them.`,
    );
  }
  decide(tx, frame, command.choice);
  return undefined;
}

/** A short line for prompts: "Player 2 (3 votes)". */
export function voterLine(state: GameState, frame: AgendaFrame, seat: Seat): string {
  return `${nameOf(state, seat)} (${comingVotes(state, frame, seat)} votes)`;
}

/** The first answer that is not undefined. */
function firstDefined<A, T>(list: readonly A[], ask: (answer: A) => T | undefined): T | undefined {
  for (const answer of list) {
    const value = ask(answer);
    if (value !== undefined) return value;
  }
  return undefined;
}
