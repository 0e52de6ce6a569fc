/**
 * The table panel beside the galaxy: round, phase, Speaker and whose move it is; one card per player
 * (colour swatch with seat letter, name, race, VP, Strategy Cards, command counters, trade goods, hand
 * size, planets, technologies by colour; Borderlands' relations, render/relations.ts); the revealed
 * public objectives with who scored them; a legend. Hidden things appear only as counts.
 */
import type { TechColor } from "../content/index.ts";
import {
  getObjective,
  getRace,
  getStrategyCard,
  getSystem,
  TECHNOLOGIES,
  UNIT_TYPES,
} from "../content/index.ts";
import type { Seat } from "../engine/state.ts";
import type { PlayerView } from "../engine/view.ts";
import type { Canvas } from "./canvas.ts";
import { fitText, measureText } from "./font/text.ts";
import { damageCrack } from "./glyphs.ts";
import type { MapLayout } from "./layout.ts";
import { drawLeaderBadge } from "./leaders.ts";
import { hiddenCount, type MapView, seatLetter, specialObjectivesHeld } from "./model.ts";
import { inkOf, MAP, TECH_INK } from "./palette.ts";
import {
  HEADER_HEIGHT,
  LEGEND_HEIGHT,
  MAX_OBJECTIVE_LINES,
  OBJECTIVE_LINE,
  OBJECTIVE_TITLE,
  PANEL_PAD,
  PLAYER_HEIGHT,
} from "./panelSize.ts";
import { drawRelations, relationsOf } from "./relations.ts";
import { drawTokenKey } from "./tokens.ts";
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
  drawLegend(canvas, view, x + PANEL_PAD, legendY, width - 2 * PANEL_PAD);
}

/** The note the legend adds for what only some maps hold: Hope's End's Gravity Rift (else none). */
function mapNote(view: MapView): string {
  const rift = Object.values(view.galaxy).some((tile) => getSystem(tile).anomaly === "gravityRift");
  return rift ? "Gravity Rift 1-6: the side a ship leaving it on that roll must take" : "";
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
      19,
      "bold",
      Math.max(40, maxX - cx - 32),
    );
    badge(canvas, player, seat, cx, y - 20, 25);
    canvas.text(P.text, MAP.text, name, cx + 32, y, { size: 19, weight: "bold" });
    cx += 32 + measureText(name, 19, "bold") + 16;
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
  canvas.text(P.text, MAP.text, `${round}${PHASE_NAMES[view.phase]}`, x, y + 28, {
    size: 28,
    weight: "bold",
  });
  canvas.text(P.text, MAP.dimText, "Speaker", x, y + 66, { size: 19 });
  seatList(canvas, view, [view.speaker], x + 112, y + 66, x + w);
  if (view.phase === "finished") {
    canvas.text(P.text, MAP.waitingMark, "Winner", x, y + 100, { size: 19, weight: "bold" });
    seatList(canvas, view, view.winners, x + 112, y + 100, x + w);
    return;
  }
  canvas.text(P.text, MAP.waitingMark, "To move", x, y + 100, { size: 19, weight: "bold" });
  if (waiting.length === 0) canvas.text(P.text, MAP.dimText, "nobody", x + 112, y + 100, { size: 19 });
  else seatList(canvas, view, waiting, x + 112, y + 100, x + w);
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
  badge(canvas, player, player.seat, x + 8, y + 8, 52);
  const textX = x + 70;
  const race = player.race ? getRace(player.race).shortName : "no race yet";
  const vp = `${player.vp} VP`;
  const vpWidth = measureText(vp, 28, "bold");
  canvas.text(P.text, MAP.text, vp, x + w - 10, y + 31, { size: 28, weight: "bold", anchor: "end" });
  const tags = [
    ...(player.seat === view.speaker ? ["SPEAKER"] : []),
    ...(player.seat === view.voiceOfTheCouncil ? ["VOICE"] : []),
    ...(player.passed ? ["PASSED"] : []),
    ...(player.eliminated ? ["OUT"] : []),
    ...assassinTags(view, player.seat),
    ...(toMove ? ["TO MOVE"] : []),
  ];
  // The name gives way to the race and the tags (a Discord name may be 32 characters long), down to a
  // minimum; the race gives way after it, so nothing runs into the VP or off the card.
  const lineEnd = x + w - 10 - vpWidth - 12;
  const tagsWidth = tags.reduce((sum, tag) => sum + tagWidth(tag) + 6, 0);
  const raceRoom = lineEnd - textX - tagsWidth - 8;
  const nameWidth = Math.min(
    measureText(player.name, 22, "bold"),
    Math.max(130, raceRoom - measureText(race, 18) - 8),
  );
  const name = fitText(player.name, 22, "bold", nameWidth);
  canvas.text(P.text, MAP.text, name, textX, y + 29, { size: 22, weight: "bold" });
  let tagX = textX + measureText(name, 22, "bold") + 8;
  const raceText = fitText(race, 18, "regular", Math.max(0, lineEnd - tagsWidth - tagX - 8));
  canvas.text(P.text, MAP.dimText, raceText, tagX, y + 29, { size: 18 });
  tagX += measureText(raceText, 18) + 8;
  for (const tag of tags) tagX = drawTag(canvas, tag, tagX, y + 29, tag === "TO MOVE");
  // Borderlands: the relations shown to all, at the line's right end; the Strategy Cards keep the rest.
  const relations = relationsOf(view, player.seat);
  const cardsEnd =
    relations === null
      ? x + w - 10
      : drawRelations(canvas, P, relations, x + w - 10, y + 61, (seat, bx, by, size) =>
          badge(
            canvas,
            view.players.find((p) => p.seat === seat),
            seat,
            bx,
            by,
            size,
          ),
        ) - 6;
  drawStrategyCards(canvas, player, textX, y + 61, cardsEnd);
  const c = player.counters;
  canvas.text(
    P.text,
    MAP.text,
    `Strategy ${c.strategy} · Command ${c.command} · Fleet ${c.fleet}`,
    textX,
    y + 92,
    { size: 18 },
  );
  const facts = `TG ${player.tradeGoods} · AC ${hiddenCount(player, "actionCards")} · Planets ${Object.keys(player.planets).length} · Tech ${player.technologies.length}`;
  canvas.text(P.text, MAP.text, facts, textX, y + 119, { size: 18 });
  drawTechBreakdown(canvas, player, textX + measureText(facts, 18) + 10, y + 119);
}

