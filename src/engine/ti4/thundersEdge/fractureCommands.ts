/** Thunder's Edge's commands (its rulebook): the ingress tokens placed as The Fracture comes into play. */
import { TI4_TECH_COLORS } from "../../../content/ti4/index.ts";
import { command, oneOf, position } from "../../commands/forms.ts";

export const TI4_FRACTURE_COMMANDS = [
  /** TE "The Fracture": an ingress token in `position`, counted for the technology specialty `specialty`. */
  command("placeIngress", { position, specialty: oneOf(TI4_TECH_COLORS) }),
] as const;
