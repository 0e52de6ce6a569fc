/**
 * Codex I's Action Cards: 17 cards, 20 copies, all new (no base card shares a name with one, so none is
 * a revised reprint). They are dealt with Codex I, Prophecy of Kings or Thunder's Edge (actionCards.ts). Names, copies and
 * timings from shared/data/ti4/action_cards.json; every text is our own.
 */
import type { Ti4ActionCardData } from "./actionCards.ts";

export const TI4_ACTION_CARDS_CODEX = [
  {
    id: "blitz",
    name: "Blitz",
    timing: "invasionStart",
    text: "For this invasion, each of your non-fighter ships in the active system that lacks Bombardment bombards at 6.",
  },
  {
    id: "counterstroke",
    name: "Counterstroke",
    timing: "afterActivation",
    text: "Someone activated a system holding your command token: that token comes back to your tactic pool.",
  },
  {
    id: "f_conscription",
    name: "Fighter Conscription",
    timing: "action",
    text: "1 fighter from reinforcements in each system where you have a space dock or a unit with capacity; systems with other players' ships get none.",
  },
  {
    id: "fsb",
    name: "Forward Supply Base",
    timing: "afterActivation",
    text: "Another player activated a system holding your units: you gain 3 trade goods and pick a different player to gain 1.",
  },
  {
    id: "ghost_squad",
    name: "Ghost Squad",
    timing: "afterGroundForcesCommitted",
    text: "Move any of your ground forces between the planets you control in the active system.",
  },
  {
    id: "hack",
    name: "Hack Election",
    timing: "afterAgendaRevealed",
    text: "This agenda's voting starts to the right of the speaker and runs counter-clockwise.",
  },
  {
    id: "harness",
    name: "Harness Energy",
    timing: "afterActivation",
    text: "You activated an anomaly: your commodities are topped up to their full value.",
  },
  {
    id: "impersonation",
    name: "Impersonation",
    timing: "action",
    text: "Pay 3 influence and draw a secret objective.",
  },
  {
    id: "insider",
    name: "Insider Information",
    timing: "afterAgendaRevealed",
    text: "You see the card waiting on top of the agenda deck.",
  },
  {
    id: "master_plan",
    name: "Master Plan",
    timing: "afterAction",
    text: "You have just taken an action: take one more this turn.",
  },
  {
    id: "plagiarize",
    name: "Plagiarize",
    timing: "action",
    text: "Pay 5 influence and gain a non-faction technology owned by one of your neighbours.",
  },
  {
    id: "rally",
    name: "Rally",
    timing: "afterActivation",
    text: "You activated a system with another player's ships: 2 command tokens from reinforcements join your fleet pool.",
  },
  {
    id: "reflective",
    name: "Reflective Shielding",
    timing: "sustainDamageUsed",
    text: "As one of your ships takes damage through Sustain Damage in combat, your opponent's ships in the active system take 2 hits.",
  },
  {
    id: "sanction",
    name: "Sanction",
    timing: "afterAgendaRevealed",
    text: "Rider: if your call wins, every player who voted for it takes a token off their fleet pool.",
  },
  {
    id: "scramble",
    name: "Scramble Frequency",
    timing: "afterRoll",
    text: "Another player has rolled for Bombardment, Space Cannon or Anti-Fighter Barrage: every one of those dice is rolled again.",
  },
  {
    id: "solar_flare",
    name: "Solar Flare",
    timing: "afterActivation",
    text: "While your ships move this tactical action, other players cannot fire Space Cannon at them.",
  },
  {
    id: "war_machine",
    name: "War Machine",
    copies: 4,
    timing: "whenProducing",
    text: "Your units' total Production goes up by 4 and what you build costs 1 less in all.",
  },
] as const satisfies readonly Ti4ActionCardData[];
