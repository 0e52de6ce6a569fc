/**
 * What a TI4 game's saved events say: the public account (each event as the channel may read it,
 * engine/ti4/view.ts `ti4EventSeen`) and each player's private lines (the events only their seat sees).
 * Bookkeeping events (frames, turn markers, shuffles) say nothing.
 */
import {
  ti4ActionCard,
  ti4Agenda,
  ti4Objective,
  ti4Planet,
  ti4StrategyCard,
} from "../../content/ti4/index.ts";
import { unitRollAbilityName } from "../../engine/ti4/combat/unitAbilityRolls.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4Correction } from "../../engine/ti4/gm/corrections.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { ti4EventSeen } from "../../engine/ti4/view.ts";
import { isBotUser, type PrivateMessage } from "../types.ts";
import {
  agendaName as agenda,
  factionName as faction,
  idName,
  knownName as known,
  nameOf as named,
  objectiveName as objective,
  planetName as planet,
  technologyName as technology,
  unitWord,
} from "./names.ts";
import { tableLine } from "./narrateTable.ts";
import { fieldKind } from "./typedCommand.ts";

/**
 * An agenda's outcome as the table reads it (engine/ti4/agenda/outcomes.ts names them for commands):
 * "For" and "Against", an elected player by name (the command names their seat), a planet, a law or a
 * secret objective by its name, never by its id.
 */
export function outcomeWords(outcome: string, who: (seat: number) => string): string {
  if (outcome === "for" || outcome === "against") return outcome === "for" ? "For" : "Against";
  if (/^\d+$/.test(outcome)) return who(Number(outcome));
  return known(ti4Planet, outcome) ?? known(ti4Agenda, outcome) ?? known(ti4Objective, outcome) ?? outcome;
}

/**
 * A value an action card was played with, in words (engine/ti4/actionCards/effect.ts Ti4CardPlay): an id by
 * the kind the playActionCard command's field declares (names.ts idName), else by the field.
 */
function playWords(field: string, value: unknown, who: (seat: number) => string): string {
  const text = String(value);
  const kind = fieldKind("playActionCard", field);
  if (kind) return idName(kind, text);
  switch (field) {
    case "target":
      return who(Number(value));
    case "outcome":
      return outcomeWords(text, who);
    case "system":
      return `the system at ${text}`;
    case "amount":
      return `${text} trade good${text === "1" ? "" : "s"}`;
    case "units":
      return unitsText(value as Partial<Record<string, number>>);
    default:
      return text;
  }
}

