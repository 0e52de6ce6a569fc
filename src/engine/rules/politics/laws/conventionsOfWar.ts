/** Conventions of War, Against: each Against voter returns a Space Dock outside his Home System. */
import type { PlanetId } from "../../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../../choices.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { removeUnsupportedFighters } from "../../combat/losses.ts";
import { player } from "../../players.ts";
import { count, forcesOnPlanet, planetsAt, spaceUnits, unitsIn } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { RULE } from "./shared.ts";

interface DockAbroad {
  position: PositionLabel;
  /** The planet it stands on; null for Saar Space Docks in space (SE). */
  planet: PlanetId | null;
}

/** The seat's docks outside its Home System. */
function docksAbroad(state: GameState, seat: Seat): DockAbroad[] {
  const home = player(state, seat).home;
  const out: DockAbroad[] = [];
  for (const [position, system] of Object.entries(state.board)) {
    if (position === home) continue;
    for (const planet of planetsAt(state, position)) {
      if (count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock") > 0)
        out.push({ position, planet });
    }
    if (count(spaceUnits(state, position, seat), "spaceDock") > 0) out.push({ position, planet: null });
  }
  return out;
}

/** The answer naming a dock: its planet, or the system of Saar docks in space. */
function dockAnswer(dock: DockAbroad): CardChoiceAnswer {
  return dock.planet === null ? { system: dock.position } : { planets: [dock.planet] };
}

function namedDock(state: GameState, seat: Seat, answer: CardChoiceAnswer): DockAbroad | undefined {
  const planet = answer.planets?.length === 1 ? answer.planets[0] : undefined;
  return docksAbroad(state, seat).find((d) =>
    planet !== undefined ? d.planet === planet : d.planet === null && d.position === answer.system,
  );
}

function returnDock(tx: Tx, seat: Seat, dock: DockAbroad): void {
  tx.emit({
    type: "unitsRemoved",
    seat,
    position: dock.position,
    ...(dock.planet === null ? {} : { planet: dock.planet }),
    units: { spaceDock: 1 },
    reason: "Conventions of War",
  });
  // Fighters the dock supported may be left without support (RR §2.3).
  removeUnsupportedFighters(tx, seat, dock.position);
}

export const conventionsOfWarAgainst: Outcome = (tx, result) => {
  const against = result.votes.filter((v) => v.choice === "against").map((v) => v.seat);
  for (const seat of everyone(tx).filter((s) => against.includes(s))) {
    const docks = docksAbroad(tx.state, seat);
    if (docks.length === 1) returnDock(tx, seat, docks[0] as DockAbroad);
    else if (docks.length > 1) {
      askCardChoice(tx, {
        effect: "conventionsOfWar",
        prompt:
          "Conventions of War: name the planet (or, for Saar docks, the system) of the Space Dock outside your Home System you return to reinforcements",
        awaiting: [seat],
      });
    }
  }
};

export const conventionsOfWarChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (namedDock(state, seat, answer)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      "Conventions of War: name the planet of one of your Space Docks outside your Home System.",
    );
  },
  resolve(tx, _frame, seat, answer) {
    returnDock(tx, seat, namedDock(tx.state, seat, answer) as DockAbroad);
  },
  options(state, _frame, seat) {
    return docksAbroad(state, seat).map(dockAnswer);
  },
};
