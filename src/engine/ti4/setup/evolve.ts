import { ti4PromissoryNotesAtSetup } from "../../../content/ti4/index.ts";
import { addUnits, forcesAt } from "../board/forces.ts";
import type { Ti4SetupEvent } from "../events.ts";
import type { Ti4PlayerState, Ti4State, Ti4UnitCounts } from "../state.ts";

/** The events of the set-up; the round's modules fold their own. */
type SetupEventType = Exclude<
  Ti4SetupEvent["type"],
  "gameCreated" | "ti4PhaseBegan" | "ti4StrategyCardPicked" | "ti4TradeGoodsOnUnchosenCards" | "ti4RoundBegan"
>;
type Handlers = {
  [T in SetupEventType]: (draft: Ti4State, e: Extract<Ti4SetupEvent, { type: T }>) => void;
};

function playerOf(draft: Ti4State, seat: number): Ti4PlayerState {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

export const SETUP_EVENTS: Handlers = {
  ti4FramePushed(draft, e) {
    draft.stack.push(e.frame);
  },
  ti4FramePopped(draft) {
    draft.stack.pop();
  },
  ti4FrameUpdated(draft, e) {
    draft.stack[draft.stack.length - 1] = e.frame;
  },
  ti4SpeakerChosen(draft, e) {
    draft.speaker = e.seat;
  },
  ti4FactionsDealt(draft, e) {
    for (const [seat, faction] of Object.entries(e.factions)) playerOf(draft, Number(seat)).faction = faction;
  },
  ti4FactionPicked(draft, e) {
    playerOf(draft, e.seat).faction = e.faction;
  },
  ti4GalaxyLaidOut(draft, e) {
    draft.galaxy = { ...e.galaxy };
  },
  ti4SystemsDealt(draft, e) {
    draft.galaxy = { ...e.galaxy };
  },
  ti4SystemPlaced(draft, e) {
    draft.galaxy = { ...draft.galaxy, [e.position]: { tile: e.tile } };
  },
  ti4HomeSettled(draft, e) {
    const player = playerOf(draft, e.seat);
    player.home = e.position;
    const faction = player.faction;
    if (!faction) throw new Error(`seat ${e.seat} settles a home without a faction`);
    for (const planet of e.planets) player.planets[planet] = { exhausted: false };
    player.secret.promissoryNotes = ti4PromissoryNotesAtSetup(faction, draft.config.boxes).map((n) => n.id);
    const system = draft.board[e.position] ?? { space: [], planets: {}, commandTokens: [] };
    for (const planet of e.planets) system.planets[planet] ??= [];
    addUnits(system.space, e.seat, e.space);
    for (const [planet, units] of Object.entries(e.onPlanets) as [keyof typeof e.onPlanets, Ti4UnitCounts][])
      addUnits(forcesAt(system, planet), e.seat, units);
    draft.board[e.position] = system;
  },
  ti4TechnologiesGained(draft, e) {
    const player = playerOf(draft, e.seat);
    for (const id of e.technologies) if (!player.technologies.includes(id)) player.technologies.push(id);
  },
  ti4GroundForcesPlaced(draft, e) {
    const home = playerOf(draft, e.seat).home;
    const system = home ? draft.board[home] : undefined;
    if (!system) throw new Error(`seat ${e.seat} places ground forces without a home system`);
    for (const [planet, units] of Object.entries(e.onPlanets) as [keyof typeof e.onPlanets, Ti4UnitCounts][])
      addUnits(forcesAt(system, planet), e.seat, units);
  },
  ti4DecksShuffled(draft, e) {
    draft.decks = { ...draft.decks, ...structuredClone(e.decks) };
  },
  ti4PublicObjectivesDealt(draft, e) {
    draft.decks.stageOne = [...e.stageOne];
    draft.decks.stageTwo = [...e.stageTwo];
  },
  ti4ObjectiveRevealed(draft, e) {
    draft.decks.stageOne = draft.decks.stageOne.filter((id) => id !== e.objective);
    draft.decks.stageTwo = draft.decks.stageTwo.filter((id) => id !== e.objective);
    draft.objectives.push({ id: e.objective, scoredBy: [] });
  },
  ti4SecretObjectivesDrawn(draft, e) {
    draft.decks.secretObjectives = draft.decks.secretObjectives.filter((id) => !e.objectives.includes(id));
    playerOf(draft, e.seat).secret.secretObjectivesDrawn = [...e.objectives];
  },
  ti4SecretObjectiveKept(draft, e) {
    const secret = playerOf(draft, e.seat).secret;
    const returned = (secret.secretObjectivesDrawn ?? []).filter((id) => id !== e.objective);
    secret.secretObjectives.push(e.objective);
    delete secret.secretObjectivesDrawn;
    // LRR setup step 12: the other goes back into the deck, shuffled once everyone has kept one.
    draft.decks.secretObjectives.push(...returned);
  },
  ti4SecretDeckShuffled(draft, e) {
    draft.decks.secretObjectives = [...e.secretObjectives];
  },
  ti4SetupFinished(draft) {
    draft.round = 1;
  },
};
