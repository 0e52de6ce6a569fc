/**
 * The Embers of Muaat (base game): its faction abilities, technologies, flagship and faction units.
 *  - Star Forge (LRR 22, a component action): spend 1 strategy-pool token, put 2 fighters or 1 destroyer from
 *    reinforcements in a system holding one of your war suns.
 *  - Gashlai Physiology (LRR 86): your ships may move through supernovas.
 *  - Magmus Reactor (faction technology, LRR 86, 68): your ships may move into supernovas, and each supernova
 *    holding your units has PRODUCTION 5 as if it were one of your units. A Nekro copying it under an
 *    assimilator token holds it as the Muaat do (technology/owned.ts `holdsFactionTechnology`). Our reading:
 *    the copy lets the Nekro's ships end a move in a supernova, not pass through one, which is Gashlai
 *    Physiology, a faction ability the copy does not bring.
 *  - The Inferno, the flagship (LRR 22): spend 1 strategy-pool token, put 1 cruiser in its system.
 *  - Prototype War Sun I/II: the sheet's values (content/ti4/units.base2.ts, read by units.ts); the Muaat may
 *    produce it without War Sun (its sheet side needs no technology); it cancels PLANETARY SHIELD as any war
 *    sun does (invasion/reads.ts). A Nekro copying Prototype War Sun II has that card for their war sun
 *    (LRR 97.1a, technology/owned.ts `assimilatedUpgrade`): its values, and, as the card asks for no War Sun
 *    technology, war suns they may produce without it [recalled: the published answer allows it].
 *  - Fires of the Gashlai, their note (ACTION): the Muaat send 1 token from their fleet pool back to
 *    reinforcements, and the holder gains the War Sun unit upgrade; then it goes back to the Muaat (LRR 69.3).
 */
import type { Ti4Anomaly, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { systemAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { pushFleetExcess } from "../strategic/fleetExcess.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { ti4Reinforcements } from "../units.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

type Ti4Tx = Tx<Ti4>;
type StarForge = Extract<Ti4Command, { type: "starForge" }>;

/** The positions where `seat` has a unit of `type` in space. */
function positionsWith(state: Ti4State, seat: Seat, type: Ti4UnitType): PositionLabel[] {
  return Object.entries(state.board)
    .filter(([, system]) => system.space.some((f) => f.seat === seat && (f.units[type] ?? 0) > 0))
    .map(([position]) => position);
}

function strategyTokens(state: Ti4State, seat: Seat): number {
  return state.players[seat]?.tokens.strategy ?? 0;
}

/** LRR 22: Star Forge where a war sun is, the Inferno's cruiser where the flagship is; each needs a strategy token. */
function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (strategyTokens(state, seat) < 1) return [];
  const out: Decision<Ti4>[] = [];
  const suns = hasFaction(state, seat, "muaat") ? positionsWith(state, seat, "warSun") : [];
  if (suns.length > 0)
    out.push({
      kind: "starForge",
      seat,
      simultaneous: false,
      prompt: "Star Forge: 2 fighters or 1 destroyer where a war sun of yours is",
      choices: suns,
    });
  // The Inferno's text, on a Nekro flagship too through Valefar Assimilator Z (flagshipText.ts).
  if (
    flagshipHasAbilityOf(state, seat, "muaat") &&
    positionsWith(state, seat, "flagship").length > 0 &&
    ti4Reinforcements(state, seat, "cruiser") > 0
  )
    out.push({
      kind: "infernoCruiser",
      seat,
      simultaneous: false,
      prompt: "The Inferno: a cruiser in its system",
    });
  return out;
}

function spendRefused(state: Ti4State, seat: Seat, ability: string): RuleError | undefined {
  if (!hasFaction(state, seat, "muaat"))
    return ruleError("ERR_TI4_NOT_YOUR_ABILITY", "LRR 22", `${ability} is the Embers of Muaat's ability.`);
  if (strategyTokens(state, seat) < 1)
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 22",
      `${ability} spends a token from your strategy pool, and it is empty.`,
    );
  return undefined;
}

