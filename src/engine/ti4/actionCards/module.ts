/**
 * The action cards' module (LRR 2, 22): the play and its frame, the windows, the component action offered
 * on a turn, and the folds of their own events (the deck's draws and discards are deck.ts's).
 */
import { TI4_GROUND_FORCE_TYPES, TI4_SHIP_TYPES, type Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4CardInForce } from "../round/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { blitzBombardment } from "./codexInvasion.ts";
import { mechSustained, roundCardModifier } from "./combatCards.ts";
import { CHOSEN_SHIP_LOSSES, chooseShipLosses, spaceCombatFor } from "./courageous.ts";
import { diceCardOffers } from "./diceCards.ts";
import { answerExchangeProgram, EXCHANGE_PROGRAM_RULES } from "./exchangeProgram.ts";
import { holdsReadiedCard } from "./extremeDuress.ts";
import { bunkerModifier, flankSpeedBonus, lostStarChartAdjacency, silenceOfSpace } from "./inForce.ts";
import { returnPlanetToDeck } from "./neutralCards.ts";
import { actionCardComponentActions, CARD_PLAY_RULES, playActionCard } from "./play.ts";
import { AGENDA_CARD_FOLDS, settleRiders } from "./riders.ts";
import { scrambleMayBeAsked } from "./scramble.ts";
import {
  afterActivationWindow,
  CARD_WINDOW_RULES,
  mayBeAsked,
  openCardWindow,
  passCardWindow,
  setCardWindowAutoPass,
  TI4_CARD_WINDOWS,
} from "./windows.ts";

function secretOf(draft: Ti4State, seat: Seat) {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player.secret;
}

/**
 * LRR 78, 31: `seat` has just lost `ships` in `position` (by hits or directly). In the space combat under
 * way there, the loss is noted on its frame and the loser's afterShipDestroyed window opens. Ground forces
 * count when `asShips` says they fought in it as ships (the Alastor [recalled: public rulings: ships for
 * all purposes in that combat]). A loss told in parts (space area, planets) joins the part just noted
 * while its window is still the one on top.
 */
function noteShipsLost(
  tx: Tx<Ti4>,
  seat: Seat,
  position: PositionLabel,
  ships: Ti4UnitCounts,
  asShips: boolean,
): void {
  const combat = spaceCombatFor(tx.state, seat);
  if (!combat || combat.system !== position) return;
  const types = asShips ? [...TI4_SHIP_TYPES, ...TI4_GROUND_FORCE_TYPES] : TI4_SHIP_TYPES;
  const top = tx.state.stack.at(-1);
  const joined = top?.kind === "ti4CardWindow" && top.timing === "afterShipDestroyed" && top.about === seat;
  const lost: Ti4UnitCounts = joined ? { ...combat.shipsJustLost?.[seat] } : {};
  let more = 0;
  for (const type of types)
    if (ships[type]) {
      lost[type] = (lost[type] ?? 0) + (ships[type] ?? 0);
      more += ships[type] ?? 0;
    }
  if (more === 0) return;
  tx.emit({ type: "ti4CombatShipsLost", seat, position, ships: lost });
  if (!joined) openCardWindow(tx, "afterShipDestroyed", seat);
}

