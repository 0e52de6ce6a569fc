/**
 * The Assembly Strategy Card (SE p.15, variant cards). Primary, Senate: draw 1 Political Card and 2 Action
 * Cards, then choose: a) claim the Speaker token (not if you are the Speaker) and name another player,
 * who plays a Political Card from his hand as the agenda; or b) give the Speaker token to another player
 * (neither you nor the current Speaker) and play a Political Card from your own hand. A player with an
 * empty hand plays the top card of the deck. Secondary, Morale Boost: 1 Strategy Allocation counter to
 * refresh your planets with at most 6 resources and influence together.
 * Not automated: discarding a Political Card instead of spending a Trade Good (SE p.15) stays by hand.
 */
import { getPlanet } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { PlanetCard } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { drawActionCards, drawPoliticalCards } from "../actionCards/draw.ts";
import { player } from "../players.ts";
import { startAgenda } from "./agenda.ts";
import type { SenateFrame } from "./frames.ts";

export const senate: PrimaryRule = {
  needsAnswer: () => false,
  prompt: () => "",
  resolve(tx, frame) {
    drawPoliticalCards(tx, frame.seat, 1);
    drawActionCards(tx, frame.seat, 2);
    tx.emit({ type: "framePushed", frame: { kind: "senate", seat: frame.seat } });
    return undefined;
  },
};

export const SENATE_RULES: FrameRules<SenateFrame> = {
  decisions(_state, frame): Decision[] {
    return [
      {
        kind: "chooseSenateOption",
        seat: frame.seat,
        simultaneous: false,
        prompt:
          "choose a) take the Speaker token and name who plays the agenda, or b) name the new Speaker and play the agenda yourself",
        choices: ["a", "b"],
      },
    ];
  },
};

export function chooseSenateOption(
  tx: Tx,
  command: Extract<Command, { type: "chooseSenateOption" }>,
): RuleError | undefined {
  const { seat, option, target } = command;
  const speaker = tx.state.speaker;
  const other = tx.state.players[target];
  if (!other || other.eliminated || target === seat) {
    return ruleError("ERR_SENATE_TARGET", "SE p.15 Assembly", "Name another player still in the game.");
  }
  if (option === "a" && seat === speaker) {
    return ruleError(
      "ERR_ALREADY_SPEAKER",
      "SE p.15 Assembly",
      "You are the Speaker already: choose option b.",
    );
  }
  if (option === "b" && target === speaker) {
    return ruleError(
      "ERR_SENATE_TARGET",
      "SE p.15 Assembly",
      "Option b gives the Speaker token to a player other than you and the current Speaker.",
    );
  }
  tx.emit({ type: "framePopped" });
  const newSpeaker = option === "a" ? seat : target;
  if (newSpeaker !== speaker) tx.emit({ type: "speakerChanged", seat: newSpeaker });
  startAgenda(tx, option === "a" ? target : seat, "played", true);
  return undefined;
}

/** SE p.15 Morale Boost: the planets refreshed may total at most 6 resources and influence together. */
const MORALE_BOOST_LIMIT = 6;

export const assemblyMoraleBoost: SecondaryRule = {
  check(state, seat, choice) {
    const planets = choice.refresh ?? [];
    const held = player(state, seat).planets as Record<string, PlanetCard>;
    if (new Set(planets).size !== planets.length || planets.some((id) => !held[id]?.exhausted)) {
      return ruleError(
        "ERR_REFRESH",
        "SE p.15 Assembly",
        "Name exhausted planet cards of yours, each once, to refresh.",
      );
    }
    const total = planets.reduce((n, id) => n + getPlanet(id).resources + getPlanet(id).influence, 0);
    if (total > MORALE_BOOST_LIMIT) {
      return ruleError(
        "ERR_REFRESH_LIMIT",
        "SE p.15 Assembly",
        `The planets refreshed may total at most ${MORALE_BOOST_LIMIT} resources and influence together (these total ${total}).`,
      );
    }
    return undefined;
  },
  resolve(tx, seat, choice) {
    const planets = (choice.refresh ?? []) as never[];
    if (planets.length > 0) tx.emit({ type: "planetsRefreshed", seat, planets });
  },
};