function line(event: Ti4Event, state: Ti4State): string | null {
  const who = (seat: number) => state.players[seat]?.name ?? `seat ${seat}`;
  switch (event.type) {
    case "ti4SpeakerChosen":
      return `${who(event.seat)} is the speaker.`;
    case "ti4FactionsDealt":
      return Object.entries(event.factions)
        .map(([seat, f]) => `${who(Number(seat))} plays ${faction(f)}.`)
        .join("\n");
    case "ti4FactionPicked":
      return `${who(event.seat)} picks ${faction(event.faction)}.`;
    case "ti4GalaxyLaidOut":
      return "The galaxy is laid out.";
    case "ti4SystemPlaced":
      return `${who(event.seat)} places system ${event.tile} at ${event.position}.`;
    case "ti4HomeSettled":
      return `${who(event.seat)} settles the home system at ${event.position}.`;
    case "ti4TechnologiesGained":
      return `${who(event.seat)} gains ${event.technologies.map(technology).join(", ")}.`;
    case "ti4GroundForcesPlaced":
      return `${who(event.seat)} places the starting ground forces.`;
    case "ti4ObjectiveRevealed":
      return `Public objective revealed: ${objective(event.objective)}.`;
    case "ti4SecretObjectivesDrawn":
      return `${who(event.seat)} draws secret objectives.`;
    case "ti4SecretObjectiveKept":
      return `${who(event.seat)} keeps a secret objective.`;
    case "ti4PhaseBegan":
      return `The ${event.phase} phase begins.`;
    case "ti4RoundBegan":
      return `Round ${event.round} begins.`;
    case "ti4SetupFinished":
      return "The set-up is over.";
    case "ti4StrategyCardPicked": {
      const goods = event.tradeGoods > 0 ? ` with ${event.tradeGoods} trade goods on it` : "";
      return `${who(event.seat)} takes ${named(ti4StrategyCard, event.card)}${goods}.`;
    }
    case "ti4TradeGoodsOnUnchosenCards":
      // At four players every card is taken (LRR 83.2): nothing to tell.
      if (event.cards.length === 0) return null;
      return `A trade good goes on each card nobody took: ${event.cards.map((c) => named(ti4StrategyCard, c)).join(", ")}.`;
    case "ti4SystemActivated":
      return `${who(event.seat)} activates the system at ${event.position}.`;
    case "ti4StrategicActionBegan":
      return `${who(event.seat)} plays ${named(ti4StrategyCard, event.card)}.`;
    case "ti4Passed":
      return `${who(event.seat)} passes.`;
    case "ti4VictoryPointsGained":
      return `${who(event.seat)} gains ${event.points} victory point${event.points === 1 ? "" : "s"} (${event.reason}).`;
    case "ti4GmCorrected":
      return `🛠 Game master correction by ${event.by} for ${who(event.seat)}: ${correctionText(event.correction)} (${event.reason}).`;
    case "seatHandedOver":
      return `${event.previous}'s seat is played from now on by ${event.name}: ${event.reason}.`;
    case "ti4GameWon":
      return `${event.seats.map(who).join(" and ")} win${event.seats.length === 1 ? "s" : ""} the game!`;
    default:
      return roundLine(event, who);
  }
}

/** What a game master's correction changed, in words (engine/ti4/gm/corrections.ts). */
function correctionText(c: Ti4Correction): string {
  const amount = (name: string, m: { mode: "set" | "add"; amount: number }) =>
    m.mode === "set" ? `${name} set to ${m.amount}` : `${m.amount > 0 ? "+" : ""}${m.amount} ${name}`;
  switch (c.kind) {
    case "tradeGoods":
      return amount("trade goods", c);
    case "commodities":
      return amount("commodities", c);
    case "victoryPoints":
      return amount("victory points", c);
    case "tokens":
      return `command tokens set to ${Object.entries(c.tokens)
        .map(([pool, n]) => `${n} ${pool}`)
        .join(", ")}`;
    case "planet":
      return c.control
        ? `takes control of ${planet(c.planet)}${c.exhausted ? " (exhausted)" : ""}`
        : `loses ${planet(c.planet)}`;
    case "planetStatus":
      return `${planet(c.planet)} ${c.exhausted ? "exhausted" : "readied"}`;
    case "units":
      return `${unitsText(c.units)} ${c.remove ? "removed from" : "placed in"} ${placeText(c)}`;
    case "technology":
      return `${technology(c.technology)} ${c.remove ? "taken away" : "given"}`;
  }
}

