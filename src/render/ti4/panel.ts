/**
 * The TI4 table panel beside the galaxy: the round and the victory point target (LRR 98.2: 10 or 14),
 * then a row per player (seat letter on their colour, name and faction, VP as a track of vpTarget boxes,
 * the command sheet's tactic/fleet/strategy pools, trade goods, commodities of the faction's maximum, the
 * strategy cards held), then the revealed public objectives with who scored them, the strategy cards
 * nobody holds with the trade goods on them, and what a Thunder's Edge table has in play (inPlay.ts: galactic
 * events, allies, relics, breakthroughs), each on at most two rows. Drawn with the per-action layer (flat
 * boxes and text).
 */
import { ti4Faction } from "../../content/ti4/factions.ts";
import { ti4Objective } from "../../content/ti4/objectives.ts";
import { ti4StrategyCard } from "../../content/ti4/strategyCards.ts";
import type { Ti4PlayerState, Ti4State } from "../../engine/ti4/state.ts";
import type { Canvas } from "../canvas.ts";
import { fitText, wrapItems } from "../font/text.ts";
import { seatLetter } from "../model.ts";
import { MAP } from "../palette.ts";
import { ti4InkOf } from "./forces.ts";
import { ti4InPlayLines } from "./inPlay.ts";

export const TI4_PANEL_WIDTH = 720;
const PAD = 16;
const HEADER = 78;
const PLAYER_ROW = 104;
const TITLE = 34;
const LINE = 26;
const LAYER = 30;

export const TI4_PHASE_NAMES: Readonly<Record<Ti4State["phase"], string>> = {
  setup: "Set-up",
  strategy: "Strategy Phase",
  action: "Action Phase",
  status: "Status Phase",
  agenda: "Agenda Phase",
  finished: "Game over",
};

/** Rows of one "In play" line: the heading's room at the left, the items after it. */
const IN_PLAY_HEAD = 150;
const IN_PLAY_ROWS = 2;

/** The "In play" section's rows, each with its heading on its first row; none for a table without any. */
function inPlayRows(state: Ti4State): { head: string; row: string }[] {
  const room = TI4_PANEL_WIDTH - 2 * PAD - IN_PLAY_HEAD;
  return ti4InPlayLines(state).flatMap(({ head, items }) =>
    wrapItems(items, "; ", 15, "bold", room, IN_PLAY_ROWS).map((row, i) => ({
      head: i === 0 ? head : "",
      row,
    })),
  );
}

/** How tall the panel is for this table (the map is at least this tall). */
export function ti4PanelHeight(state: Ti4State): number {
  const objectives = Math.max(1, state.objectives.length);
  const inPlay = inPlayRows(state).length;
  const inPlayHeight = inPlay > 0 ? TITLE + inPlay * LINE : 0;
  return (
    HEADER + state.players.length * PLAYER_ROW + TITLE + objectives * LINE + TITLE + LINE + inPlayHeight + PAD
  );
}

export function strategyCardName(card: Ti4PlayerState["strategyCards"][number]["card"]): string {
  const printed = ti4StrategyCard(card);
  return `${printed.initiative} ${printed.name}`;
}

export function factionName(player: Ti4PlayerState): string {
  return player.faction ? ti4Faction(player.faction).name : "no faction yet";
}

