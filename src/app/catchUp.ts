/**
 * "Since you last looked" (issue #23): what happened after a player's last own action, for them alone.
 * The log is the truth: the entries that still count after their last action (none yet: after the start)
 * are folded once, and each notable public event is told in the very line the channel read
 * (narrate.ts), entry by entry (one player's command per line), under the round it happened in. A battle
 * gets one line with how it ended, read off the board at the moment its frame closed (engine/lastMove.ts
 * reads the same "who is still standing"); one under way at the player's last action (begun by the move
 * before it) is told first, with how it ended since or that it is still being fought. The player's own private lines since then (cards drawn) are
 * told as retelling.ts tells them, never another player's. Then what the game waits for.
 *
 * The systems that changed are every system the log touched in that stretch (activated, ships moved out
 * or in, fought over, built in, a planet changing hands) and every system whose contents differ between
 * then and now; the map marks them with a plain outline.
 */
import { getSystem, type PlanetId } from "../content/index.ts";
import { evolve } from "../engine/evolve.ts";
import { decisions, type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import { battleOutcome, type Fought } from "../engine/lastMove.ts";
import type { PositionLabel } from "../engine/state.ts";
import type { StoredEvent } from "../store/gameStore.ts";
import { lastActionOf } from "./history.ts";
import { contextOf } from "./narrate/context.ts";
import { narrate, narratePrivate } from "./narrate.ts";
import { effectiveEntries } from "./undo.ts";

/** Discord's 2,000 characters per message, with room for the surface's own framing. */
export const CATCH_UP_LIMIT = 1900;

export interface CatchUp {
  /** The account, at most CATCH_UP_LIMIT characters. */
  text: string;
  /** The systems that changed since the player's last action, in board order. */
  changed: PositionLabel[];
  /** The entry of their last action; null when they have not acted yet (told since the start). */
  since: number | null;
}

/** The events worth a line in a catch-up: what a player coming back wants to know, not the bookkeeping. */
const TOLD: ReadonlySet<string> = new Set([
  "strategyCardPicked",
  "strategyCardPlayed",
  "systemActivated",
  "unitsMoved",
  "unitsLanded",
  "unitsProduced",
  "planetGained",
  "facilityBuilt",
  "technologyGained",
  "playerPassed",
  "actionCardPlayed",
  "actionCardSabotaged",
  "objectiveRevealed",
  "objectiveScored",
  "victoryPointsGained",
  "agendaRevealed",
  "votesCast",
  "agendaResolved",
  "lawRepealed",
  "councilVotesCast",
  "voiceOfTheCouncilElected",
  "artifactHeld",
  "tradeAgreementFormed",
  "tradeAgreementBroken",
  "playerEliminated",
  "gameEnded",
]);

/** Lines kept first when the account is too long: results, scores, the council's decisions. */
const WEIGHTY: ReadonlySet<string> = new Set([
  "battle",
  "planetGained",
  "actionCardPlayed",
  "actionCardSabotaged",
  "objectiveScored",
  "victoryPointsGained",
  "agendaResolved",
  "lawRepealed",
  "voiceOfTheCouncilElected",
  "playerEliminated",
  "gameEnded",
]);

interface Told {
  text: string;
  weighty: boolean;
}

interface OpenBattle {
  fought: Fought;
  /** The line the battle's result goes into, once it ends. */
  line: Told;
  /** Begun before the player's last action (told from the start of the account). */
  carried: boolean;
}

type Board = GameState["board"];

function battleOf(event: GameEvent): Fought | null {
  if (event.type !== "framePushed") return null;
  const f = event.frame;
  if (f.kind === "spaceBattle")
    return {
      position: f.position,
      planet: null,
      attacker: f.attacker,
      defender: f.defender,
      retreated: null,
    };
  if (f.kind === "invasion")
    return {
      position: f.position,
      planet: f.planet,
      attacker: f.seat,
      defender: f.defender,
      retreated: null,
    };
  return null;
}

/** True while a battle's frame is still on the stack. */
function stillFought(state: GameState, b: Fought): boolean {
  return state.stack.some((f) =>
    b.planet === null
      ? f.kind === "spaceBattle" && f.position === b.position
      : f.kind === "invasion" && f.position === b.position && f.planet === b.planet,
  );
}

/** `carried`: begun before the player's last action and still under way then. */
function battleText(state: GameState, b: Fought, board: Board | null, carried = false): string {
  const c = contextOf(state);
  const what =
    b.planet === null ? `Space Battle at ${c.at(b.position)}` : `Invasion of ${planetWord(b.planet)}`;
  const head = `⚔ ${what}, ${c.who(b.attacker)} against ${c.who(b.defender)}${carried ? ", under way at your last action" : ""}`;
  if (board === null) return `${head}: still being fought.`;
  const r = battleOutcome(b, board);
  if (r.retreated !== null && r.winner !== null)
    return `${head}: ${c.who(r.retreated)} retreated, ${c.who(r.winner)} holds.`;
  if (r.winner !== null) return `${head}: ${c.who(r.winner)} won.`;
  return r.standing.length === 0 ? `${head}: both sides were destroyed.` : `${head}: still being fought.`;
}

function planetWord(planet: PlanetId): string {
  return planet.replace(
    /(^|-)(\w)/g,
    (_m, dash: string, ch: string) => `${dash ? " " : ""}${ch.toUpperCase()}`,
  );
}

/** The board label of each planet on the map. */
function planetSystems(state: GameState): Map<string, PositionLabel> {
  const out = new Map<string, PositionLabel>();
  for (const [label, tile] of Object.entries(state.galaxy ?? {})) {
    try {
      for (const p of getSystem(tile).planets) out.set(p.id, label);
    } catch {
      // A tile this code does not know has no planets to find.
    }
  }
  return out;
}

/** The systems an event changes on the map, as the log names them. */
function touched(event: GameEvent, planets: Map<string, PositionLabel>): PositionLabel[] {
  switch (event.type) {
    case "systemActivated":
    case "unitsProduced":
    case "unitsLanded":
      return [event.position];
    case "unitsMoved":
      return [event.from, event.to];
    case "planetGained": {
      const at = planets.get(event.planet);
      return at ? [at] : [];
    }
    default: {
      const battle = battleOf(event);
      return battle ? [battle.position] : [];
    }
  }
}

/**
 * The battles under way: a battle begun (its frame pushed) is followed until its frame closes, a retreat
 * noted on it (RR §26: the side's ships leave the battle, with no path); those that closed are returned.
 */
function followBattles(open: Fought[], event: GameEvent, state: GameState): Fought[] {
  const battle = battleOf(event);
  if (battle) open.push(battle);
  if (event.type === "unitsMoved" && event.path.length === 0)
    for (const b of open) if (b.planet === null && b.position === event.from) b.retreated = event.seat;
  const ended = open.filter((b) => !stillFought(state, b));
  for (const b of ended) open.splice(open.indexOf(b), 1);
  return ended;
}

/** A player's catch-up from the log (oldest first) and the game as it stands. */
export function catchUp(entries: readonly StoredEvent[], userId: string, now: GameState): CatchUp {
  const kept = effectiveEntries(entries);
  const since = lastActionOf(entries, userId);
  // Not acted yet: from the start on, the start's own set-up lines left out.
  const from = since ?? kept[0]?.seq ?? 0;
  const seat = now.players.find((p) => p.userId === userId)?.seat ?? null;
  const planets = planetSystems(now);
  const changed = new Set<PositionLabel>();
  const lines: (Told | string)[] = [];
  const mine: string[] = [];
  const open: OpenBattle[] = [];
  /** Battles under way before the player's last action: one told from the start if it is still fought then. */
  const earlier: Fought[] = [];
  let before: Board | null = null;
  let round: number | null = null;
  let state: GameState | undefined;
  for (const entry of kept) {
    const events = (Array.isArray(entry.events) ? entry.events : []) as GameEvent[];
    const inWindow = entry.seq > from;
    if (inWindow && before === null && state) {
      before = structuredClone(state.board);
      round = state.round;
      if (round > 0) lines.push(`— Round ${round} —`);
      for (const fought of earlier.splice(0)) {
        const line = { text: battleText(now, fought, null, true), weighty: true };
        open.push({ fought, line, carried: true });
        lines.push(line);
      }
    }
    const said: string[] = [];
    /** The battles this entry began, told after its line (the move that led to them comes first). */
    const fought: Told[] = [];
    let weighty = false;
    for (const event of events) {
      state = evolve(state as GameState, event);
      if (!inWindow) {
        followBattles(earlier, event, state);
        continue;
      }
      const shown = viewEvent(event, null);
      if (event.type === "phaseStarted" && event.phase === "strategy" && event.round !== round) {
        round = event.round;
        lines.push(`— Round ${round} —`);
      }
      for (const t of touched(event, planets)) changed.add(t);
      const battle = battleOf(event);
      if (battle) {
        const line = { text: battleText(now, battle, null), weighty: true };
        open.push({ fought: battle, line, carried: false });
        fought.push(line);
      }
      // A retreat: the side's ships leave the battle (RR §26), with no path.
      if (event.type === "unitsMoved" && event.path.length === 0)
        for (const b of open)
          if (b.fought.planet === null && b.fought.position === event.from) b.fought.retreated = event.seat;
      for (const b of open.filter((o) => !stillFought(state as GameState, o.fought))) {
        b.line.text = battleText(now, b.fought, state.board, b.carried);
        open.splice(open.indexOf(b), 1);
      }
      if (shown.type === "hidden") {
        const own = seat === null ? null : viewEvent(event, seat);
        const line = own && own.type !== "hidden" ? narratePrivate(own) : null;
        if (line !== null) mine.push(line);
        continue;
      }
      if (!TOLD.has(event.type)) continue;
      const line = narrate(shown, now);
      if (line === null) continue;
      said.push(line);
      weighty ||= WEIGHTY.has(event.type);
    }
    if (said.length > 0) lines.push({ text: said.join(" "), weighty });
    lines.push(...fought);
  }
  // Nothing since the player's last action: a battle it left under way is still being fought.
  if (before === null)
    for (const fought of earlier) lines.push({ text: battleText(now, fought, null, true), weighty: true });
  if (state && before === null) before = structuredClone(state.board);
  // What differs on the board between then and now counts too (a unit lost to a card, a counter placed).
  for (const label of Object.keys(now.board))
    if (JSON.stringify(before?.[label] ?? null) !== JSON.stringify(now.board[label])) changed.add(label);
  const ordered = [...changed]
    .filter((l) => now.galaxy?.[l] !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  // Events numbered as the log numbers its entries (/ti game history, /ti game log).
  const newest = entries.at(-1)?.seq ?? 0;
  const head =
    since === null
      ? `Since the game began (you have not acted yet; the log is at event ${newest}):`
      : `Since your last action (event ${since} of ${newest}):`;
  return { text: withinLimit(head, lines, mine, waitingText(now, seat)), changed: ordered, since };
}

/** Whom the game now waits for and on what; "you" first when it waits for the asker. */
function waitingText(state: GameState, seat: number | null): string {
  if (state.phase === "finished") return "The game is over.";
  const owed = decisions(state).filter((d) => d.optional !== true);
  if (owed.length === 0) return "The game waits for nobody right now.";
  const c = contextOf(state);
  const yours = owed.filter((d) => d.seat === seat);
  const others = [...new Set(owed.filter((d) => d.seat !== seat).map((d) => c.who(d.seat)))];
  const parts: string[] = [];
  if (yours.length > 0)
    parts.push(`**The game waits for you**: ${[...new Set(yours.map((d) => d.prompt))].join(" / ")}.`);
  if (others.length > 0)
    parts.push(
      `${yours.length > 0 ? "It also waits for" : "The game waits for"} ${others.join(", ")}: ${[
        ...new Set(owed.filter((d) => d.seat !== seat).map((d) => d.prompt)),
      ].join(" / ")}.`,
    );
  return parts.join("\n");
}

/**
 * The account within the limit: the head, the lines (lighter ones dropped first, oldest first, then the
 * oldest of the rest), "and N more", the player's own lines, what the game waits for.
 */
function withinLimit(head: string, all: (Told | string)[], mine: string[], waiting: string): string {
  const own = mine.length > 0 ? clip(`Only you see: ${mine.join(" ")}`, 500) : "";
  const tail = [own, waiting].filter(Boolean);
  const lines = [...all];
  let dropped = 0;
  const text = () => {
    const body = lines.map((l) => (typeof l === "string" ? l : l.text));
    const more = dropped > 0 ? [`…and ${dropped} more (see /ti game log).`] : [];
    return [head, ...body, ...more, ...tail].join("\n");
  };
  while (text().length > CATCH_UP_LIMIT) {
    const light = lines.findIndex((l) => typeof l !== "string" && !l.weighty);
    const oldest = lines.findIndex((l) => typeof l !== "string");
    const at = light >= 0 ? light : oldest;
    if (at < 0) break;
    lines.splice(at, 1);
    dropped += 1;
  }
  // Round headings left with nothing under them go too.
  const kept = lines.filter(
    (l, i) => typeof l !== "string" || (lines[i + 1] !== undefined && typeof lines[i + 1] !== "string"),
  );
  lines.splice(0, lines.length, ...kept);
  return clip(text(), CATCH_UP_LIMIT);
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