/** Units as words: "2 Carriers, 3 Infantry". */
function unitsText(units: Partial<Record<string, number>>): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${unitWord(type, n ?? 0)}`);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

function placeText(place: { position: string; planet?: string }): string {
  return place.planet ? `${planet(place.planet)} (${place.position})` : `the space area of ${place.position}`;
}

/** The round's events a table wants told: moves, dice, losses, landings, production, scores, votes. */
function roundLine(event: Ti4Event, who: (seat: number) => string): string | null {
  switch (event.type) {
    case "ti4UnitsMoved":
      return `${who(event.seat)} moves ${unitsText(event.units)} from ${placeText(event.from)} to ${placeText(event.to)}.`;
    case "ti4DiceRolled": {
      const dice = event.groups
        .map(
          (g) =>
            `${unitWord(g.type, g.rolls.length)} [${g.rolls.join(" ")}] (hits on ${g.hitsOn}${g.oneShip ? `; one ship +${g.oneShip}, Gravleash Maneuvers` : ""})`,
        )
        .join(", ");
      return `${who(event.seat)} rolls ${event.roll} at ${placeText(event.place)}: ${dice}: ${event.hits} hit${event.hits === 1 ? "" : "s"}.`;
    }
    case "ti4ProximaRolled":
      return `${who(event.seat)} rolls Proxima Targeting's bombardment against ${event.against === event.seat ? "their own" : `${who(event.against)}'s`} ground forces on ${placeText(event.place)}: [${event.rolls.join(" ")}] (hits on ${event.hitsOn}${event.modifier ? `, ${event.modifier} each` : ""}): ${event.hits} hit${event.hits === 1 ? "" : "s"}.`;
    case "ti4ProximaHitsCancelled":
      return `${who(event.seat)}'s galvanized units cancel ${event.hits} bombardment hit${event.hits === 1 ? "" : "s"} on ${placeText(event.place)} (Proxima Targeting).`;
    case "ti4CombatDiceRerolled":
      return `${who(event.seat)} rerolls ${event.dice.length} ${event.dice.length === 1 ? "die" : "dice"} (${event.ability}): [${event.before.join(" ")}] becomes [${event.after.join(" ")}].`;
    case "teYssarilGlimpsed":
      return event.what === "none"
        ? null
        : `${who(event.seat)} looks at ${who(event.active)}'s ${{ actionCards: "action cards", promissoryNotes: "promissory notes", secretObjectives: "secret objectives" }[event.what]} (Yssaril alliance card).`;
    case "ti4UnitAbilityDiceRerolled":
      return `${who(event.seat)} rerolls ${event.dice.length} ${event.dice.length === 1 ? "die" : "dice"} of their unit ability roll (${unitRollAbilityName(event.ability)}): [${event.before.join(" ")}] becomes [${event.after.join(" ")}].`;
    case "ti4UnitAbilityDiceAdded":
      return `${who(event.seat)} rolls ${event.dice.length} extra ${event.dice.length === 1 ? "die" : "dice"} for ${event.roll} at ${placeText(event.place)}: [${event.dice.map((d) => d.value).join(" ")}] (hits on ${event.dice[0]?.hitsOn ?? "-"}).`;
    case "ti4GravitonLaserUsed":
      return `${who(event.seat)} exhausts Graviton Laser System: the hits of their space cannon at ${who(event.target)}'s ships in ${event.system} go to non-fighter ships first.`;
    case "ti4AssaultCannonFired":
      return `${who(event.seat)}'s Assault Cannon: ${who(event.opponent)} must destroy one of their non-fighter ships in ${event.system}.`;
    case "ti4DuraniumArmorUsed":
      return `${who(event.seat)}'s Duranium Armor repairs ${unitsText(event.units)} at ${placeText(event.place)}.`;
    case "ti4CombatDiceModified":
      return `${who(event.seat)} applies +${event.amount} to ${event.dice.length} ${event.dice.length === 1 ? "die" : "dice"} (${event.ability}).`;
    case "ti4GravityRiftRolled":
      return `${who(event.seat)}'s ships leave the gravity rift at ${event.rift}: ${event.rolls.map((r) => r.roll).join(" ")}; lost: ${unitsText(event.destroyed)}.`;
    case "ti4UnitsDamaged":
      return `${who(event.seat)}'s ${unitsText(event.units)} at ${placeText(event.place)} sustain damage.`;
    case "ti4UnitsRemoved":
      return event.reason === "destroyed"
        ? `${who(event.seat)} loses ${unitsText(event.units)} at ${placeText(event.place)}.`
        : null;
    case "ti4UnitsPlaced":
      return `${who(event.seat)} places ${unitsText(event.units)} in ${placeText(event.place)} (${event.reason}).`;
    case "ti4RetreatAnnounced":
      return `${who(event.seat)} announces a retreat from ${event.position} to ${event.to}.`;
    case "ti4GroundForcesAsShips":
      return event.reason === "chosen"
        ? `${who(event.seat)}'s ${unitsText(event.units)} in the space area of ${event.position} fight the space combat as ships (the Alastor).`
        : null;
    case "ti4RetreatCalledOff":
      return `${who(event.seat)}'s retreat from ${event.position} is called off: no retreat this round.`;
    case "ti4MagenDefenseGridUsed":
      return `${who(event.seat)} exhausts Magen Defense Grid: ${who(event.opponent)} makes no combat roll this round on ${placeText(event.place)}.`;
    case "ti4HitsCancelled":
      return `${event.hits} hit${event.hits === 1 ? "" : "s"} on ${who(event.seat)}'s units ${event.hits === 1 ? "is" : "are"} cancelled.`;
    case "ti4CombatEnded":
      return event.winner === null
        ? `The combat at ${placeText(event.place)} ends with no winner.`
        : `${who(event.winner)} wins the combat at ${placeText(event.place)}.`;
    case "ti4PlanetGained":
      return `${who(event.seat)} gains control of ${planet(event.planet)}.`;
    case "ti4CustodiansRemoved":
      return `${who(event.seat)} takes the custodians token from Mecatol Rex: the agenda phase is played from now on.`;
    case "ti4ObjectiveScored":
      return `${who(event.seat)} scores ${event.secret ? "the secret objective " : ""}${objective(event.objective)}.`;
    case "ti4AgendaRevealed":
      return `The agenda revealed: ${named(ti4Agenda, event.agenda)}.`;
    case "ti4VotesCast":
      return `${who(event.seat)} casts ${event.votes} vote${event.votes === 1 ? "" : "s"} for ${outcomeWords(event.outcome, who)}.`;
    case "ti4VoteTotalsTold":
      return event.totals.length === 0
        ? `🗳 Hidden Agenda: the speaker counts the secret ballots on ${agenda(event.agenda)}: no votes were cast.`
        : `🗳 Hidden Agenda: the speaker counts the secret ballots on ${agenda(event.agenda)}: ${event.totals.map((t) => `${outcomeWords(t.outcome, who)} ${t.votes}`).join(", ")}.`;
    case "ti4OutcomeChosenBySpeaker":
      return `${who(event.seat)}, the speaker, decides the tie: ${outcomeWords(event.outcome, who)}.`;
    case "ti4AgendaResolved":
      return `${agenda(event.agenda)}: ${outcomeWords(event.outcome, who)}.`;
    case "ti4SecondActionBegan":
      return `${who(event.seat)} takes a second action this turn (Fleet Logistics).`;
    case "ti4SecondActionDeclined":
      return `${who(event.seat)} ends their turn without a second action.`;
    default:
      return cardLine(event, who);
  }
}

