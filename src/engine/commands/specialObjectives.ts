/**
 * The Special Objectives' options (SE p.9-11): a planet chosen for an Artifact token at set-up (option 5),
 * and the active player's call for a Voice of the Council vote (option 14). The vote itself is answered with
 * the council's castVotes and breakTie (commands/politics.ts).
 */
import type { PlanetId } from "../../content/index.ts";
import { command, flag, id } from "./forms.ts";

export const SPECIAL_OBJECTIVE_COMMANDS = [
  command("placeArtifact", { planet: id<PlanetId>() }),
  command("callCouncilVote", { call: flag }),
] as const;
