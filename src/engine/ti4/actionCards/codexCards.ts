/**
 * Codex I's action cards (content/ti4/actionCards.codex.ts), dealt with Prophecy of Kings and with Thunder's
 * Edge (TE "Expansion Integration": the Codex's 20 action cards join the base game's). Each card is read
 * from its text in the data (shared/data/ti4/action_cards.json); a reading we could not check word for word
 * against a printed card is marked [recalled]. The cards not built here are not dealt (setup/steps.ts reads
 * effects.ts's ti4CardCarriedOut).
 *
 * Built: Rally, Harness Energy (right after the holder activates a system: afterActivation.ts's window),
 * Fighter Conscription, Impersonation and Plagiarize (component actions; the influence a card spends is
 * named in the play's `payment`), Insider Information (after an agenda is revealed); Hack Election and
 * Sanction (codexAgenda.ts); Counterstroke and Forward Supply Base, played by others after an activation,
 * and Solar Flare, by the active player (codexActivation.ts); Blitz at the start of an invasion, Ghost Squad
 * after ground forces are committed (codexInvasion.ts); Reflective Shielding when a ship of its holder's
 * sustains damage in space combat (codexCombat.ts); War Machine as its holder's units use Production
 * (codexProduction.ts); Master Plan right after its holder's action (codexTurn.ts).
 */
import { isTi4TechnologyId, type Ti4ActionCardId, ti4Technology } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { seatsWithShips } from "../board/forces.ts";
import { systemAt, systemPositions } from "../board/galaxy.ts";
import { commodityValue } from "../economy/commodityValue.ts";
import { pay, paymentValue } from "../economy/spend.ts";
import { drawSecretObjective } from "../objectives/scoring.ts";
import type { Ti4State } from "../state.ts";
import { commandTokenReinforcements } from "../strategic/commandSheet.ts";
import { replenish } from "../strategic/trade.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import { ti4SpaceCapacity } from "../units.ts";
import { activated, notActive } from "./afterActivation.ts";
import { TI4_CODEX_ACTIVATION_EFFECTS } from "./codexActivation.ts";
import { TI4_CODEX_AGENDA_EFFECTS } from "./codexAgenda.ts";
import { TI4_CODEX_COMBAT_EFFECTS } from "./codexCombat.ts";
import { TI4_CODEX_INVASION_EFFECTS } from "./codexInvasion.ts";
import { TI4_CODEX_PRODUCTION_EFFECTS } from "./codexProduction.ts";
import { TI4_CODEX_TURN_EFFECTS } from "./codexTurn.ts";
import { named, placeUnits, refuse, type Ti4CardEffect, type Ti4CardPlay } from "./effect.ts";

/** Rally: the command tokens it places in the fleet pool, from reinforcements. */
export const RALLY_TOKENS = 2;

/** Impersonation: the influence it spends. */
export const IMPERSONATION_INFLUENCE = 3;

/**
 * Why the payment a card names does not cover its influence cost (LRR 47, 75), or undefined. It is paid
 * as the card resolves, so a cancelled card costs nothing [recalled: our reading; the text's "spend" is
 * part of its effect].
 */
function influenceRefused(state: Ti4State, seat: Seat, play: Ti4CardPlay, card: string, cost: number) {
  const payment = named(play, "payment", card, `the planets and trade goods paying ${cost} influence`);
  if ("error" in payment) return payment.error;
  const value = paymentValue(state, seat, payment.value, "influence");
  if (typeof value !== "number") return value;
  if (value < cost) return refuse(card, `that pays ${value} influence; the card spends ${cost} (LRR 47).`);
  return undefined;
}

/** Plagiarize: the influence it spends. */
export const PLAGIARIZE_INFLUENCE = 5;

/** Why `seat` may not take `technology` with Plagiarize: a neighbour's, of no faction, not yet owned. */
function plagiarizeRefused(state: Ti4State, seat: Seat, play: Ti4CardPlay) {
  const technology = named(play, "technology", "Plagiarize", "a technology a neighbour owns");
  if ("error" in technology) return technology.error;
  const id = technology.value;
  if (!isTi4TechnologyId(id)) return refuse("Plagiarize", `there is no technology "${id}".`);
  if (ti4Technology(id).faction !== null) return refuse("Plagiarize", "take a technology of no faction.");
  if (state.players[seat]?.technologies.includes(id))
    return refuse("Plagiarize", `you own ${ti4Technology(id).name} already.`);
  const owner = state.players.some(
    (p) => !p.eliminated && p.technologies.includes(id) && areNeighbours(state, seat, p.seat),
  );
  if (!owner) return refuse("Plagiarize", `none of your neighbours owns ${ti4Technology(id).name} (LRR 60).`);
  return undefined;
}

/** Whether another player has ships in `position`. */
function othersShipsThere(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return seatsWithShips(state.board[position]).some((s) => s !== seat);
}

/**
 * Fighter Conscription: the systems holding a space dock of the seat's (on a planet, or floating) or a unit
 * of theirs with capacity (LRR 16), and no other player's ships.
 */
export function conscriptionSystems(state: Ti4State, seat: Seat): PositionLabel[] {
  return systemPositions(state).filter((position) => {
    const system = state.board[position];
    if (!system || othersShipsThere(state, seat, position)) return false;
    const space = system.space.find((f) => f.seat === seat)?.units ?? {};
    const dock =
      (space.spaceDock ?? 0) > 0 ||
      Object.values(system.planets).some((forces) =>
        (forces ?? []).some((f) => f.seat === seat && (f.units.spaceDock ?? 0) > 0),
      );
    return dock || ti4SpaceCapacity(state, seat, space) > 0;
  });
}

