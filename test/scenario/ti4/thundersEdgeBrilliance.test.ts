/**
 * Brilliance (Thunder's Edge action card, a component action; its text in content/ti4/actionCards.te.ts;
 * TE "Breakthroughs and Synergy"): either one of the player's exhausted planets with a technology specialty
 * is readied, or a player named gains their faction's breakthrough. Refused naming both or neither, a planet
 * not theirs, without a specialty or readied, and a player who may not gain one (LRR 22); replayed.
 */
import { describe, expect, it } from "vitest";
import {
  TI4_PLANETS,
  type Ti4PlanetId,
  ti4BreakthroughOf,
  ti4Planet,
} from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { botCardPlay } from "../../../src/engine/ti4/actionCards/bot.ts";
import { ti4PlayableCards } from "../../../src/engine/ti4/actionCards/play.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  actionPhaseAllPlayed,
  botUntil,
  CTX,
  type Played,
  refusalOf,
  send,
} from "../../support/ti4Status.ts";

function current(state: Ti4State): number {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top.current;
}

/** A base planet with a technology specialty nobody holds (given to the card's player in the test). */
function specialtyPlanet(state: Ti4State): Ti4PlanetId {
  const held = new Set(state.players.flatMap((p) => Object.keys(p.planets)));
  const planet = TI4_PLANETS.find((p) => p.box === "base" && p.specialties.length > 0 && !held.has(p.id));
  if (!planet) throw new Error("no free planet with a specialty");
  return planet.id;
}

/** A 4-player Thunder's Edge action phase on `seat`'s turn holding Brilliance. */
function start(): Played & { seat: number; planet: Ti4PlanetId } {
  let seat = -1;
  let planet: Ti4PlanetId = "mecatolrex";
  const at = actionPhaseAllPlayed(4, (s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    seat = current(s);
    for (const p of s.players) p.secret.actionCards = p.seat === seat ? ["brilliance"] : [];
    const player = s.players[seat];
    if (!player) throw new Error("no seat");
    planet = specialtyPlanet(s);
    player.planets[planet] = { exhausted: true };
  });
  return { ...at, seat, planet };
}

const card = (seat: number) => ({ type: "playActionCard", seat, card: "brilliance" }) as const;
const done = (s: Ti4State) =>
  !s.stack.some((f) => f.kind === "ti4ActionCardPlay" || f.kind === "ti4CardWindow");

describe("Brilliance (TE action card)", () => {
  it("readies an exhausted planet of the player's with a technology specialty", () => {
    const at = start();
    expect(ti4Planet(at.planet).specialties.length).toBeGreaterThan(0);
    const played = botUntil(send(at, { ...card(at.seat), ownPlanet: at.planet }), done);
    expect(played.state.players[at.seat]?.planets[at.planet]).toEqual({ exhausted: false });
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("gives a player named their faction's breakthrough; the bot takes its own", () => {
    const at = start();
    const faction = at.state.players[at.seat]?.faction ?? "";
    const breakthrough = ti4BreakthroughOf(faction)?.id;
    expect(breakthrough).toBeDefined();
    const plays = ti4PlayableCards(at.state, at.seat).find((c) => c.card === "brilliance")?.plays ?? [];
    expect(plays).toContainEqual({ target: at.seat });
    expect(plays).toContainEqual({ ownPlanet: at.planet });
    expect(botCardPlay(at.state, at.seat, "brilliance")).toEqual({ target: at.seat });
    const played = botUntil(send(at, { ...card(at.seat), target: at.seat }), done);
    expect(played.state.players[at.seat]?.breakthrough).toBe(breakthrough);
    expect(played.events).toContainEqual(
      expect.objectContaining({ type: "ti4BreakthroughGained", seat: at.seat, reason: "Brilliance" }),
    );
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("refuses both or neither named, a planet not fit to ready, and a player who may not gain one (LRR 22)", () => {
    const at = start();
    const s = at.state;
    const other = (at.seat + 1) % 4;
    const said = (command: Ti4Command) => {
      expect(refusalOf(s, command)).toEqual(["ERR_TI4_CARD_PLAY", "LRR 22"]);
      const result = applyCommand<Ti4>(s, command, CTX);
      return result.ok ? "" : result.error.message;
    };
    expect(said(card(at.seat))).toContain("either");
    expect(said({ ...card(at.seat), target: other, ownPlanet: at.planet })).toContain("not both");
    const theirs = Object.keys(s.players[other]?.planets ?? {})[0] as never;
    expect(said({ ...card(at.seat), ownPlanet: theirs })).toContain("not a planet of yours");
    const plain = Object.keys(s.players[at.seat]?.planets ?? {}).find(
      (p) => ti4Planet(p as never).specialties.length === 0,
    ) as never;
    expect(said({ ...card(at.seat), ownPlanet: plain })).toContain("no technology specialty");
    const readied = structuredClone(s);
    const mine = readied.players[at.seat];
    if (mine) mine.planets[at.planet] = { exhausted: false };
    expect(refusalOf(readied, { ...card(at.seat), ownPlanet: at.planet })?.[0]).toBe("ERR_TI4_CARD_PLAY");
    const holding = structuredClone(s);
    const target = holding.players[other];
    if (target) target.breakthrough = ti4BreakthroughOf(target.faction ?? "")?.id;
    expect(refusalOf(holding, { ...card(at.seat), target: other })?.[0]).toBe("ERR_TI4_CARD_PLAY");
  });
});
