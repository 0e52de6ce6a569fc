/**
 * How GM corrections change the state. `gmCorrected` carries the correction as the GM asked it (a total
 * set or an amount added); an Action Card's move is carried by the private `gmActionCardMoved`, so the
 * card's identity reaches only its holder. No rule checks here: the rule (gmCorrection.ts) checked them.
 */
import { isTechnologyId } from "../../../content/index.ts";
import type { CounterArea } from "../../events.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { Force, GameState, PlayerState, Seat } from "../../state.ts";
import { addToForces, takeFromForces } from "../units.ts";
import type { Correction, PublicCorrection } from "./corrections.ts";

// A local lookup: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function forcesAt(s: GameState, correction: Extract<Correction, { kind: "units" }>): Force[] {
  const system = s.board[correction.position];
  if (!system) throw new Error(`no system at ${correction.position}`);
  if (correction.planet === undefined) return system.space;
  const forces = system.planets[correction.planet];
  if (!forces) throw new Error(`planet ${correction.planet} is not at ${correction.position}`);
  return forces;
}

/** Removes one copy of a card from a list; a missing card is a bug in the rule that emitted the event. */
function takeOne<T>(list: T[], card: T): void {
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`${String(card)} is not where the correction says`);
  list.splice(at, 1);
}

function applyCorrection(s: GameState, seat: Seat, c: PublicCorrection): void {
  const p = player(s, seat);
  switch (c.kind) {
    case "tradeGoods": {
      const total = c.mode === "set" ? c.amount : p.tradeGoods + c.amount;
      s.tradeGoodSupply -= total - p.tradeGoods;
      p.tradeGoods = total;
      return;
    }
    case "counters":
      for (const [area, n] of Object.entries(c.counters))
        if (n !== undefined) p.counters[area as CounterArea] = n;
      return;
    case "victoryPoints":
      p.vp = c.mode === "set" ? c.amount : p.vp + c.amount;
      return;
    case "planet":
      for (const other of s.players) delete other.planets[c.planet];
      if (c.control) p.planets[c.planet] = { exhausted: c.exhausted === true, gainedRound: s.round };
      return;
    case "planetStatus": {
      const card = p.planets[c.planet];
      if (!card) throw new Error(`seat ${seat} holds no planet ${c.planet}`);
      card.exhausted = c.exhausted;
      return;
    }
    case "units":
      if (c.remove) takeFromForces(forcesAt(s, c), seat, c.units);
      else addToForces(forcesAt(s, c), seat, c.units);
      return;
    case "technology":
      if (c.remove) {
        p.technologies = p.technologies.filter((t) => t !== c.technology);
        if (p.raceTechnologies) p.raceTechnologies = p.raceTechnologies.filter((t) => t !== c.technology);
      } else if (isTechnologyId(c.technology)) p.technologies.push(c.technology);
      else p.raceTechnologies = [...(p.raceTechnologies ?? []), c.technology];
      return;
    case "actionCard":
      // The card itself moves with the private gmActionCardMoved event.
      return;
    case "strategyCard":
      for (const held of p.strategyCards) if (held.card === c.card) held.played = c.played;
      return;
  }
}

export const GM_EVOLVE: EvolveTable<"gmCorrected" | "gmActionCardMoved" | "seatHandedOver"> = {
  gmCorrected: (s, e) => applyCorrection(s, e.seat, e.correction),
  seatHandedOver: (s, e) => {
    const p = player(s, e.seat);
    p.userId = e.userId;
    p.name = e.name;
  },
  gmActionCardMoved: (s, e) => {
    const hand = player(s, e.seat).secret.actionCards;
    const discard = s.decks.action.discard;
    if (e.to === "hand") {
      takeOne(discard, e.card);
      hand.push(e.card);
    } else {
      takeOne(hand, e.card);
      discard.push(e.card);
    }
  },
};