export const TI4_ACTION_CARDS: Ti4Module = {
  id: "actionCards",
  commands: {
    playActionCard,
    passCardWindow,
    setCardWindowAutoPass,
    chooseShipLosses,
    answerExchangeProgram,
  },
  frames: {
    ti4ActionCardPlay: CARD_PLAY_RULES,
    ti4CardWindow: CARD_WINDOW_RULES,
    ti4ChosenShipLosses: CHOSEN_SHIP_LOSSES,
    ti4ExchangeProgram: EXCHANGE_PROGRAM_RULES,
  },
  hooks: {
    componentActions: actionCardComponentActions,
    afterSystemActivated: (tx, seat) => afterActivationWindow(tx, seat),
    // TE Crisis, Puppets on a String (turnEndCards.ts): as a turn ends, if anyone may play one.
    turnEnding: (state, seat) =>
      (TI4_CARD_WINDOWS.endOfTurn?.concerns(state, seat) ?? []).some((s) =>
        mayBeAsked(state, s, "endOfTurn", seat),
      )
        ? (tx) => {
            openCardWindow(tx, "endOfTurn", seat);
          }
        : undefined,
    // TE Extreme Duress: the start of a turn of a player holding a readied strategy card.
    turnStarted: (tx, seat) => {
      if (holdsReadiedCard(tx.state, seat)) openCardWindow(tx, "startOfAnotherTurn", seat);
    },
    // LRR 58: after the active player's ships move in, the others may answer (Experimental Battlestation).
    afterShipsMoved: (tx, seat) => {
      openCardWindow(tx, "afterMovement", seat);
    },
    // The cards in force on the tactical action or the invasion under way (inForce.ts).
    moveBonus: (state, seat, type) => flankSpeedBonus(state, seat, type),
    mayPassShips: (state, seat, _types, from) => silenceOfSpace(state, seat, from),
    extraAdjacency: (state, _seat, position) => lostStarChartAdjacency(state, position),
    // The cards in force on the dice: Bunker on bombardment, the round's cards (Morale Boost...) in combat.
    combatRollModifier: (state, roll) =>
      bunkerModifier(state, roll.kind, roll.place) + roundCardModifier(state, roll),
    afterAgendaResolved: settleRiders,
    // The combat cards' windows (combatCards.ts).
    spaceCombatRoundStarts: (tx, combat) => {
      openCardWindow(tx, "combatRoundStart", combat.attacker);
      openCardWindow(tx, "combatRoundStartOrEnd", combat.attacker);
    },
    groundCombatRoundStarts: (tx, combat) => {
      openCardWindow(tx, "combatRoundStart", combat.attacker);
      openCardWindow(tx, "combatRoundStartOrEnd", combat.attacker);
    },
    spaceCombatRoundEnded: (tx, combat) => {
      openCardWindow(tx, "combatRoundStartOrEnd", combat.attacker);
    },
    groundCombatRoundEnded: (tx, combat) => {
      openCardWindow(tx, "combatRoundStartOrEnd", combat.attacker);
    },
    hitsAboutToBeAssigned: (tx, assignment) => {
      openCardWindow(tx, "beforeHitsAssigned", assignment.seat);
    },
    // One window for the moment, though it is told place by place (the Alastor's ground forces on planets).
    unitsSustainedDamage: (tx, sustained) => {
      // Wild, Wild Galaxy: Direct Hit may answer a mech's sustained damage in ground combat too.
      const mech = sustained.reason === "groundCombat" && mechSustained(tx.state, sustained.units);
      if (sustained.reason !== "spaceCombat" && !mech) return;
      const top = tx.state.stack.at(-1);
      if (top?.kind === "ti4CardWindow" && top.timing === "sustainDamageUsed" && top.about === sustained.seat)
        return;
      openCardWindow(tx, "sustainDamageUsed", sustained.seat);
    },
    // LRR 78, 31: ships lost in a space combat, by hits or directly (Courageous to the End, courageous.ts).
    // A space combat's hits reach ground forces (in the space area or on a planet) only where they fight
    // as ships (the Alastor); a direct loss is told with ships only, or with those ground forces.
    hitsAssigned: (tx, hits) => {
      const asShips = hits.reason === "spaceCombat";
      if (hits.place.planet === undefined || asShips)
        noteShipsLost(tx, hits.seat, hits.place.position, hits.destroyed, asShips);
    },
    shipsDestroyedDirectly: (tx, loss) => {
      noteShipsLost(tx, loss.seat, loss.place.position, loss.ships, true);
    },
    retreatAnnounced: (tx, retreat) => {
      openCardWindow(tx, "announceRetreats", retreat.opponent);
    },
    // The moment after a combat roll: the roller's quiet afterRoll window (Fire Team, diceCards.ts).
    combatDiceOffers: (state, moment) =>
      diceCardOffers(state, moment, (seat) => {
        const player = state.players[seat];
        return !!player && !player.eliminated && player.secret.cardWindows?.autoPass !== true;
      }),
    combatDiceMomentOpens: (tx, moment) => {
      openCardWindow(tx, "afterRoll", moment.seat);
    },
    // The moment after a unit-ability roll: the other players' afterRoll window (Scramble Frequency).
    unitAbilityRollCardsAsked: scrambleMayBeAsked,
    unitAbilityRollCardWindow: (tx, roll) => {
      openCardWindow(tx, "afterRoll", roll.seat);
    },
    // TE Lie in Wait (lieInWait.ts): right after two players trade, their neighbours in common may answer.
    transactionMade: (tx, seats) => {
      if (playsThundersEdge(tx.state)) openCardWindow(tx, "afterNeighboursTransaction", seats[0], seats[1]);
    },
    spaceCombatEnded: (tx, combat) => {
      if (combat.winner !== null) openCardWindow(tx, "afterSpaceCombat", combat.winner);
    },
    // Codex Blitz, in force on the invasion under way (codexInvasion.ts).
    bombardmentGained: blitzBombardment,
    // Codex Master Plan (codexTurn.ts): right after the turn's action, its player's quiet window.
    actionPerformed: (state, seat) =>
      mayBeAsked(state, seat, "afterAction", seat)
        ? (tx) => {
            openCardWindow(tx, "afterAction", seat);
          }
        : undefined,
    // Codex War Machine (codexProduction.ts): as the production step opens, its player's quiet window.
    productionStepOpening: (state, frame) =>
      mayBeAsked(state, frame.seat, "whenProducing", frame.seat)
        ? (tx) => {
            openCardWindow(tx, "whenProducing", frame.seat);
          }
        : undefined,
    // TE Crash Landing (crashLanding.ts): the holder's last ship in the active system destroyed.
    lastShipDestroyed: (tx, loss) => {
      openCardWindow(tx, "whenLastShipDestroyed", loss.seat);
    },
  },
  events: {
    ...AGENDA_CARD_FOLDS,
    ti4ActionCardPlayed() {},
    ti4ExchangeProgramAnswered() {},
    ti4PlanetReturnedToDeck: returnPlanetToDeck,
    ti4ActionCardResolved() {},
    ti4CardWindowPassed() {},
    ti4ActionCardTakenCounted() {},
    ti4ActionCardLost() {},
    ti4CardDiceRolled() {},
    ti4AgendaDeckTopSeen() {},
    ti4ProductionBoosted(draft: Ti4State, e: { seat: Seat; production: number; costOff: number }) {
      const frame = draft.stack.findLast((f) => f.kind === "ti4Production");
      if (frame?.kind !== "ti4Production" || frame.seat !== e.seat)
        throw new Error("no production step is under way");
      frame.boosts = [...(frame.boosts ?? []), { production: e.production, costOff: e.costOff }];
    },
    ti4CardInForce(draft: Ti4State, e: { until: "tacticalAction" | "invasion"; effect: Ti4CardInForce }) {
      const kind = e.until === "invasion" ? "ti4Invasion" : "ti4Tactical";
      const frame = draft.stack.findLast((f) => f.kind === kind);
      if (frame?.kind !== "ti4Invasion" && frame?.kind !== "ti4Tactical")
        throw new Error(`no ${e.until} is under way`);
      frame.cards = [...(frame.cards ?? []), e.effect];
    },
    ti4CombatShipsLost(draft: Ti4State, e: { seat: Seat; ships: Ti4UnitCounts }) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind !== "ti4SpaceCombat") throw new Error("ships are noted lost only in space combat");
      combat.shipsJustLost = { ...combat.shipsJustLost, [e.seat]: { ...e.ships } };
    },
    ti4RoundCardInEffect(draft: Ti4State, e: { seat: Seat; card: Ti4ActionCardId }) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat" || f.kind === "ti4GroundCombat");
      if (combat?.kind !== "ti4SpaceCombat" && combat?.kind !== "ti4GroundCombat")
        throw new Error("a round's card is played only in combat");
      combat.roundCards = [...(combat.roundCards ?? []), { seat: e.seat, card: e.card }];
    },
    ti4HitsCancelled(draft: Ti4State, e: { seat: Seat; hits: number }) {
      const frame = draft.stack.findLast((f) => f.kind === "ti4AssignHits");
      if (frame?.kind !== "ti4AssignHits" || frame.seat !== e.seat) throw new Error("no hits to cancel");
      frame.hits = Math.max(0, frame.hits - e.hits);
      if (frame.nonFightersFirst !== undefined)
        frame.nonFightersFirst = Math.min(frame.nonFightersFirst, frame.hits);
    },
    ti4ActionCardCancelled(draft: Ti4State) {
      const play = draft.stack.findLast((f) => f.kind === "ti4ActionCardPlay");
      if (play?.kind === "ti4ActionCardPlay") play.cancelled = true;
    },
    ti4CardWindowAutoPassSet(draft: Ti4State, e: { seat: Seat; on: boolean }) {
      const secret = secretOf(draft, e.seat);
      secret.cardWindows = { ...secret.cardWindows, autoPass: e.on };
    },
    ti4CardWindowAutoPassOffered(draft: Ti4State, e: { seat: Seat }) {
      const secret = secretOf(draft, e.seat);
      secret.cardWindows = { ...secret.cardWindows, offered: true };
    },
    ti4SabotagedCardTaken(draft: Ti4State, e: { seat: Seat; card: Ti4ActionCardId }) {
      const discard = draft.decks.action.discard;
      const at = discard.lastIndexOf(e.card);
      if (at >= 0) discard.splice(at, 1);
      else {
        const skimmer = draft.players.find((p) => p.dataSkimmer?.includes(e.card));
        if (!skimmer?.dataSkimmer) throw new Error(`${e.card} is neither discarded nor on a Data Skimmer`);
        skimmer.dataSkimmer.splice(skimmer.dataSkimmer.lastIndexOf(e.card), 1);
      }
      secretOf(draft, e.seat).actionCards.push(e.card);
    },
    ti4ActionCardTaken(draft: Ti4State, e: { seat: Seat; from: Seat; card: Ti4ActionCardId }) {
      const from = secretOf(draft, e.from).actionCards;
      const at = from.indexOf(e.card);
      if (at < 0) throw new Error(`seat ${e.from} does not hold ${e.card}`);
      from.splice(at, 1);
      secretOf(draft, e.seat).actionCards.push(e.card);
    },
  },
};
