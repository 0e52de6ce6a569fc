/**
 * Prophecy of Kings' own Action Cards: 17 cards, 20 copies (the PoK deck also takes Codex I's 20 copies,
 * actionCards.ts). Names, copies and timings from shared/data/ti4/action_cards.json; every text is our own.
 */
import type { Ti4ActionCardData } from "./actionCards.ts";

export const TI4_ACTION_CARDS_POK = [
  {
    id: "arch_expedition",
    name: "Archaeological Expedition",
    timing: "action",
    text: "Turn over the top 3 cards of an exploration deck whose trait one of your planets has; keep the relic fragments among them and discard the others.",
  },
  {
    id: "confounding",
    name: "Confounding Legal Text",
    timing: "whenElected",
    text: "Another player is elected by the agenda: you take their place as the one elected.",
  },
  {
    id: "coup",
    name: "Coup d'Etat",
    timing: "beforeStrategicAction",
    text: "That player's turn ends at once: the strategy card is neither resolved nor exhausted.",
  },
  {
    id: "deadly_plot",
    name: "Deadly Plot",
    timing: "whenOutcomeResolved",
    text: "If your votes or your call backed a different outcome, the agenda is thrown away unresolved and nothing replaces it; then all your planets are exhausted.",
  },
  {
    id: "decoy",
    name: "Decoy Operation",
    timing: "afterActivation",
    text: "Another player activated a system with your structures: take as many as 2 of your ground forces from anywhere on the board and put them on a planet you control there.",
  },
  {
    id: "dp",
    name: "Diplomatic Pressure",
    copies: 4,
    timing: "whenAgendaRevealed",
    text: "Pick another player: they give you a promissory note of theirs from hand.",
  },
  {
    id: "divert_funding",
    name: "Divert Funding",
    timing: "action",
    text: "Put back one of your non-faction technologies that is not a unit upgrade, then research a different technology.",
  },
  {
    id: "probe",
    name: "Exploration Probe",
    timing: "action",
    text: "Explore a frontier token in a system where you have ships, or in a system adjacent to one.",
  },
  {
    id: "investments",
    name: "Manipulate Investments",
    timing: "strategyPhaseStart",
    text: "Spread 5 trade goods from the supply over the strategy cards, on no fewer than 3 different cards.",
  },
  {
    id: "nav_suite",
    name: "Nav Suite",
    timing: "afterActivation",
    text: "You activated the system: anomalies have no effect on your movement in this tactical action's movement step.",
  },
  {
    id: "refit",
    name: "Refit Troops",
    timing: "action",
    text: "Swap 1 or 2 infantry of yours on the board for mechs.",
  },
  {
    id: "reveal_prototype",
    name: "Reveal Prototype",
    timing: "combatStart",
    text: "Spend 4 resources: research the unit upgrade of a unit type you have in this combat.",
  },
  {
    id: "reverse_engineer",
    name: "Reverse Engineer",
    timing: "whenActionCardDiscarded",
    text: "If the discarded card carries a component action, it goes into your hand instead of staying discarded.",
  },
  {
    id: "rout",
    name: "Rout",
    timing: "announceRetreats",
    text: "At the start of the step, when you are the defender: your opponent must retreat if they can.",
  },
  {
    id: "scuttle",
    name: "Scuttle",
    timing: "action",
    text: "Send 1 or 2 of your ships other than fighters back to reinforcements and take trade goods equal to what they cost together.",
  },
  {
    id: "seize",
    name: "Seize Artifact",
    timing: "action",
    text: "Pick a neighbour holding relic fragments: they hand you the one you choose.",
  },
  {
    id: "waylay",
    name: "Waylay",
    timing: "beforeAntiFighterBarrage",
    text: "Hits from the coming Anti-Fighter Barrage may go on any ships, not just fighters.",
  },
] as const satisfies readonly Ti4ActionCardData[];