export function drawTi4Panel(canvas: Canvas, state: Ti4State, x0: number, height: number): void {
  const width = TI4_PANEL_WIDTH;
  canvas.rect(LAYER, MAP.panelFill, x0, 0, width, height, 0);
  const x = x0 + PAD;
  const round = state.round > 0 ? `Round ${state.round}, ` : "";
  canvas.text(LAYER + 1, MAP.text, `${round}${TI4_PHASE_NAMES[state.phase]}`, x, 34, {
    size: 24,
    weight: "bold",
  });
  canvas.text(LAYER + 1, MAP.dimText, `Play to ${state.config.vpTarget} VP`, x0 + width - PAD, 34, {
    size: 20,
    weight: "bold",
    anchor: "end",
  });
  const speaker = state.players.find((p) => p.seat === state.speaker);
  canvas.text(
    LAYER + 1,
    MAP.dimText,
    `Speaker: ${seatLetter(state.speaker)} ${speaker?.name ?? "?"}`,
    x,
    62,
    {
      size: 16,
      weight: "bold",
    },
  );
  let y = HEADER;
  for (const player of state.players) {
    drawPlayer(canvas, state, player, x, y, width - 2 * PAD);
    y += PLAYER_ROW;
  }
  canvas.text(LAYER + 1, MAP.text, "Public objectives", x, y + 24, { size: 18, weight: "bold" });
  y += TITLE;
  if (state.objectives.length === 0) {
    canvas.text(LAYER + 1, MAP.dimText, "none revealed yet", x, y + 18, { size: 15, weight: "bold" });
    y += LINE;
  }
  for (const revealed of state.objectives) {
    const objective = ti4Objective(revealed.id);
    const stage = objective.kind === "stage2" ? "II" : "I";
    const scored = revealed.scoredBy.length > 0 ? revealed.scoredBy.map(seatLetter).join(" ") : "-";
    const text = fitText(
      `${stage} · ${objective.name} (${objective.vp} VP)`,
      15,
      "bold",
      width - 2 * PAD - 120,
    );
    canvas.text(LAYER + 1, MAP.text, text, x, y + 18, { size: 15, weight: "bold" });
    canvas.text(LAYER + 1, MAP.dimText, scored, x0 + width - PAD, y + 18, {
      size: 15,
      weight: "bold",
      anchor: "end",
    });
    y += LINE;
  }
  canvas.text(LAYER + 1, MAP.text, "Strategy cards not held", x, y + 24, { size: 18, weight: "bold" });
  y += TITLE;
  const pool = state.strategyPool.map(
    (s) => `${strategyCardName(s.card)}${s.tradeGoods > 0 ? ` +${s.tradeGoods} TG` : ""}`,
  );
  const poolText = pool.length > 0 ? pool.join(", ") : "none";
  canvas.text(LAYER + 1, MAP.dimText, fitText(poolText, 15, "bold", width - 2 * PAD), x, y + 18, {
    size: 15,
    weight: "bold",
  });
  y += LINE;
  const inPlay = inPlayRows(state);
  if (inPlay.length === 0) return;
  canvas.text(LAYER + 1, MAP.text, "In play", x, y + 24, { size: 18, weight: "bold" });
  y += TITLE;
  for (const { head, row } of inPlay) {
    if (head) canvas.text(LAYER + 1, MAP.text, head, x, y + 18, { size: 15, weight: "bold" });
    canvas.text(LAYER + 1, MAP.dimText, row, x + IN_PLAY_HEAD, y + 18, { size: 15, weight: "bold" });
    y += LINE;
  }
}

function drawPlayer(
  canvas: Canvas,
  state: Ti4State,
  player: Ti4PlayerState,
  x: number,
  y: number,
  w: number,
) {
  const ink = ti4InkOf(state, player.seat);
  canvas.rect(LAYER, MAP.panelRule, x, y + 4, w, PLAYER_ROW - 8, 6, { stroke: 1 });
  // The seat letter on the player's colour: the cue every piece of theirs carries.
  canvas.rect(LAYER + 1, ink.fill, x + 8, y + 12, 34, 34, 5);
  canvas.rect(LAYER + 1.5, ink.edge, x + 8, y + 12, 34, 34, 5, { stroke: 1.5 });
  canvas.text(LAYER + 2, ink.ink, seatLetter(player.seat), x + 25, y + 36, {
    size: 20,
    weight: "bold",
    anchor: "middle",
  });
  const title = `${player.name} · ${factionName(player)} (${player.color})`;
  canvas.text(LAYER + 1, MAP.text, fitText(title, 18, "bold", w - 210), x + 52, y + 29, {
    size: 18,
    weight: "bold",
  });
  canvas.text(LAYER + 1, MAP.text, `${player.vp}/${state.config.vpTarget} VP`, x + w - 10, y + 29, {
    size: 18,
    weight: "bold",
    anchor: "end",
  });
  // The VP track: one box per point of the target, filled up to the player's score.
  const target = state.config.vpTarget;
  const box = Math.min(14, (w - 62) / target - 2);
  for (let i = 0; i < target; i++) {
    const bx = x + 52 + i * (box + 2);
    if (i < player.vp) canvas.rect(LAYER + 1, ink.fill, bx, y + 38, box, 8, 2);
    else canvas.rect(LAYER + 1, MAP.panelRule, bx, y + 38, box, 8, 2, { stroke: 1 });
  }
  const commodityMax = player.faction ? ti4Faction(player.faction).commodities : 0;
  const t = player.tokens;
  const sheet =
    `Tokens ${t.tactic} tactic · ${t.fleet} fleet · ${t.strategy} strategy   ` +
    `TG ${player.tradeGoods} · Commodities ${player.commodities}/${commodityMax}`;
  canvas.text(LAYER + 1, MAP.text, fitText(sheet, 15, "bold", w - 62), x + 52, y + 68, {
    size: 15,
    weight: "bold",
  });
  const cards = player.strategyCards.map((s) => `${strategyCardName(s.card)}${s.played ? " (played)" : ""}`);
  const held = `Strategy: ${cards.length > 0 ? cards.join(", ") : "none"}`;
  canvas.text(LAYER + 1, MAP.dimText, fitText(held, 15, "bold", w - 62), x + 52, y + 90, {
    size: 15,
    weight: "bold",
  });
}
