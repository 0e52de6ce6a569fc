/**
 * Action cards played as a component action (LRR 22) that act on planets, command tokens, cards, laws and
 * research rather than on units (those are in actionOnUnits.ts); checked when played and again when they
 * resolve, as LRR 22 asks. The wording here is our own.
 */
import {
  type Ti4ActionCardId,
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { nextInt } from "../../rng.ts";
import { lawsInPlay } from "../agenda/laws.ts";
import { controllerOf } from "../board/forces.ts";
import { planetsAt, systemAt, ti4Neighbours } from "../board/galaxy.ts";
import { commandTokenReinforcements } from "../strategic/commandSheet.ts";
import { pushResearch, researchable } from "../technology/research.ts";
import { ti4UnitFor } from "../units.ts";
import {
  isHomeSystem,
  named,
  otherPlayer,
  planetOnBoard,
  planetsWithTrait,
  refuse,
  shipsOf,
  type Ti4CardEffect,
} from "./effect.ts";

/** The other base cards timed "action", by card id. */
export const TI4_PLAYER_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Economic Initiative: each cultural planet of the player's is readied.
  economic_initiative: {
    names: [],
    check: () => undefined,
    resolve(tx, seat) {
      const planets = planetsWithTrait(tx.state, seat, "cultural").filter(
        (p) => tx.state.players[seat]?.planets[p]?.exhausted,
      );
      if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat, planets });
    },
  },
  // Focused Research: 4 trade goods paid, then a technology researched (its prerequisites still apply).
  f_researched: {
    names: [],
    check(state, seat) {
      if ((state.players[seat]?.tradeGoods ?? 0) < 4)
        return refuse("Focused Research", "it costs 4 trade goods.");
      if (researchable(state, seat).length === 0)
        return refuse("Focused Research", "there is no technology whose prerequisites you meet.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -4, reason: "Focused Research" });
      pushResearch(tx, { seat, cost: 0, optional: false, reason: "Focused Research" });
    },
  },
  // Industrial Initiative: 1 trade good for each industrial planet of the player's.
  industrial_initiative: {
    names: [],
    check: () => undefined,
    resolve(tx, seat) {
      const amount = planetsWithTrait(tx.state, seat, "industrial").length;
      if (amount > 0)
        tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Industrial Initiative" });
    },
  },
  // Insubordination: another player's tactic pool gives a token back to reinforcements.
  insub: {
    names: ["target"],
    check(state, seat, play) {
      const other = otherPlayer(state, seat, play.target, "Insubordination");
      if (other) return other;
      if ((state.players[play.target as Seat]?.tokens.tactic ?? 0) < 1)
        return refuse("Insubordination", "that player's tactic pool is empty.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({
        type: "ti4CommandTokensChanged",
        seat: play.target as Seat,
        pools: { tactic: -1 },
        reason: "Insubordination",
      });
    },
  },
  // Mining Initiative: trade goods worth one of the player's planets' resources.
  mining_initiative: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Mining Initiative", "one of your planets");
      if ("error" in planet) return planet.error;
      if (!state.players[seat]?.planets[planet.value])
        return refuse("Mining Initiative", `you do not control ${planet.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const amount = ti4Planet(play.planet as Ti4PlanetId).resources;
      if (amount > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Mining Initiative" });
    },
  },
  // Repeal Law: a law in play discarded.
  repeal: {
    names: ["law"],
    check(state, _seat, play) {
      if (lawsInPlay(state).length === 0) return refuse("Repeal Law", "no law is in play.");
      if (!lawsInPlay(state).some((l) => l.agenda === play.law))
        return refuse("Repeal Law", "name a law in play.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({ type: "ti4LawRepealed", agenda: play.law as Ti4AgendaId });
    },
  },
  // Signal Jamming: another player's token from reinforcements in a non-home system at or next to the
  // player's ships.
  jamming: {
    names: ["system", "target"],
    check(state, seat, play) {
      const system = named(play, "system", "Signal Jamming", "a system");
      if ("error" in system) return system.error;
      if (!systemAt(state, system.value))
        return refuse("Signal Jamming", `there is no system at ${system.value}.`);
      if (isHomeSystem(state, system.value))
        return refuse("Signal Jamming", `${system.value} is a home system.`);
      const near = [system.value, ...ti4Neighbours(state, system.value)].some(
        (p) => shipsOf(state, p, seat) > 0,
      );
      if (!near) return refuse("Signal Jamming", `you have no ships in or next to ${system.value}.`);
      const other = otherPlayer(state, seat, play.target, "Signal Jamming");
      if (other) return other;
      const target = play.target as Seat;
      // [recalled] a player has at most one command token in a system.
      if (state.board[system.value]?.commandTokens.includes(target))
        return refuse("Signal Jamming", `that player already has a command token in ${system.value}.`);
      if (commandTokenReinforcements(state, target) < 1)
        return refuse("Signal Jamming", "that player has no command token in reinforcements.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({
        type: "ti4CommandTokenPlaced",
        seat: play.target as Seat,
        position: play.system as string,
        from: "reinforcements",
      });
    },
  },
  // Spy: one card at random from another player's hand to the player's.
  spy: {
    names: ["target"],
    check(state, seat, play) {
      const other = otherPlayer(state, seat, play.target, "Spy");
      if (other) return other;
      if ((state.players[play.target as Seat]?.secret.actionCards.length ?? 0) === 0)
        return refuse("Spy", "that player holds no action card.");
      return undefined;
    },
    resolve(tx, seat, play) {
      const from = play.target as Seat;
      const hand = tx.state.players[from]?.secret.actionCards ?? [];
      const drawn = nextInt(tx.state.rng, hand.length);
      const card = hand[drawn.value] as Ti4ActionCardId;
      tx.emit({ type: "ti4ActionCardTaken", seat, from, card, to: seat, rng: drawn.rng });
      tx.emit({ type: "ti4ActionCardLost", seat: from, card, to: from });
      tx.emit({ type: "ti4ActionCardTakenCounted", seat, from });
    },
  },
  // Tactical Bombardment: where a unit of the player's has Bombardment, other players' planets exhausted.
  tactical: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "Tactical Bombardment", "a system");
      if ("error" in system) return system.error;
      const board = state.board[system.value];
      const forces = board ? [...board.space, ...Object.values(board.planets).flatMap((f) => f ?? [])] : [];
      const bombards = forces.some(
        (f) =>
          f.seat === seat &&
          (Object.entries(f.units) as [Ti4UnitType, number][]).some(
            ([type, n]) => n > 0 && ti4UnitFor(state, seat, type).bombardment !== null,
          ),
      );
      if (!bombards)
        return refuse("Tactical Bombardment", `you have no unit with Bombardment in ${system.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const bySeat = new Map<Seat, Ti4PlanetId[]>();
      for (const planet of planetsAt(tx.state, play.system as string)) {
        const owner = controllerOf(tx.state, planet);
        if (owner === null || owner === seat || tx.state.players[owner]?.planets[planet]?.exhausted) continue;
        bySeat.set(owner, [...(bySeat.get(owner) ?? []), planet]);
      }
      for (const [owner, planets] of bySeat) tx.emit({ type: "ti4PlanetsExhausted", seat: owner, planets });
    },
  },
  // Unexpected Action: one of the player's command tokens back from the board to reinforcements.
  unexpected: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "Unexpected Action", "a system holding your command token");
      if ("error" in system) return system.error;
      if (!state.board[system.value]?.commandTokens.includes(seat))
        return refuse("Unexpected Action", `you have no command token in ${system.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [play.system as string] });
    },
  },
  // Uprising: another player's non-home planet exhausted; the player takes its resources in trade goods.
  uprising: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Uprising", "another player's planet");
      if ("error" in planet) return planet.error;
      const owner = controllerOf(state, planet.value);
      if (owner === null || owner === seat)
        return refuse("Uprising", "name a planet another player controls.");
      const at = planetOnBoard(state, planet.value, "Uprising");
      if ("error" in at) return at.error;
      if (isHomeSystem(state, at.position))
        return refuse("Uprising", "a planet in a home system cannot be chosen.");
      if (state.players[owner]?.planets[planet.value]?.exhausted)
        return refuse("Uprising", `${ti4Planet(planet.value).name} is already exhausted.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const planet = play.planet as Ti4PlanetId;
      tx.emit({
        type: "ti4PlanetsExhausted",
        seat: controllerOf(tx.state, planet) as Seat,
        planets: [planet],
      });
      const amount = ti4Planet(planet).resources;
      if (amount > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Uprising" });
    },
  },
};