/**
 * Borderlands' Assassins, public as the counters beside a sheet were: how many a player holds, and
 * "STRUCK" through the round after an Assassin struck him (no votes, -2 in attack).
 */
function assassinTags(view: MapView, seat: Seat): string[] {
  const held = view.assassins?.held[String(seat)] ?? 0;
  const struck = (view.assassins?.struck ?? []).some((s) => s.seat === seat && s.round >= view.round - 1);
  return [...(held > 0 ? [`ASSASSINS ${held}`] : []), ...(struck ? ["STRUCK"] : [])];
}

function tagWidth(tag: string): number {
  return measureText(tag, 14, "bold") + 10;
}

function drawTag(canvas: Canvas, tag: string, x: number, baseline: number, strong: boolean): number {
  const w = tagWidth(tag);
  const fill = strong ? MAP.waitingMark : MAP.tagFill;
  canvas.rect(P.mark, fill, x, baseline - 17, w, 21, 4);
  canvas.text(P.text, strong ? "#000000" : MAP.text, tag, x + 5, baseline - 1.5, {
    size: 14,
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
    canvas.text(P.text, MAP.dimText, "no Strategy Card", x, baseline, { size: 18 });
    return;
  }
  let cx = x;
  for (const held of player.strategyCards) {
    const card = getStrategyCard(held.card);
    const label = `${card.initiative} ${card.name}${held.played ? " ✓" : ""}`;
    const w = measureText(label, 17, "bold") + 12;
    if (cx + w > maxX) break;
    canvas.rect(
      P.mark,
      held.played ? MAP.dimText : MAP.text,
      cx,
      baseline - 18,
      w,
      24,
      5,
      held.played ? { stroke: 1.5 } : {},
    );
    canvas.text(P.text, held.played ? MAP.dimText : "#000000", label, cx + 6, baseline, {
      size: 17,
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
    canvas.rect(P.mark, mark.fill, cx, baseline - 16, 36, 21, 3);
    canvas.text(P.text, mark.ink, `${mark.letter}${counts[color]}`, cx + 18, baseline, {
      size: 15,
      weight: "bold",
      anchor: "middle",
    });
    cx += 39;
  }
}

/** One line of the objectives: its mark ("I", "II", or "S" for a Special Objective), text and scorers. */
interface ObjectiveRow {
  mark: string;
  fill: string;
  text: string;
  seats: readonly Seat[];
  /** Age of Empire: the card the turn marker is on. */
  marked: boolean;
}

/** The revealed public objectives, then the Special Objectives in play with their holders (SE options 5, 14). */
function objectiveRows(view: MapView): ObjectiveRow[] {
  const rows: ObjectiveRow[] = view.objectives.map((revealed) => {
    const objective = getObjective(revealed.id);
    const stage2 = objective.kind === "stage2";
    const worth = objective.endsGame ? "ends the game" : `${objective.vp} VP`;
    return {
      mark: stage2 ? "II" : "I",
      fill: stage2 ? MAP.stage2 : MAP.stage1,
      text: `${objective.name} (${worth})`,
      seats: revealed.scoredBy,
      marked: revealed.id === view.turnMarker?.on,
    };
  });
  for (const held of specialObjectivesHeld(view)) {
    const seats = held.holder === null ? [] : [held.holder];
    rows.push({ mark: "S", fill: MAP.tagFill, text: `${held.name} (${held.vp} VP)`, seats, marked: false });
  }
  return rows;
}

/** Age of Empire (RR §24.2): the row is face up from the start and the turn marker's card is outlined. */
function objectivesTitle(view: MapView): string {
  const marker = view.objectives.findIndex((o) => o.id === view.turnMarker?.on);
  if (marker >= 0)
    return `Public objectives (turn marker on card ${marker + 1} of ${view.objectives.length})`;
  return `Public objectives (${view.objectives.length} ${view.config.options.includes("ageOfEmpire") ? "face up" : "revealed"})`;
}

function drawObjectives(canvas: Canvas, view: MapView, x: number, y: number, w: number): void {
  const title = objectivesTitle(view);
  canvas.text(P.text, MAP.text, title, x, y + 24, { size: 22, weight: "bold" });
  let line = y + OBJECTIVE_TITLE;
  const rows = objectiveRows(view);
  const shown = rows.slice(0, MAX_OBJECTIVE_LINES);
  if (shown.length === 0) canvas.text(P.text, MAP.dimText, "None yet", x, line + 21, { size: 18 });
  for (const [i, row] of shown.entries()) {
    const more = rows.length - shown.length;
    const last = i === shown.length - 1 && more > 0;
    canvas.rect(P.mark, row.fill, x, line + 4, 32, 23, 4);
    const ink = row.mark === "S" ? MAP.text : "#000000";
    canvas.text(P.text, ink, row.mark, x + 16, line + 21, { size: 16, weight: "bold", anchor: "middle" });
    const scorersWidth = row.seats.length * 26;
    const text = last ? `… and ${more + 1} more` : row.text;
    if (!last && row.marked)
      canvas.rect(P.mark, MAP.text, x - 4, line + 1, w + 4, OBJECTIVE_LINE - 2, 5, { stroke: 1.5 });
    canvas.text(P.text, MAP.text, fitText(text, 18, "regular", w - 46 - scorersWidth), x + 40, line + 22, {
      size: 18,
    });
    row.seats.forEach((seat, k) => {
      const player = view.players.find((p) => p.seat === seat);
      badge(canvas, player, seat, x + w - scorersWidth + k * 26, line + 3, 24);
    });
    line += OBJECTIVE_LINE;
  }
}

/** The kinds of token the game's options put on the board (SE options 5, 9 and 13, RR §24.4), as the legend keys them. */
function optionKeys(canvas: Canvas, view: MapView): { name: string; draw: (x: number, y: number) => void }[] {
  const token = (kind: string) => (x: number, y: number) => drawTokenKey(canvas, P.mark, kind, x, y);
  return [
    ...(view.artifacts !== undefined ? [{ name: "artifact", draw: token("artifact") }] : []),
    ...(view.config.options.includes("custodians") ? [{ name: "Custodians", draw: token("custodian") }] : []),
    // RR §24.4: a Leader's badge in its owner's colour, its type in two letters.
    ...(view.leaders !== undefined
      ? [
          {
            // Hope's End's face-down Leaders: "?" for one whose type its owner keeps to himself.
            name: `Leader: Ad Ge Sc Di Ag${view.config.options.includes("classic:hiddenLeaders") ? " ?" : ""}`,
            draw: (x: number, y: number) => drawLeaderBadge(canvas, P.mark, inkOf(null), "admiral", x, y),
          },
        ]
      : []),
    // SE option 9: a Facility's hexagon, lettered C or R.
    ...(view.config.options.includes("facilities")
      ? [
          { name: "colony", draw: token("colony") },
          { name: "refinery", draw: token("refinery") },
        ]
      : []),
    // TI1 Borderlands: a Capital Planet's triangle, lettered C.
    ...(view.config.options.includes("classic:capitolPlanets")
      ? [{ name: "Capital Planet", draw: token("capitalPlanet") }]
      : []),
  ];
}

function drawLegend(canvas: Canvas, view: MapView, x: number, y: number, w: number): void {
  canvas.rect(P.card, MAP.legendFill, x, y, w, LEGEND_HEIGHT - 6, 6);
  canvas.rect(P.card + 0.5, MAP.panelRule, x, y, w, LEGEND_HEIGHT - 6, 6, { stroke: 1 });
  // Five columns as wide as their longest name, the room left shared out between them.
  const names = UNIT_TYPES.map((type) => UNIT_NAMES[type].one);
  const widths = [0, 1, 2, 3, 4].map(
    (col) => 21 + Math.max(...names.filter((_, i) => i % 5 === col).map((name) => measureText(name, 17))),
  );
  const gap = Math.max(0, (w - 16 - widths.reduce((a, b) => a + b, 0)) / 4);
  const columnX = widths.map((_, col) => x + 8 + widths.slice(0, col).reduce((a, b) => a + b + gap, 0));
  UNIT_TYPES.forEach((type, i) => {
    const cx = columnX[i % 5] ?? x;
    const cy = y + 20 + Math.floor(i / 5) * 28;
    canvas.unit(P.mark, MAP.text, type, cx + 8, cy, 18);
    canvas.text(
      P.text,
      MAP.text,
      fitText(names[i] ?? "", 17, "regular", (widths[i % 5] ?? 0) - 21 + gap),
      cx + 21,
      cy + 6,
      {
        size: 17,
      },
    );
  });
  const cy = y + 76;
  canvas.unit(P.mark, MAP.text, "dreadnought", x + 17, cy, 18);
  canvas.fill(P.text, MAP.legendFill, damageCrack(x + 17, cy, 18));
  const notes = [
    "damaged  ·  3/1: resources/influence  ·  ? disc: face-down counter",
    "Hexagon by the label: command counter  ·  dim planet: exhausted",
    // SE option 7: the Space Mines' key, only where they may be laid.
    `Planet ring: its controller  ·  ring, arrow, burst: last move${
      view.config.options.includes("spaceMines")
        ? "  ·  spiked disc: mine"
        : view.config.options.includes("classic:mineFields")
          ? "  ·  spiked disc: Mine Field"
          : ""
    }`,
    mapNote(view),
  ];
  const ends = notes.map((line, i) => {
    const [lx, ly] = i === 0 ? [x + 32, cy + 6] : [x + 8, cy + 6 + i * 22];
    const shown = fitText(line, 17, "regular", x + w - 8 - lx);
    canvas.text(P.text, MAP.dimText, shown, lx, ly, { size: 17 });
    return shown === "" ? lx : lx + measureText(shown, 17) + 20;
  });
  // What the game's options put on the board, each keyed at the end of the first line with room (the
  // fourth line is kept for them).
  for (const key of optionKeys(canvas, view)) {
    const width = 22 + measureText(key.name, 17);
    const line = ends.findIndex((end) => end + width <= x + w - 8);
    if (line < 0) continue;
    const kx = ends[line] ?? x;
    const ky = cy + line * 22;
    key.draw(kx + 9, ky);
    canvas.text(P.text, MAP.dimText, key.name, kx + 22, ky + 6, { size: 17 });
    ends[line] = kx + width + 20;
  }
}