// Star Forge (faction ability, LRR 22 component action).
function starForge(tx: Ti4Tx, command: StarForge): RuleError | undefined {
  const { seat, position } = command;
  const refused = spendRefused(tx.state, seat, "Star Forge");
  if (refused) return refused;
  if (!positionsWith(tx.state, seat, "warSun").includes(position))
    return ruleError(
      "ERR_TI4_NO_WAR_SUN",
      "LRR 22",
      `Star Forge places units in a system holding one of your war suns; ${position} holds none.`,
      { position },
    );
  // LRR 96.2: a destroyer comes from reinforcements only when one is left (fighters are never short).
  if (command.units === "destroyer" && ti4Reinforcements(tx.state, seat, "destroyer") < 1)
    return ruleError("ERR_TI4_REINFORCEMENTS", "LRR 96.2", "No destroyer is left in your reinforcements.");
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { strategy: -1 }, reason: "Star Forge" });
  const units = command.units === "fighters" ? { fighter: 2 } : { destroyer: 1 };
  tx.emit({ type: "ti4UnitsPlaced", seat, place: { position }, units, reason: "Star Forge" });
  return undefined;
}

// The Inferno (flagship ability, LRR 22 component action).
function infernoCruiser(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "infernoCruiser" }>,
): RuleError | undefined {
  const { seat } = command;
  const refused = spendRefused(tx.state, seat, "The Inferno's ability");
  if (refused) return refused;
  const position = positionsWith(tx.state, seat, "flagship")[0];
  if (position === undefined)
    return ruleError("ERR_TI4_NO_FLAGSHIP", "LRR 22", "The Inferno is not on the board.");
  if (ti4Reinforcements(tx.state, seat, "cruiser") < 1)
    return ruleError("ERR_TI4_REINFORCEMENTS", "LRR 96.2", "No cruiser is left in your reinforcements.");
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { strategy: -1 }, reason: "The Inferno" });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position },
    units: { cruiser: 1 },
    reason: "The Inferno",
  });
  return undefined;
}

/**
 * LRR 86: Gashlai Physiology (a faction ability) opens passing through a supernova to the Muaat; Magmus
 * Reactor opens ending a move in one to its holder, the Muaat or a Nekro copying it.
 */
function anomalyOpen(state: Ti4State, seat: Seat, anomaly: Ti4Anomaly, entering: boolean): boolean {
  if (anomaly !== "supernova") return false;
  return entering ? holdsFactionTechnology(state, seat, "mr") : hasFaction(state, seat, "muaat");
}

/** Magmus Reactor (LRR 68): PRODUCTION 5 in a supernova holding its holder's units (owned or copied). */
function extraProduction(state: Ti4State, seat: Seat, position: PositionLabel): number {
  if (!holdsFactionTechnology(state, seat, "mr")) return 0;
  if (!systemAt(state, position)?.anomalies.includes("supernova")) return 0;
  const system = state.board[position];
  const here = [...(system?.space ?? []), ...Object.values(system?.planets ?? {}).flat()].some(
    (f) => f?.seat === seat && Object.values(f.units).some((n) => (n ?? 0) > 0),
  );
  return here ? 5 : 0;
}

const WAR_SUN = "ws";

/** Fires of the Gashlai: refused when the holder has War Sun already or the Muaat's fleet pool is empty. */
export const FIRES_OF_THE_GASHLAI: Ti4NoteRules = {
  moment: "action",
  whyNotAction(state, holder, owner) {
    if (state.players[holder]?.technologies.includes(WAR_SUN))
      return ruleError(
        "ERR_TI4_NOTE_NO_EFFECT",
        "LRR 22.2",
        "Fires of the Gashlai gives the War Sun unit upgrade, and you own it already.",
      );
    if ((state.players[owner]?.tokens.fleet ?? 0) < 1)
      return ruleError(
        "ERR_TI4_NOTE_NO_EFFECT",
        "LRR 22.2",
        "Fires of the Gashlai takes a token from the Muaat's fleet pool, and it is empty: it cannot resolve fully.",
      );
    return undefined;
  },
  play(tx, holder, owner) {
    tx.emit({
      type: "ti4CommandTokensChanged",
      seat: owner,
      pools: { fleet: -1 },
      reason: "Fires of the Gashlai",
    });
    tx.emit({ type: "ti4TechnologiesGained", seat: holder, technologies: [WAR_SUN] });
    // LRR 37: the Muaat remove ships over their smaller fleet pool.
    pushFleetExcess(tx, owner);
  },
};

export const TI4_MUAAT: Ti4Module = {
  id: "factionMuaat",
  commands: { starForge, infernoCruiser },
  hooks: { componentActions, anomalyOpen, extraProduction },
};
