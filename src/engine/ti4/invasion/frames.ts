/**
 * The invasion step of a tactical action (LRR 49, digest §4.5), pushed as `{ kind: "ti4Invasion", seat,
 * system }`; its own rules set the rest as it goes: bombardment (LRR 15), committing ground forces
 * (LRR 49.2, 27 for the custodians), space cannon defense (LRR 77.6-77.8), ground combat on each planet
 * (LRR 42, the combat module's frame) and establishing control (LRR 49.5, 25).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4CardInForce } from "../round/frames.ts";

export type Ti4InvasionStep =
  | "start"
  | "bombardment"
  | "commit"
  | "spaceCannonDefense"
  | "groundCombat"
  | "control";

export interface Ti4InvasionFrame {
  kind: "ti4Invasion";
  seat: Seat;
  system: PositionLabel;
  /** The sub-step under way; absent when the step has just been pushed. */
  step?: Ti4InvasionStep;
  /** LRR 49.2: the planets the active player committed ground forces to, in the order they chose. */
  committed?: Ti4PlanetId[];
  /** LRR 49.4: the committed planets whose ground combat has been begun. */
  fought?: Ti4PlanetId[];
  /** Action cards played for this invasion, in force until it ends (Bunker, Disable, Infiltrate). */
  cards?: Ti4CardInForce[];
  /** LRR 49.5: the planet whose change of control is under way (asked "when a planet is gained"). */
  gaining?: Ti4PlanetId;
  /** LRR 49.5: the committed planets whose control has been settled. */
  settled?: Ti4PlanetId[];
  /** LRR 25: the planet just taken from another player, and from whom (asked "after a planet is lost"). */
  taken?: { planet: Ti4PlanetId; from: Seat };
  /** TE "Coexist": the planet where the active player is asked whether to engage coexisting units. */
  asking?: Ti4PlanetId;
  /** TE "Coexist": the planets where that question has been answered. */
  engageAsked?: Ti4PlanetId[];
  /** TE "Coexist": the coexisting players' units the active player engages, each a combat of its own, in order. */
  engaging?: { planet: Ti4PlanetId; seat: Seat }[];
  /** TE "Coexist": the planets where the active player's coexisting units are committed against the planet. */
  endingCoexistence?: Ti4PlanetId[];
}
