/**
 * Classic option "classic:nebula": the Nebula of TI2 Hope's End (ti2-hopes-end.txt, 2.1 New Mapboard Hexes)
 * in place of the TI3 one (RR §11). The two are one or the other: this module answers `anomalyRules`, so
 * every rule that reads what a Nebula does (movement, combat, PDS) reads Hope's End's.
 *
 * - A ship entering a Nebula stops there: in a TI3 Tactical Action ships end only in the activated system,
 *   so a Nebula is never passed through, as under RR §11; a ship whose move ends there feels nothing.
 * - "No technology can avert this": no technology lets ships through (none does in TI3 either). The law
 *   Investigate Spatial Anomalies still frees Nebulae from hindering movement: it is a law, not a
 *   technology, and the council's vote is meant to change the board. [decision]
 * - Fighters have no combat value in a Nebula: they roll no Space Battle dice there but may be taken as
 *   casualties (as in an Ion Storm, SE p.6).
 * - What TI3 adds and Hope's End does not have is gone: leaving a Nebula costs no extra movement (TI3's
 *   movement of 1) and the defender gets no +1 there. [decision: Hope's End lists everything a Nebula
 *   does; the option replaces the rule rather than adding to it]
 * - Placement: "not next to another red-bordered tile unless there is no other option" is the TI3 rule for
 *   every Special System already (RR §3.9; galaxy/placement.ts, galaxy/autoBuild.ts).
 */
import { ANOMALY_RULES, type AnomalyRules } from "../galaxy/adjacency.ts";
import type { RuleModule } from "../module.ts";

const RULE = "Hope's End 2.1 (the Nebula)";

export const HOPES_END_NEBULA: AnomalyRules = {
  ...ANOMALY_RULES.nebula,
  canMoveThrough: false,
  moveThroughWith: null,
  movementLeaving: null,
  defenderCombatBonus: 0,
  fightersRoll: false,
  rule: RULE,
  noPassage: ["ERR_NEBULA", RULE, "the Nebula at {p}: a ship entering a Nebula stops there"],
};

export const CLASSIC_NEBULA = {
  id: "option:classic:nebula",
  option: "classic:nebula",
  hooks: { anomalyRules: (_state, rules) => (rules.anomaly === "nebula" ? HOPES_END_NEBULA : rules) },
} satisfies RuleModule;
