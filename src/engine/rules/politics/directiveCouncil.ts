/**
 * Directives (RR §20) that act on the laws, the planets' cards and the council itself: New Constitution,
 * Holder of Mecatol Rex, Technology Investigation Committee. A law that leaves play goes to the discard
 * pile; Emperor's and the Crown's holder loses the VP the card gave him, as with Repeal.
 */
import { getPlanet, type PlanetId, type PoliticalCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { pick } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { MECATOL_REX } from "../objectives/board.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import { controllerOf } from "../tactical/control.ts";
import { positionOfPlanet } from "../units.ts";
import { type AgendaRule, everyone, takeBackLawVp } from "./agendaTools.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";
import { newAgendaFrame } from "./frames.ts";
import { lawsInPlay } from "./laws.ts";

const DECLINE = "decline";

/** A law leaves play (RR §20); Emperor and the Crown of Emphidia take back their VP. */
function discardLaw(tx: Tx, card: PoliticalCardId, reason: string): void {
  const law = lawsInPlay(tx.state).find((l) => l.card === card);
  if (!law) return;
  tx.emit({ type: "lawRepealed", card, reason });
  takeBackLawVp(tx, law);
}

// ---- one law scrapped by one player (New Constitution Against, Holder of Mecatol Rex For)

function askLawScrap(tx: Tx, effect: string, seat: Seat | null, name: string): void {
  if (seat === null || lawsInPlay(tx.state).length === 0) return;
  askCardChoice(tx, {
    effect,
    prompt: `${name}: name a law in play to discard (or "decline")`,
    awaiting: [seat],
    data: { step: "scrapLaw" },
  });
}

function checkLawScrap(state: GameState, name: string, choice: string | undefined) {
  if (choice === DECLINE) return undefined;
  if (lawsInPlay(state).some((l) => l.card === choice)) return undefined;
  return ruleError("ERR_NOT_A_LAW", `RR §20 ${name}`, 'Name a law in play (its card id), or "decline".');
}

function lawScrapOptions(state: GameState) {
  // Declining first: a law in play may favour the player himself.
  return [{ choice: DECLINE }, ...lawsInPlay(state).map((l) => ({ choice: l.card as string }))];
}

// ---- New Constitution

/** The player's ready planets, the least valuable first (resources + influence). */
function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  const value = (id: PlanetId) => getPlanet(id).resources + getPlanet(id).influence;
  return (Object.entries(player(state, seat).planets) as [PlanetId, { exhausted: boolean } | undefined][])
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => id)
    .sort((a, b) => value(a) - value(b) || a.localeCompare(b));
}

/**
 * Against: "whoever has the highest total of ready influence" may scrap one law. Interpretation: counted
 * when the outcome resolves; a tie goes to the first in order of play, as the engine breaks other ties.
 */
function mostReadyInfluence(tx: Tx): Seat | null {
  const influence = (seat: Seat) =>
    readyPlanets(tx.state, seat).reduce((n, id) => n + planetValues(tx.state, id).influence, 0);
  const seats = everyone(tx);
  const best = Math.max(...seats.map(influence));
  return seats.find((seat) => influence(seat) === best) ?? null;
}

const newConstitution: AgendaRule = {
  for: (tx) => {
    for (const law of [...lawsInPlay(tx.state)]) discardLaw(tx, law.card, "New Constitution");
    // Each player exhausts 2 of his planets: at once when he has 2 ready or fewer, otherwise he chooses.
    const asked: Seat[] = [];
    for (const seat of everyone(tx)) {
      const ready = readyPlanets(tx.state, seat);
      if (ready.length > 2) asked.push(seat);
      else if (ready.length > 0)
        tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "New Constitution" });
    }
    askCardChoice(tx, {
      effect: "newConstitution",
      prompt: "New Constitution: name 2 of your ready planets to exhaust",
      awaiting: asked,
      data: { step: "exhaust" },
    });
  },
  against: (tx) => askLawScrap(tx, "newConstitution", mostReadyInfluence(tx), "New Constitution"),
};

const newConstitutionChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    if (frame.data.step === "scrapLaw") return checkLawScrap(state, "New Constitution", answer.choice);
    const planets = answer.planets ?? [];
    const ready = readyPlanets(state, seat);
    if (planets.length !== 2 || planets[0] === planets[1] || !planets.every((p) => ready.includes(p))) {
      return ruleError(
        "ERR_NEW_CONSTITUTION",
        "RR §20 New Constitution",
        "Name 2 different ready planets of yours.",
      );
    }
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    if (frame.data.step === "scrapLaw") {
      if (answer.choice !== DECLINE) discardLaw(tx, answer.choice as PoliticalCardId, "New Constitution");
      return;
    }
    tx.emit({ type: "planetsExhausted", seat, planets: answer.planets ?? [], reason: "New Constitution" });
  },
  options(state, frame, seat) {
    if (frame.data.step === "scrapLaw") return lawScrapOptions(state);
    const ready = readyPlanets(state, seat);
    return [{ planets: ready.slice(0, 2) }, { planets: ready.slice(-2) }];
  },
};

