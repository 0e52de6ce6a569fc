/**
 * The table panel beside the galaxy: round, phase, Speaker and whose move it is; one card per player
 * (colour swatch with seat letter, name, race, VP, Strategy Cards, command counters, trade goods, hand
 * size, planets, technologies by colour); the revealed public objectives with who scored them; a legend.
 * Hidden things appear only as counts.
 */
import type { TechColor } from "../content/index.ts";
import { getObjective, getRace, getStrategyCard, TECHNOLOGIES, UNIT_TYPES } from "../content/index.ts";
import type { Seat } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import type { Canvas } from "./canvas.ts";
import { fitText, measureText } from "./font/text.ts";
import { damageCrack } from "./glyphs.ts";
import type { MapLayout } from "./layout.ts";
import { hiddenCount, type MapView, seatLetter } from "./model.ts";
import { inkOf, MAP, TECH_INK } from "./palette.ts";
import {
  HEADER_HEIGHT,
  MAX_OBJECTIVE_LINES,
  OBJECTIVE_LINE,
  OBJECTIVE_TITLE,
  PANEL_PAD,
  PLAYER_HEIGHT,
} from "./panelSize.ts";
import { PHASE_NAMES, UNIT_NAMES } from "./words.ts";

const P = { back: 30, card: 31, mark: 32, text: 33 } as const;
const TECH_COLOR_BY_ID = new Map<string, TechColor>(TECHNOLOGIES.map((t) => [t.id, t.color]));
/** A seat badge: the player's colour with their letter, used wherever a player is named. */
function badge(
  canvas: Canvas,
  player: PlayerView | undefined,
  seat: Seat,
  x: number,
  y: number,
  size: number,
): void {
  const ink = inkOf(player?.color ?? null);
  canvas.rect(P.mark, ink.fill, x, y, size, size, 4);
  canvas.rect(P.mark + 0.5, ink.edge, x, y, size, size, 4, { stroke: 1.5 });
  const fontSize = Math.round(size * 0.62);
  canvas.text(P.text, ink.ink, seatLetter(seat), x + size / 2, y + size / 2 + fontSize * 0.36, {
    size: fontSize,
    weight: "bold",
    anchor: "middle",
  });
}

/** What of the panel never changes during a game: its ground, the card behind each player, the legend. */
export function drawPanelFrame(canvas: Canvas, view: MapView, layout: MapLayout): void {
  const { x, width, height } = layout.panel;
  canvas.rect(P.back, MAP.panelFill, x, 0, width, height, 0);
  canvas.rect(P.back, MAP.panelRule, x, 0, 3, height, 0);
  view.players.forEach((_, i) => {
    const y = PANEL_PAD + HEADER_HEIGHT + i * PLAYER_HEIGHT;
    canvas.rect(P.card, MAP.cardFill, x + PANEL_PAD, y, width - 2 * PANEL_PAD, PLAYER_HEIGHT - 8, 8);
  });
  const legendY =
    PANEL_PAD +
    HEADER_HEIGHT +
    view.players.length * PLAYER_HEIGHT +
    PANEL_PAD +
    objectivesHeight() +
    PANEL_PAD;
  drawLegend(
    canvas,
    x + PANEL_PAD,
    legendY,
    width - 2 * PANEL_PAD,
    view.config.options.includes("facilities"),
  );
}

/** What changes with every action: the header, each player's figures, the objectives. */
export function drawPanel(canvas: Canvas, view: MapView, layout: MapLayout, waiting: readonly Seat[]): void {
  const { x, width } = layout.panel;
  let y = PANEL_PAD;
  drawHeader(canvas, view, x + PANEL_PAD, y, width - 2 * PANEL_PAD, waiting);
  y += HEADER_HEIGHT;
  for (const player of view.players) {
    drawPlayer(canvas, view, player, x + PANEL_PAD, y, width - 2 * PANEL_PAD, waiting.includes(player.seat));
    y += PLAYER_HEIGHT;
  }
  drawObjectives(canvas, view, x + PANEL_PAD, y + PANEL_PAD, width - 2 * PANEL_PAD);
}

function objectivesHeight(): number {
  return OBJECTIVE_TITLE + MAX_OBJECTIVE_LINES * OBJECTIVE_LINE;
}

/** "Name, Name" with a badge before each, fitted to the width; returns the x after the last one. */
function seatList(
  canvas: Canvas,
  view: MapView,
  seats: readonly Seat[],
  x: number,
  y: number,
  maxX: number,
): number {
  let cx = x;
  for (const seat of seats) {
    const player = view.players.find((p) => p.seat === seat);
    const name = fitText(
      player?.name ?? `Seat ${seatLetter(seat)}`,
      17,
      "bold",
      Math.max(40, maxX - cx - 30),
    );
    badge(canvas, player, seat, cx, y - 17, 22);
    canvas.text(P.text, MAP.text, name, cx + 28, y, { size: 17, weight: "bold" });
    cx += 28 + measureText(name, 17, "bold") + 16;
    if (cx > maxX - 60) break;
  }
  return cx;
}

