/**
 * Politics (LRR 66, digest §11). The primary gives the speaker token to any player other than the current
 * speaker, the holder included (LRR 66.1a), draws 2 action cards (66.1b), and looks at the top 2 agenda
 * cards, putting each on the top or the bottom of the deck in any order (66.1c); the cards drawn and the
 * agendas seen are the holder's secret (events with `to`). The secondary draws 2 action cards (66.2).
 */
import type { Ti4AgendaId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { drawActionCards } from "../actionCards/deck.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import type { Ti4PoliticsFrame } from "./frames.ts";

/** LRR 66.1b, 66.2. */
export const ACTION_CARDS_DRAWN = 2;
/** LRR 66.1c. */
export const AGENDAS_LOOKED_AT = 2;

function speakerChoices(state: Ti4State): Seat[] {
  return state.players.filter((p) => !p.eliminated && p.seat !== state.speaker).map((p) => p.seat);
}

function lookedAt(state: Ti4State): Ti4AgendaId[] {
  return state.decks.agenda.draw.slice(0, AGENDAS_LOOKED_AT);
}

const politics: FrameRules<Ti4, Ti4PoliticsFrame> = {
  decisions(state, frame) {
    if (frame.stage === "speaker")
      return [
        {
          kind: "chooseSpeaker",
          seat: frame.seat,
          simultaneous: false,
          prompt: "give the speaker token to another player than the speaker",
          choices: speakerChoices(state).map(String),
        },
      ];
    return [
      {
        kind: "placeAgendas",
        seat: frame.seat,
        simultaneous: false,
        prompt: "put the agendas you looked at on the top or the bottom of the deck",
      },
    ];
  },
};

type ChooseSpeaker = Extract<Ti4Command, { type: "chooseSpeaker" }>;

function chooseSpeaker(tx: Tx<Ti4>, command: ChooseSpeaker): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Politics") throw new Error("the speaker is chosen in Politics's frame");
  const { seat, player } = command;
  if (!speakerChoices(tx.state).includes(player))
    return ruleError(
      "ERR_TI4_SPEAKER_CHOICE",
      "LRR 66.1",
      player === tx.state.speaker
        ? "That player is the speaker already: Politics gives the token to someone else."
        : `There is no player in the game at seat ${player}.`,
      { player },
    );
  tx.emit({ type: "ti4SpeakerChanged", seat: player });
  drawActionCards(tx, seat, ACTION_CARDS_DRAWN);
  const agendas = lookedAt(tx.state);
  if (agendas.length === 0) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  tx.emit({ type: "ti4AgendasLooked", seat, agendas, to: seat });
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, stage: "agendas" } });
  return undefined;
}

type PlaceAgendas = Extract<Ti4Command, { type: "placeAgendas" }>;

function placeAgendas(tx: Tx<Ti4>, command: PlaceAgendas): RuleError | undefined {
  const seen = lookedAt(tx.state);
  const named = [...command.top, ...command.bottom];
  if (named.length !== seen.length || !seen.every((id) => named.includes(id)))
    return ruleError(
      "ERR_TI4_AGENDAS_PLACED",
      "LRR 66.1",
      `Put back exactly the ${seen.length} agendas you looked at (${seen.join(", ")}), each once, on the top or the bottom.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "ti4AgendasPlaced",
    seat: command.seat,
    top: [...command.top],
    bottom: [...command.bottom],
    to: command.seat,
  });
  return undefined;
}

export const POLITICS: Ti4StrategyCardRules = {
  card: "politics",
  primary(tx, seat) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Politics", seat, stage: "speaker" } });
  },
  secondary(tx, seat) {
    drawActionCards(tx, seat, ACTION_CARDS_DRAWN);
  },
  module: {
    commands: { chooseSpeaker, placeAgendas },
    frames: { ti4Politics: politics },
    events: {
      ti4SpeakerChanged(draft: Ti4State, e: { seat: Seat }) {
        draft.speaker = e.seat;
      },
      ti4AgendasLooked() {},
      ti4AgendasPlaced(draft: Ti4State, e: { top: Ti4AgendaId[]; bottom: Ti4AgendaId[] }) {
        const moved = [...e.top, ...e.bottom];
        const rest = draft.decks.agenda.draw.filter((id) => !moved.includes(id));
        draft.decks.agenda.draw = [...e.top, ...rest, ...e.bottom];
      },
    },
  },
};