// ---- Holder of Mecatol Rex

/**
 * For: the holder may discard one law in play. Against: he may add 2 free Ground Forces on Mecatol Rex;
 * free units never cost him anything, so they are simply added (as "may draw" cards are drawn).
 */
const holderOfMecatolRex: AgendaRule = {
  for: (tx) =>
    askLawScrap(tx, "holderOfMecatolRex", controllerOf(tx.state, MECATOL_REX), "Holder of Mecatol Rex"),
  against: (tx) => {
    const holder = controllerOf(tx.state, MECATOL_REX);
    const position = positionOfPlanet(tx.state, MECATOL_REX);
    if (holder === null || position === null) return;
    tx.emit({
      type: "unitsPlaced",
      seat: holder,
      position,
      planet: MECATOL_REX,
      units: { groundForce: 2 },
      reason: "Holder of Mecatol Rex",
    });
  },
};

const holderChoice: CardChoiceRule = {
  check: (state, _frame, _seat, answer) => checkLawScrap(state, "Holder of Mecatol Rex", answer.choice),
  resolve(tx, _frame, _seat, answer) {
    if (answer.choice !== DECLINE) discardLaw(tx, answer.choice as PoliticalCardId, "Holder of Mecatol Rex");
  },
  options: (state) => lawScrapOptions(state),
};

// ---- Technology Investigation Committee

/**
 * Puts one more agenda, drawn from the deck, before the council: the frame startAgenda (agenda.ts) pushes,
 * taken from frames.ts because importing agenda.ts would close an import cycle through outcomes.ts and
 * politicalEffects.ts, which reads this table while the modules load.
 */
function drawnAgenda(tx: Tx, reader: Seat): void {
  tx.emit({ type: "framePushed", frame: newAgendaFrame(reader, "drawn", false) });
}

/**
 * For: no technology may be bought this round (technology/purchase.ts). Against: each player loses a random
 * Action Card; then the next two Political Cards are drawn and resolved one after the other, read by the
 * same player (two agendas pushed: the upper one is voted first).
 */
const technologyInvestigationCommittee: AgendaRule = {
  for: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.committeeFor }),
  against: (tx, r) => {
    for (const seat of everyone(tx)) {
      const hand = player(tx.state, seat).secret.actionCards;
      if (hand.length === 0) continue;
      const { value, rng } = pick(tx.state.rng, hand);
      tx.emit({ type: "actionCardLostAtRandom", seat, card: value, rng });
    }
    drawnAgenda(tx, r.reader);
    drawnAgenda(tx, r.reader);
  },
};

/**
 * Recognize Accomplishments: the elected public objective's markers are cleared; those who had scored it
 * keep their VP and may score it again (statusPhase.ts checks the markers).
 */
const recognizeAccomplishments: AgendaRule = {
  elected: (tx, r) => {
    const objective = tx.state.objectives.find((o) => o.id === r.outcome);
    if (!objective) return;
    tx.emit({ type: "objectiveMarkersCleared", objective: objective.id, seats: [...objective.scoredBy] });
  },
};

/**
 * Revote: the elected law (one passed in the latest round a law in play passed in: laws.ts electableLaws)
 * leaves play and its agenda is read and voted again at once, by the same reader; whatever it does when
 * passed, it does again (Emperor's VP taken back first, as the card leaves play).
 */
const revote: AgendaRule = {
  elected: (tx, r) => {
    const law = lawsInPlay(tx.state).find((l) => l.card === r.outcome);
    if (!law) return;
    takeBackLawVp(tx, law);
    tx.emit({ type: "lawRevoted", card: law.card });
    const frame = { ...newAgendaFrame(r.reader, "drawn", false), card: law.card, step: "read" as const };
    tx.emit({ type: "framePushed", frame });
  },
};

export const COUNCIL_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  revote,
  recognizeAccomplishments,
  newConstitution,
  holderOfMecatolRex,
  technologyInvestigationCommittee,
};

export const COUNCIL_DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  newConstitution: newConstitutionChoice,
  holderOfMecatolRex: holderChoice,
};