function drawHeader(
  canvas: Canvas,
  view: MapView,
  x: number,
  y: number,
  w: number,
  waiting: readonly Seat[],
): void {
  const round = view.round > 0 ? `Round ${view.round} · ` : "";
  canvas.text(P.text, MAP.text, `${round}${PHASE_NAMES[view.phase]}`, x, y + 24, {
    size: 24,
    weight: "bold",
  });
  canvas.text(P.text, MAP.dimText, "Speaker", x, y + 56, { size: 16 });
  seatList(canvas, view, [view.speaker], x + 100, y + 56, x + w);
  if (view.phase === "finished") {
    canvas.text(P.text, MAP.waitingMark, "Winner", x, y + 86, { size: 16, weight: "bold" });
    seatList(canvas, view, view.winners, x + 100, y + 86, x + w);
    return;
  }
  canvas.text(P.text, MAP.waitingMark, "To move", x, y + 86, { size: 16, weight: "bold" });
  if (waiting.length === 0) canvas.text(P.text, MAP.dimText, "nobody", x + 100, y + 86, { size: 17 });
  else seatList(canvas, view, waiting, x + 100, y + 86, x + w);
}

function drawPlayer(
  canvas: Canvas,
  view: MapView,
  player: PlayerView,
  x: number,
  y: number,
  w: number,
  toMove: boolean,
): void {
  const h = PLAYER_HEIGHT - 8;
  // The card itself is in the static layer; an eliminated player's card is dimmed over it.
  if (player.eliminated) canvas.rect(P.card, MAP.panelFill, x, y, w, h, 8);
  if (toMove) canvas.rect(P.card + 0.5, MAP.waitingMark, x, y, w, h, 8, { stroke: 3 });
  badge(canvas, player, player.seat, x + 8, y + 8, 44);
  const textX = x + 62;
  const race = player.race ? getRace(player.race).shortName : "no race yet";
  const vp = `${player.vp} VP`;
  const vpWidth = measureText(vp, 24, "bold");
  canvas.text(P.text, MAP.text, vp, x + w - 10, y + 28, { size: 24, weight: "bold", anchor: "end" });
  const tags = [
    ...(player.seat === view.speaker ? ["SPEAKER"] : []),
    ...(player.passed ? ["PASSED"] : []),
    ...(player.eliminated ? ["OUT"] : []),
    ...(toMove ? ["TO MOVE"] : []),
  ];
  // The name gives way to the race and the tags (a Discord name may be 32 characters long), down to a
  // minimum; the race gives way after it, so nothing runs into the VP or off the card.
  const lineEnd = x + w - 10 - vpWidth - 12;
  const tagsWidth = tags.reduce((sum, tag) => sum + tagWidth(tag) + 6, 0);
  const raceRoom = lineEnd - textX - tagsWidth - 8;
  const nameWidth = Math.min(
    measureText(player.name, 19, "bold"),
    Math.max(120, raceRoom - measureText(race, 15) - 8),
  );
  const name = fitText(player.name, 19, "bold", nameWidth);
  canvas.text(P.text, MAP.text, name, textX, y + 25, { size: 19, weight: "bold" });
  let tagX = textX + measureText(name, 19, "bold") + 8;
  const raceText = fitText(race, 15, "regular", Math.max(0, lineEnd - tagsWidth - tagX - 8));
  canvas.text(P.text, MAP.dimText, raceText, tagX, y + 25, { size: 15 });
  tagX += measureText(raceText, 15) + 8;
  for (const tag of tags) tagX = drawTag(canvas, tag, tagX, y + 25, tag === "TO MOVE");
  drawStrategyCards(canvas, player, textX, y + 50, x + w - 10);
  const c = player.counters;
  canvas.text(
    P.text,
    MAP.text,
    `Strategy ${c.strategy} · Command ${c.command} · Fleet ${c.fleet}`,
    textX,
    y + 74,
    { size: 15 },
  );
  const facts = `TG ${player.tradeGoods} · AC ${hiddenCount(player, "actionCards")} · Planets ${Object.keys(player.planets).length} · Tech ${player.technologies.length}`;
  canvas.text(P.text, MAP.text, facts, textX, y + 95, { size: 15 });
  drawTechBreakdown(canvas, player, textX + measureText(facts, 15) + 10, y + 95);
}

function tagWidth(tag: string): number {
  return measureText(tag, 11, "bold") + 10;
}

function drawTag(canvas: Canvas, tag: string, x: number, baseline: number, strong: boolean): number {
  const w = tagWidth(tag);
  const fill = strong ? MAP.waitingMark : MAP.tagFill;
  canvas.rect(P.mark, fill, x, baseline - 14, w, 17, 4);
  canvas.text(P.text, strong ? "#000000" : MAP.text, tag, x + 5, baseline - 1.5, {
    size: 11,
    weight: "bold",
  });
  return x + w + 6;
}