/** Action cards played (engine/ti4/actionCards/): what everyone sees of them. */
function cardLine(event: Ti4Event, who: (seat: number) => string): string | null {
  switch (event.type) {
    case "ti4ActionCardPlayed": {
      const names = Object.entries(event.play).map(([field, value]) => playWords(field, value, who));
      return `${who(event.seat)} plays the action card ${named(ti4ActionCard, event.card)}${names.length > 0 ? ` (${names.join(", ")})` : ""}.`;
    }
    case "ti4ActionCardCancelled":
      return event.technology
        ? `${who(event.by)}'s ${technology(event.technology)} cancels ${named(ti4ActionCard, event.card)}.`
        : `${who(event.by)}'s Sabotage cancels ${named(ti4ActionCard, event.card)}.`;
    case "ti4CardDiceRolled":
      return `${who(event.seat)} rolls for ${named(ti4ActionCard, event.card)}: [${event.rolls.join(" ")}]: ${event.hits} hit${event.hits === 1 ? "" : "s"}.`;
    case "ti4SabotagedCardTaken":
      return `${who(event.seat)} takes the cancelled ${named(ti4ActionCard, event.card)} into their hand (Wild, Wild Galaxy).`;
    case "ti4ActionCardTakenCounted":
      return `${who(event.seat)} takes an action card at random from ${who(event.from)}'s hand.`;
    default:
      return tableLine(event, who, (outcome) => outcomeWords(outcome, who)) ?? null;
  }
}

/** The public account of saved events. */
export function narrateTi4(events: readonly Ti4Event[], state: Ti4State): string {
  return events
    .map((e) => ti4EventSeen(e, null))
    .flatMap((e) => (e ? [line(e, state)] : []))
    .filter((l): l is string => l !== null)
    .join("\n");
}

