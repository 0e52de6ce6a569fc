/**
 * The Last Bastion's Galvanize, Phoenix Standard and Raise the Standard (content/ti4/factionAbilities.te.ts,
 * promissoryNotes.te.ts; the TE rulebook's "Components" gives them 8 galvanize tokens).
 *
 * - Galvanize (their sheet): to galvanize a unit is to put a galvanize token under it, unless it has one; a
 *   galvanized unit rolls 1 extra die for its combat rolls and its unit abilities (anti-fighter barrage,
 *   bombardment, space cannon). The tokens are kept on the force (`Ti4Force.galvanized`, board/forces.ts):
 *   a token follows its unit as it moves and goes when the unit is destroyed or returned. Our readings: the
 *   extra die belongs to the token, whoever owns the unit (Raise the Standard galvanizes another player's
 *   units) [recalled]; a move or a loss that does not name its units takes the ungalvanized ones first; the
 *   extra die of a unit ability is read from the tokens in the system of the roll's place (a PDS firing from
 *   an adjacent system rolls without it: not built).
 * - Phoenix Standard (their sheet): when a combat ends, they may galvanize 1 of their units that took part in
 *   it: the ships still in the space area after a space combat, the ground forces still on the planet after
 *   a ground combat. A unit already galvanized is not offered; with none to offer, nothing is asked.
 * - Raise the Standard (their promissory note): its holder, as a combat it fought ends, galvanizes 1 of its
 *   units that took part, then the card goes back to the Last Bastion. Played from the note window opened at
 *   that moment (transactions/promissoryNotes.ts, moment "combatEnded"); passing keeps the card; once played,
 *   a unit must be named (the card has no "may").
 *
 * The galvanize tokens are few (8): our reading is that a player galvanizes no unit once all 8 are on the
 * board [recalled].
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_UNIT_TYPES,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import { command, oneOf } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { forcesAt, forcesIn, markGalvanized, type Ti4Place } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4UnitRoll } from "../hooks/combat.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { Ti4NoteWindowFrame } from "../transactions/frames.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { ti4UnitFor } from "../units.ts";

const GALVANIZE = "TE Last Bastion: Galvanize";
const PHOENIX = "TE Last Bastion: Phoenix Standard";
const RAISE = "TE Last Bastion: Raise the Standard";
/** The TE rulebook's "Components": the Last Bastion's 8 galvanize tokens. */
export const GALVANIZE_TOKENS = 8;

/** Why a unit is galvanized at the end of a combat: the faction's ability or the promissory note. */
export type Ti4GalvanizeSource = "phoenixStandard" | "raiseTheStandard";

/** The window at a combat's end: `seat` may galvanize 1 of its units at `place`. */
export interface Ti4PhoenixStandardFrame {
  kind: "ti4PhoenixStandard";
  seat: Seat;
  place: Ti4Place;
  source: Ti4GalvanizeSource;
}

export const GALVANIZE_COMMANDS = [
  /** Phoenix Standard / Raise the Standard: the unit type galvanized at the combat's end, or "none". */
  command("phoenixStandard", { unit: oneOf([...TI4_UNIT_TYPES, "none"] as const) }),
] as const;

function forceAt(state: Ti4State, seat: Seat, place: Ti4Place): Ti4Force | undefined {
  const system = state.board[place.position];
  const forces = place.planet === undefined ? system?.space : system?.planets[place.planet];
  return forces?.find((f) => f.seat === seat);
}

/** The galvanize tokens on the board. */
export function galvanizeTokensOnBoard(state: Ti4State): number {
  let n = 0;
  for (const system of Object.values(state.board))
    for (const forces of [system.space, ...Object.values(system.planets)])
      for (const force of forces ?? [])
        for (const count of Object.values(force.galvanized ?? {})) n += count ?? 0;
  return n;
}

/** The types of `seat`'s units at `place` that took part in the combat there and carry no token yet. */
export function galvanizable(state: Ti4State, seat: Seat, place: Ti4Place): Ti4UnitType[] {
  if (galvanizeTokensOnBoard(state) >= GALVANIZE_TOKENS) return [];
  const force = forceAt(state, seat, place);
  const fighting: readonly Ti4UnitType[] =
    place.planet === undefined ? TI4_SHIP_TYPES : TI4_GROUND_FORCE_TYPES;
  return fighting.filter((type) => (force?.units[type] ?? 0) > (force?.galvanized?.[type] ?? 0));
}

/** The hook point extraDice's answer: 1 die a galvanized unit among those rolling (Galvanize). */
export function galvanizedDice(state: Ti4State, roll: Ti4UnitRoll, units: number): number {
  if (!playsThundersEdge(state) || !roll.place) return 0;
  const system = state.board[roll.place.position];
  if (!system) return 0;
  const places =
    roll.kind === "combat" || roll.kind === "antiFighterBarrage"
      ? [forcesIn(system, roll.place.planet)]
      : [system.space, ...Object.values(system.planets)];
  let tokens = 0;
  for (const forces of places)
    for (const force of forces ?? [])
      if (force.seat === roll.seat) tokens += force.galvanized?.[roll.type] ?? 0;
  return Math.min(tokens, units);
}

