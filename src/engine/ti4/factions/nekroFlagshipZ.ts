/**
 * Valefar Assimilator Z, the Nekro Virus's Thunder's Edge breakthrough (card text and reading:
 * factions/flagshipText.ts): where the Nekro would gain another player's technology through one of their
 * faction abilities (Galactic Threat's payment in nekro.ts, Technological Singularity in
 * nekroSingularity.ts), they may instead put a Z token on that player's faction sheet (placeZToken, offered
 * beside the technology in the same window); their flagship then has that faction's flagship text too.
 *
 * Our reading where the card leaves it open: the token goes on the sheet of a player who owns a technology
 * the Nekro could gain there (for Galactic Threat, a player who voted as predicted); a sheet takes one Z
 * token (a second would add nothing); the sheet is read as placed, by its faction; a Z token placed through
 * Technological Singularity spends its once-a-combat use, as the technology would. Tokens stay where they are
 * for the game [recalled: the card moves none]. Sheets Mecatol does not carry onto the Alastor are refused by
 * name (FLAGSHIP_TEXT_NOT_BORROWED).
 */
import type { FactionId } from "../../../content/ti4/index.ts";
import { command, seat as seatForm } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";
import { FLAGSHIP_TEXT_NOT_BORROWED, Z_TOKENS } from "./flagshipText.ts";

const RULE = "TE Breakthroughs and Synergy: Valefar Assimilator Z";

export const NEKRO_FLAGSHIP_Z_COMMANDS = [
  /** Valefar Assimilator Z: a Z token on `player`'s faction sheet instead of the technology offered. */
  command("placeZToken", { player: seatForm }),
] as const;

export type Ti4FlagshipZEvent = {
  type: "ti4FlagshipAssimilated";
  seat: Seat;
  from: Seat;
  faction: FactionId;
};

/** The players on whose sheet `seat` could put a Z token in the gain window on top of the stack. */
function zCandidates(state: Ti4State, seat: Seat): Seat[] {
  const top = state.stack.at(-1);
  if (top?.kind === "ti4TechnologicalSingularity" && top.seat === seat) return [top.from];
  if (top?.kind === "ti4GalacticThreatPaid" && top.seat === seat)
    return (top.voters ?? []).filter((voter) =>
      (state.players[voter]?.technologies ?? []).some((t) => top.technologies.includes(t)),
    );
  return [];
}

/** Why `seat` may not put a Z token on `player`'s sheet now; undefined when it may. */
function zRefused(state: Ti4State, seat: Seat, player: Seat): RuleError | undefined {
  if (!holdsBreakthrough(state, seat, "nekrobt"))
    return ruleError("ERR_TI4_VALEFAR_Z", RULE, "You do not hold Valefar Assimilator Z.");
  if (!zCandidates(state, seat).includes(player))
    return ruleError(
      "ERR_TI4_VALEFAR_Z",
      RULE,
      "A Z token goes on the sheet of a player whose technology you would gain now, through one of your faction abilities.",
      { player },
    );
  const faction = state.players[player]?.faction as FactionId;
  const why = FLAGSHIP_TEXT_NOT_BORROWED[faction];
  if (why)
    return ruleError(
      "ERR_TI4_FLAGSHIP_NOT_BORROWED",
      RULE,
      `A Z token cannot go on the ${faction} sheet: ${why}.`,
      { faction },
    );
  const placed = state.players[seat]?.zAssimilated ?? [];
  if (placed.includes(faction))
    return ruleError("ERR_TI4_VALEFAR_Z", RULE, `The ${faction} sheet already holds one of your Z tokens.`, {
      faction,
    });
  if (placed.length >= Z_TOKENS)
    return ruleError("ERR_TI4_VALEFAR_Z", RULE, `All ${Z_TOKENS} of your Z tokens are placed.`);
  return undefined;
}

/** The offer beside a gain window, while `seat` holds the card and a sheet could take a token. */
export function zTokenOffer(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!holdsBreakthrough(state, seat, "nekrobt")) return [];
  const candidates = zCandidates(state, seat);
  if (candidates.length === 0) return [];
  return [
    {
      kind: "placeZToken",
      seat,
      simultaneous: false,
      optional: true,
      prompt:
        "Valefar Assimilator Z: instead, put a Z token on that player's faction sheet (your flagship gains their flagship's text)",
      choices: candidates.filter((p) => zRefused(state, seat, p) === undefined).map(String),
    },
  ];
}

function placeZToken(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "placeZToken" }>,
): RuleError | undefined {
  const refused = zRefused(tx.state, command.seat, command.player);
  if (refused) return refused;
  const top = tx.state.stack.at(-1);
  const faction = tx.state.players[command.player]?.faction as FactionId;
  tx.emit({ type: "ti4FramePopped" });
  if (top?.kind === "ti4TechnologicalSingularity")
    tx.emit({ type: "ti4SingularityUsed", seat: command.seat, combat: top.combat });
  tx.emit({ type: "ti4FlagshipAssimilated", seat: command.seat, from: command.player, faction });
  return undefined;
}

export const TI4_NEKRO_FLAGSHIP_Z: Ti4Module = {
  id: "nekroFlagshipZ",
  commands: { placeZToken },
  events: {
    ti4FlagshipAssimilated(draft: Ti4State, e: { seat: Seat; faction: FactionId }) {
      const player = draft.players[e.seat];
      if (player) player.zAssimilated = [...(player.zAssimilated ?? []), e.faction];
    },
  },
};

/**
 * The bot puts a Z token on the first sheet offered when asked [our own choice]; in the gain window itself
 * it takes the technology (nekro.ts, nekroSingularity.ts), a lasting gain whatever its flagship does.
 */
export const NEKRO_FLAGSHIP_Z_ANSWERS: Ti4Answers = {
  placeZToken: (_state, d) =>
    (d.choices ?? [])
      .slice(0, 1)
      .map((player) => ({ type: "placeZToken", seat: d.seat, player: Number(player) })),
};
