/**
 * What Thunder's Edge's relics do (TE rulebook "Relics", "Purge"; the cards as public rulings give them,
 * our wording in content/ti4/relics.te.ts and relics.ts). A relic whose effect needs a part the engine does
 * not have yet is listed in TE_RELICS_NOT_YET_CARRIED_OUT with the reason, and left out of the relic deck at
 * set-up (setup/steps.ts), so it is never drawn; its use is refused with that reason.
 *  - Book of Latvinia: on gaining it, research up to 2 technologies without prerequisites (its own frame);
 *    as an action, purge it for 1 victory point if you own technologies of all 4 colours, or else take the
 *    speaker token.
 *  - The Quantumcore: on gaining it, its holder gains its faction's breakthrough (relics.ts); while held, it
 *    links every technology colour in synergy (synergy.ts).
 *  - Lightrail Ordnance: its holder's space docks have SPACE CANNON 5 (x2) reaching adjacent systems (units.ts).
 *  - Metali Void Armaments and Metali Void Shielding: in combat (relicCombat.ts).
 *  - Neuraloop: its window after a public objective is revealed (neuraloop.ts).
 *  - The Triad: spent in a payment as a planet card is (triad.ts, economy/spend.ts).
 *  - The Silver Flame: as an action, purged for its die (silverFlame.ts).
 *  - Heart of Ixth: exhausted at the moment after a combat roll to shift one die by 1 (heartOfIxth.ts).
 */
import {
  TI4_TECH_COLORS,
  type Ti4RelicId,
  type Ti4TechnologyId,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { hookAnswers } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { techDeckOf } from "../technology/research.ts";
import type { TeLatviniaFrame } from "./forms.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { purgeRelic, relicName } from "./relics.ts";
import { holdsRelic } from "./relicsHeld.ts";
import { TE_RELICS_NOT_YET_CARRIED_OUT } from "./relicsNotBuilt.ts";
import { SILVER_FLAME, SILVER_FLAME_EVENTS, useSilverFlame } from "./silverFlame.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Relics";

/** The technologies without prerequisites `seat` may gain from Book of Latvinia (its deck's, not yet owned). */
export function latviniaChoices(state: Ti4State, seat: Seat): Ti4TechnologyId[] {
  const owned = state.players[seat]?.technologies ?? [];
  return techDeckOf(state, seat).filter(
    (id) => !owned.includes(id) && Object.values(ti4Technology(id).prerequisites).every((n) => !n),
  );
}

const latvinia: FrameRules<Ti4, TeLatviniaFrame> = {
  decisions: (state, frame): Decision<Ti4>[] => [
    {
      kind: "chooseLatviniaTechnologies",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Book of Latvinia: research up to 2 technologies that have no prerequisites",
      choices: latviniaChoices(state, frame.seat),
    },
  ],
  advance: () => false,
};

function chooseLatviniaTechnologies(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "chooseLatviniaTechnologies" }>,
): RuleError | undefined {
  const { seat, technologies } = command;
  const open = latviniaChoices(tx.state, seat);
  if (technologies.length > 2 || new Set(technologies).size !== technologies.length)
    return ruleError("ERR_TI4_LATVINIA", RULE, "Book of Latvinia researches up to 2 different technologies.");
  const wrong = technologies.find((id) => !open.includes(id));
  if (wrong)
    return ruleError(
      "ERR_TI4_LATVINIA",
      RULE,
      `Book of Latvinia researches only technologies of your deck without prerequisites that you lack; ${wrong} is not one.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  for (const technology of technologies) {
    tx.emit({ type: "ti4TechnologiesGained", seat, technologies: [technology] });
    for (const answer of hookAnswers(tx.state, "afterTechnologyResearched")) answer(tx, seat, technology);
  }
  return undefined;
}

/** True when `seat` owns technologies of all 4 colours (Book of Latvinia's point). */
export function ownsEveryColour(state: Ti4State, seat: Seat): boolean {
  const colours = new Set((state.players[seat]?.technologies ?? []).map((t) => ti4Technology(t).color));
  return TI4_TECH_COLORS.every((c) => colours.has(c));
}

/** The relics held by `seat` whose ACTION it may take now. */
function relicActions(state: Ti4State, seat: Seat): Ti4RelicId[] {
  if (!playsThundersEdge(state)) return [];
  const actions: Ti4RelicId[] = ["bookoflatvinia", SILVER_FLAME];
  return actions.filter((relic) => holdsRelic(state, seat, relic));
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  const relics = relicActions(state, seat);
  if (relics.length === 0) return [];
  return [
    {
      kind: "useRelicAction",
      seat,
      simultaneous: false,
      prompt: `use a relic's action (${relics.map(relicName).join(", ")})`,
      choices: relics,
    },
  ];
}

function useRelicAction(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "useRelicAction" }>,
): RuleError | undefined {
  const { seat } = command;
  const relic = command.relic as Ti4RelicId;
  const missing = TE_RELICS_NOT_YET_CARRIED_OUT[relic];
  if (missing) return ruleError("ERR_TI4_RELIC_NOT_BUILT", RULE, missing);
  if (!holdsRelic(tx.state, seat, relic))
    return ruleError("ERR_TI4_RELIC", RULE, `You do not hold ${command.relic} in your play area.`);
  if (!relicActions(tx.state, seat).includes(relic))
    return ruleError("ERR_TI4_RELIC", RULE, `${relicName(relic)} has no action.`);
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  if (relic === SILVER_FLAME) {
    useSilverFlame(tx, seat);
    return undefined;
  }
  // Book of Latvinia.
  purgeRelic(tx, seat, relic);
  if (ownsEveryColour(tx.state, seat))
    tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: "Book of Latvinia" });
  else if (tx.state.speaker !== seat) tx.emit({ type: "ti4SpeakerChanged", seat });
  return undefined;
}

export const TE_RELIC_USES: Ti4Module = {
  id: "teRelicUses",
  commands: { useRelicAction, chooseLatviniaTechnologies },
  frames: { teLatvinia: latvinia },
  events: SILVER_FLAME_EVENTS,
  hooks: { componentActions },
};