function combatEnded(tx: Tx<Ti4>, sides: readonly Seat[], place: Ti4Place): void {
  if (!playsThundersEdge(tx.state)) return;
  // Pushed last first, so the attacker's window is answered first.
  for (const seat of [...sides].reverse())
    if (hasFaction(tx.state, seat, "bastion") && galvanizable(tx.state, seat, place).length > 0)
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4PhoenixStandard", seat, place, source: "phoenixStandard" },
      });
}

/**
 * Raise the Standard in the note table (transactions/noteTable.ts): played in the window as a combat its
 * holder fought ends, while one of the holder's units there may be galvanized; playing it asks which (no
 * declining then), and the mechanism sends the card back to the Last Bastion (LRR 69.3).
 */
export const RAISE_THE_STANDARD: Ti4NoteRules = {
  moment: "combatEnded",
  playableAt: (state, holder, _owner, window) =>
    playsThundersEdge(state) &&
    window.system !== undefined &&
    (window.trigger === holder || window.opponent === holder) &&
    galvanizable(state, holder, placeOf(window)).length > 0,
  play: (tx, holder, _owner, window) => {
    if (!window?.system) return;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4PhoenixStandard", seat: holder, place: placeOf(window), source: "raiseTheStandard" },
    });
  },
};

function placeOf(window: Ti4NoteWindowFrame): Ti4Place {
  const position = window.system as string;
  return window.planet === undefined ? { position } : { position, planet: window.planet };
}

const frame: FrameRules<Ti4, Ti4PhoenixStandardFrame> = {
  decisions: (state, f) => [
    {
      kind: "phoenixStandard",
      seat: f.seat,
      simultaneous: false,
      prompt:
        f.source === "phoenixStandard"
          ? "Phoenix Standard: the combat is over; you may galvanize 1 of your units that took part in it"
          : "Raise the Standard: the combat is over; you may galvanize 1 of your units that took part in it and return the card",
      choices: [...galvanizable(state, f.seat, f.place), ...(f.source === "phoenixStandard" ? ["none"] : [])],
    },
  ],
  advance(tx, f) {
    if (galvanizable(tx.state, f.seat, f.place).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function phoenixStandard(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "phoenixStandard" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4PhoenixStandard" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_GALVANIZE",
      PHOENIX,
      "A unit is galvanized this way only as a combat you fought ends.",
    );
  const rule = top.source === "phoenixStandard" ? PHOENIX : RAISE;
  if (command.unit === "none") {
    if (top.source === "raiseTheStandard")
      return ruleError(
        "ERR_TI4_GALVANIZE",
        rule,
        "Raise the Standard is played: name 1 of your units to galvanize.",
      );
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  if (!galvanizable(tx.state, command.seat, top.place).includes(command.unit))
    return ruleError(
      "ERR_TI4_GALVANIZE",
      rule,
      `No ${command.unit} of yours that took part in the combat is left to galvanize (one already galvanized gets no second token: ${GALVANIZE}).`,
      { unit: command.unit },
    );
  tx.emit({ type: "ti4FramePopped" });
  const units: Ti4UnitCounts = { [command.unit]: 1 };
  tx.emit({ type: "ti4UnitsGalvanized", seat: command.seat, place: top.place, units, reason: rule });
  return undefined;
}

export const GALVANIZE_EVENTS = {
  ti4UnitsGalvanized(draft: Ti4State, e: { seat: Seat; place: Ti4Place; units: Ti4UnitCounts }) {
    const system = draft.board[e.place.position];
    if (!system) throw new Error(`no system ${e.place.position} to galvanize in`);
    markGalvanized(forcesAt(system, e.place.planet), e.seat, e.units);
  },
};

/** The bot galvanizes its strongest unit offered (the best combat value, then the most dice). */
export const GALVANIZE_ANSWERS: Ti4Answers = {
  phoenixStandard: (state, d) => {
    const offered = (d.choices ?? []).filter((c) => c !== "none") as Ti4UnitType[];
    const value = (type: Ti4UnitType) => ti4UnitFor(state, d.seat, type).combat?.hitsOn ?? 11;
    const best = [...offered].sort((a, b) => value(a) - value(b))[0];
    const none = { type: "phoenixStandard" as const, seat: d.seat, unit: "none" as const };
    return best ? [{ type: "phoenixStandard", seat: d.seat, unit: best }, none] : [none];
  },
};

export const TE_GALVANIZE: Ti4Module = {
  id: "bastionGalvanize",
  commands: { phoenixStandard },
  frames: { ti4PhoenixStandard: frame },
  events: GALVANIZE_EVENTS,
  hooks: {
    extraDice: galvanizedDice,
    spaceCombatEnded: (tx, combat) =>
      combatEnded(tx, [combat.attacker, combat.defender], { position: combat.system }),
    groundCombatEnded: (tx, combat) => combatEnded(tx, [combat.attacker, combat.defender], combat.place),
  },
};