/** Held cards as "5 Trade" pills; a card whose strategic action is done is drawn hollow with a tick. */
function drawStrategyCards(
  canvas: Canvas,
  player: PlayerView,
  x: number,
  baseline: number,
  maxX: number,
): void {
  if (player.strategyCards.length === 0) {
    canvas.text(P.text, MAP.dimText, "no Strategy Card", x, baseline, { size: 15 });
    return;
  }
  let cx = x;
  for (const held of player.strategyCards) {
    const card = getStrategyCard(held.card);
    const label = `${card.initiative} ${card.name}${held.played ? " ✓" : ""}`;
    const w = measureText(label, 14, "bold") + 12;
    if (cx + w > maxX) break;
    canvas.rect(
      P.mark,
      held.played ? MAP.dimText : MAP.text,
      cx,
      baseline - 15,
      w,
      20,
      5,
      held.played ? { stroke: 1.5 } : {},
    );
    canvas.text(P.text, held.played ? MAP.dimText : "#000000", label, cx + 6, baseline, {
      size: 14,
      weight: "bold",
    });
    cx += w + 6;
  }
}

function drawTechBreakdown(canvas: Canvas, player: PlayerView, x: number, baseline: number): void {
  const counts: Record<TechColor, number> = { red: 0, green: 0, blue: 0, yellow: 0 };
  for (const id of player.technologies) {
    const color = TECH_COLOR_BY_ID.get(id);
    if (color) counts[color]++;
  }
  let cx = x;
  for (const color of ["red", "green", "blue", "yellow"] as const) {
    const mark = TECH_INK[color];
    canvas.rect(P.mark, mark.fill, cx, baseline - 13, 28, 17, 3);
    canvas.text(P.text, mark.ink, `${mark.letter}${counts[color]}`, cx + 14, baseline, {
      size: 12,
      weight: "bold",
      anchor: "middle",
    });
    cx += 31;
  }
}

function drawObjectives(canvas: Canvas, view: MapView, x: number, y: number, w: number): void {
  const title = `Public objectives (${view.objectives.length} revealed)`;
  canvas.text(P.text, MAP.text, title, x, y + 20, { size: 18, weight: "bold" });
  let line = y + OBJECTIVE_TITLE;
  const shown = view.objectives.slice(0, MAX_OBJECTIVE_LINES);
  if (shown.length === 0) canvas.text(P.text, MAP.dimText, "None yet", x, line + 18, { size: 15 });
  for (const [i, revealed] of shown.entries()) {
    const objective = getObjective(revealed.id);
    const more = view.objectives.length - shown.length;
    const last = i === shown.length - 1 && more > 0;
    const stage = objective.kind === "stage2" ? "II" : "I";
    canvas.rect(P.mark, objective.kind === "stage2" ? MAP.stage2 : MAP.stage1, x, line + 4, 26, 19, 4);
    canvas.text(P.text, "#000000", stage, x + 13, line + 18, { size: 13, weight: "bold", anchor: "middle" });
    const scorersWidth = revealed.scoredBy.length * 22;
    const text = last ? `… and ${more + 1} more` : `${objective.name} (${objective.vp} VP)`;
    canvas.text(P.text, MAP.text, fitText(text, 15, "regular", w - 40 - scorersWidth), x + 34, line + 19, {
      size: 15,
    });
    revealed.scoredBy.forEach((seat, k) => {
      const player = view.players.find((p) => p.seat === seat);
      badge(canvas, player, seat, x + w - scorersWidth + k * 22, line + 3, 20);
    });
    line += OBJECTIVE_LINE;
  }
}

function drawLegend(canvas: Canvas, x: number, y: number, w: number, facilities: boolean): void {
  canvas.rect(P.card, MAP.legendFill, x, y, w, 112, 6);
  canvas.rect(P.card + 0.5, MAP.panelRule, x, y, w, 112, 6, { stroke: 1 });
  const cell = (w - 12) / 5;
  UNIT_TYPES.forEach((type, i) => {
    const cx = x + 8 + (i % 5) * cell;
    const cy = y + 18 + Math.floor(i / 5) * 24;
    canvas.unit(P.mark, MAP.text, type, cx + 7, cy, 14);
    canvas.text(
      P.text,
      MAP.text,
      fitText(UNIT_NAMES[type].one, 12, "regular", cell - 20),
      cx + 17,
      cy + 4.5,
      { size: 12 },
    );
  });
  const cy = y + 72;
  canvas.unit(P.mark, MAP.text, "dreadnought", x + 15, cy, 14);
  canvas.fill(P.text, MAP.legendFill, damageCrack(x + 15, cy, 14));
  const notes = "damaged  ·  3/1 resources/influence  ·  dim planet: exhausted  ·  ? face-down token";
  canvas.text(P.text, MAP.dimText, fitText(notes, 12, "regular", w - 36), x + 26, cy + 4.5, { size: 12 });
  // SE Option 9: the Facility tokens (render/tokens.ts) are keyed only in games that build them.
  const keys = facilities
    ? "Hexagon by the label: command counter  ·  ring: controller  ·  C Colony, R Refinery"
    : "Hexagon by the label: command counter  ·  ring on a planet: its controller";
  canvas.text(P.text, MAP.dimText, fitText(keys, 12, "regular", w - 20), x + 8, cy + 28, { size: 12 });
}
