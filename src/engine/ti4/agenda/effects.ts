/**
 * Which agendas the engine carries out, and how: each carried-out agenda has an entry (directives.ts,
 * lawOutcomes.ts), run when its outcome is resolved: `before` the card is put in play or discarded,
 * `after` it. A law's lasting effect is a query in laws.ts that the area it touches calls.
 *
 * An agenda without an entry is never drawn: TI4_AGENDAS_NOT_YET_CARRIED_OUT lists them and the set-up
 * leaves them out of the deck (setup/steps.ts), so no outcome is ever silently skipped.
 */
import { TI4_AGENDAS, type Ti4AgendaId } from "../../../content/ti4/index.ts";
import { ARTIFACT_EFFECT } from "./artifact.ts";
import { ATTACHMENT_EFFECTS } from "./attachments.ts";
import { CROWN_OF_THALNOS_EFFECT } from "./crownOfThalnos.ts";
import { DEFENSE_ACT_EFFECT } from "./defenseAct.ts";
import { DIRECTIVE_EFFECTS } from "./directives.ts";
import type { Ti4AgendaEffect } from "./effect.ts";
import { LAW_EFFECTS } from "./lawOutcomes.ts";
import { MORE_AGENDA_EFFECTS } from "./moreAgendas.ts";
import { OFFICE_EFFECTS } from "./offices.ts";
import { REDISTRIBUTION_EFFECT } from "./redistribution.ts";
import { RESEARCH_TEAM_EFFECTS } from "./researchTeams.ts";
import { REVOLUTION_EFFECT } from "./revolution.ts";
import { WORMHOLE_RESEARCH_EFFECT } from "./wormholeResearch.ts";

const EFFECTS: Partial<Record<Ti4AgendaId, Ti4AgendaEffect>> = {
  ...DIRECTIVE_EFFECTS,
  ...LAW_EFFECTS,
  ...ATTACHMENT_EFFECTS,
  defense_act: DEFENSE_ACT_EFFECT,
  ...MORE_AGENDA_EFFECTS,
  wormhole_research: WORMHOLE_RESEARCH_EFFECT,
  ...RESEARCH_TEAM_EFFECTS,
  ...OFFICE_EFFECTS,
  redistribution: REDISTRIBUTION_EFFECT,
  artifact: ARTIFACT_EFFECT,
  revolution: REVOLUTION_EFFECT,
  crown_of_thalnos: CROWN_OF_THALNOS_EFFECT,
};

/**
 * The agendas whose outcome or lasting effect needs rules not built yet, left out of the deck: every
 * Prophecy of Kings agenda (each base-game agenda is carried out).
 */
export const TI4_AGENDAS_NOT_YET_CARRIED_OUT: readonly Ti4AgendaId[] = TI4_AGENDAS.filter(
  (agenda) => !(agenda.id in EFFECTS),
).map((agenda) => agenda.id);

export function agendaCarriedOut(agenda: Ti4AgendaId): boolean {
  return agenda in EFFECTS;
}

export function agendaEffect(agenda: Ti4AgendaId): Ti4AgendaEffect {
  const effect = EFFECTS[agenda];
  if (!effect) throw new Error(`the agenda ${agenda} is not carried out and should never be drawn`);
  return effect;
}