export const TI4_CODEX_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  ...TI4_CODEX_AGENDA_EFFECTS,
  ...TI4_CODEX_ACTIVATION_EFFECTS,
  ...TI4_CODEX_INVASION_EFFECTS,
  ...TI4_CODEX_COMBAT_EFFECTS,
  ...TI4_CODEX_PRODUCTION_EFFECTS,
  ...TI4_CODEX_TURN_EFFECTS,
  // Rally (LRR 20.3a): after its holder activates a system holding another player's ships, 2 command tokens
  // from their reinforcements go to their fleet pool; with only 1 left there, that one [recalled: a card
  // takes from reinforcements what is left, LRR 20.3a].
  rally: {
    names: [],
    check(state, seat) {
      const refused = notActive(state, seat, "Rally");
      if (refused) return refused;
      const system = activated(state)?.system as PositionLabel;
      if (!othersShipsThere(state, seat, system))
        return refuse("Rally", `no other player has ships in ${system}, the system you activated.`);
      if (commandTokenReinforcements(state, seat) === 0)
        return refuse("Rally", "you have no command token left in reinforcements (LRR 20.3a).");
      return undefined;
    },
    resolve(tx, seat) {
      const fleet = Math.min(RALLY_TOKENS, commandTokenReinforcements(tx.state, seat));
      tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet }, reason: "Rally" });
    },
  },
  // Harness Energy (LRR 21.2, 11): after its holder activates an anomaly, their commodities are replenished.
  harness: {
    names: [],
    check(state, seat) {
      const refused = notActive(state, seat, "Harness Energy");
      if (refused) return refused;
      const system = activated(state)?.system as PositionLabel;
      if ((systemAt(state, system)?.anomalies ?? []).length === 0)
        return refuse("Harness Energy", `${system}, the system you activated, is no anomaly (LRR 11).`);
      if ((state.players[seat]?.commodities ?? 0) >= commodityValue(state, seat))
        return refuse("Harness Energy", "your commodities are full already (LRR 21.2).");
      return undefined;
    },
    resolve: (tx, seat) => replenish(tx, seat, "Harness Energy"),
  },
  // Fighter Conscription (a component action, LRR 22): 1 fighter from reinforcements in each system holding
  // the holder's space dock or a unit of theirs with capacity, but none where another player has ships.
  // Fighters over capacity are left to the capacity rule as for any fighters placed (LRR 16.3 [recalled]).
  f_conscription: {
    names: [],
    check: (state, seat) =>
      conscriptionSystems(state, seat).length === 0
        ? refuse(
            "Fighter Conscription",
            "you have no space dock nor unit with capacity in a system free of other players' ships.",
          )
        : undefined,
    resolve(tx, seat) {
      for (const position of conscriptionSystems(tx.state, seat))
        placeUnits(tx, seat, { position }, { fighter: 1 }, "Fighter Conscription");
    },
  },
  // Impersonation (a component action; LRR 47, 61): spend 3 influence, draw 1 secret objective (over the
  // limit of LRR 61.19, the standing rule asks for one back).
  impersonation: {
    names: ["payment"],
    cost: { currency: "influence", amount: IMPERSONATION_INFLUENCE },
    check(state, seat, play) {
      if (state.decks.secretObjectives.length === 0)
        return refuse("Impersonation", "the secret objective deck is empty.");
      return influenceRefused(state, seat, play, "Impersonation", IMPERSONATION_INFLUENCE);
    },
    resolve(tx, seat, play) {
      const payment = play.payment;
      if (!payment) throw new Error("Impersonation's check names a payment");
      const refused = pay(tx, seat, payment, "influence", IMPERSONATION_INFLUENCE, "Impersonation");
      if (refused) throw new Error(refused.message);
      drawSecretObjective(tx, seat);
    },
  },
  // Plagiarize (a component action; LRR 47, 60, 90): spend 5 influence and gain a technology of no faction
  // that one of the holder's neighbours owns (gained, not researched: no prerequisite applies [recalled]).
  plagiarize: {
    names: ["technology", "payment"],
    cost: { currency: "influence", amount: PLAGIARIZE_INFLUENCE },
    check: (state, seat, play) =>
      plagiarizeRefused(state, seat, play) ??
      influenceRefused(state, seat, play, "Plagiarize", PLAGIARIZE_INFLUENCE),
    resolve(tx, seat, play) {
      const { payment, technology } = play;
      if (!payment || !technology) throw new Error("Plagiarize's check names a payment and a technology");
      const refused = pay(tx, seat, payment, "influence", PLAGIARIZE_INFLUENCE, "Plagiarize");
      if (refused) throw new Error(refused.message);
      tx.emit({ type: "ti4TechnologiesGained", seat, technologies: [technology] });
    },
  },
  // Insider Information (LRR 8): after an agenda is revealed, its holder sees the top card of the agenda
  // deck (told to them alone).
  insider: {
    names: [],
    check: (state) =>
      state.decks.agenda.draw.length === 0
        ? refuse("Insider Information", "the agenda deck is empty.")
        : undefined,
    resolve(tx, seat) {
      const agenda = tx.state.decks.agenda.draw[0];
      if (agenda !== undefined) tx.emit({ type: "ti4AgendaDeckTopSeen", seat, agenda, to: seat });
    },
  },
};