/** The lines one player alone may read: what an event meant for their seat only says. */
function privateLine(event: Ti4Event, state: Ti4State): string | null {
  const who = (seat: number) => state.players[seat]?.name ?? `seat ${seat}`;
  switch (event.type) {
    case "ti4VotesCast":
      return `Your secret ballot (Hidden Agenda): ${event.votes} vote${event.votes === 1 ? "" : "s"} for ${outcomeWords(event.outcome, who)}.`;
    case "ti4VoteAbstained":
      return "Your secret ballot (Hidden Agenda): you abstain.";
    case "ti4BallotHandedToSpeaker":
      return `As the speaker you read ${who(event.seat)}'s secret ballot: ${event.outcome === null ? "they abstain" : `${event.votes} vote${event.votes === 1 ? "" : "s"} for ${outcomeWords(event.outcome, who)}`}.`;
    case "ti4SecretObjectivesDrawn":
      return `You drew the secret objectives ${event.objectives.map((o) => `${objective(o)} (${o})`).join(" and ")}: keep one with /ti4 act command:keepSecretObjective fields:objective:<id>.`;
    case "ti4SecretObjectiveKept":
      return `You keep the secret objective ${objective(event.objective)}.`;
    case "ti4ActionCardsDrawn":
      return `You draw the action card${event.cards.length === 1 ? "" : "s"} ${event.cards.map((c) => named(ti4ActionCard, c)).join(", ")}.`;
    case "ti4ActionCardTaken":
      return `You take ${named(ti4ActionCard, event.card)}.`;
    case "ti4ActionCardLost":
      return `${named(ti4ActionCard, event.card)} is taken from your hand.`;
    case "teYssarilGlimpseShown":
      return event.cards.length === 0
        ? "The Yssaril alliance card: they hold none."
        : `The Yssaril alliance card shows you ${who(event.active)}'s cards: ${event.cards.join(", ")}.`;
    case "ti4SecretObjectivesShown":
      return event.objectives.length === 0
        ? "Extreme Duress: they hold no secret objective."
        : `Extreme Duress shows you their secret objectives: ${event.objectives.map((o) => objective(o)).join(", ")}.`;
    case "ti4CardWindowAutoPassOffered":
      return "You are asked whether to play an action card: pass with fields:until:everyWindow to be asked no more (/ti4 act command:setCardWindowAutoPass fields:on:false asks you again).";
    case "ti4CardWindowAutoPassSet":
      return event.on
        ? "From now on you pass every action card window."
        : "You are asked in action card windows again.";
    case "ti4AgendasLooked":
      return `The top agendas are ${event.agendas.map((a) => `${named(ti4Agenda, a)} (${a})`).join(" and ")}: put them back with /ti4 act command:placeAgendas.`;
    default:
      return null;
  }
}

/** Each human player's private lines from saved events (never a bot's). */
export function ti4PrivateLines(events: readonly Ti4Event[], state: Ti4State): PrivateMessage[] {
  const out: PrivateMessage[] = [];
  for (const player of state.players) {
    if (isBotUser(player.userId)) continue;
    const lines = events
      .filter((e) => "to" in e && e.to === player.seat)
      .map((e) => privateLine(e, state))
      .filter((l): l is string => l !== null);
    if (lines.length > 0) out.push({ userId: player.userId, text: lines.join("\n") });
  }
  return out;
}

/** Events that change what the map shows (the board, the galaxy, the table panel). */
const QUIET: ReadonlySet<string> = new Set([
  "ti4FramePushed",
  "ti4FramePopped",
  "ti4FrameUpdated",
  "ti4TurnBegan",
  "ti4DecksShuffled",
  "ti4SecretDeckShuffled",
  "ti4PublicObjectivesDealt",
  "ti4SecretObjectivesDrawn",
  "ti4SecretObjectiveKept",
]);

export function changesTheMap(events: readonly Ti4Event[]): boolean {
  return events.some((e) => !QUIET.has(e.type));
}
