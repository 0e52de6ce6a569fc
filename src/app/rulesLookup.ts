/** /ti rules: finds components by name and shows their facts and Mecatol's short wording. */
import {
  ACTION_CARDS,
  boxName,
  OBJECTIVES,
  OPTIONS,
  PLANETS,
  POLITICAL_CARDS,
  RACES,
  STRATEGY_CARDS,
  SYSTEMS,
  TECHNOLOGIES,
} from "../content/index.ts";
import { availableOptions } from "../engine/index.ts";
import { didYouMean, fold as norm } from "./catalog/nearest.ts";
import { deadlineRules } from "./deadline.ts";
import { vacationRules } from "./preferences.ts";
import { timeBankRules } from "./timeBank.ts";

interface Entry {
  name: string;
  text: string;
}

function entries(): Entry[] {
  return [
    // Mecatol's own rule: the default each decision gets when a game's deadline passes (app/deadline.ts).
    { name: "Deadline", text: deadlineRules() },
    { name: "Timeouts", text: deadlineRules() },
    // The optional time bank and the table's vote when one runs out (app/timeBank.ts).
    { name: "Time bank", text: timeBankRules() },
    { name: "Vacation", text: vacationRules() },
    ...TECHNOLOGIES.map((t) => ({ name: t.name, text: `${t.name} (${t.color} technology): ${t.text}` })),
    ...ACTION_CARDS.map((c) => ({
      name: c.name,
      text: `${c.name} (Action Card, ${c.timing}, ${c.copies}×): ${c.text}`,
    })),
    ...POLITICAL_CARDS.map((c) => ({
      name: c.name,
      text: `${c.name} (Political Card, ${c.kind}): ${c.text}`,
    })),
    ...OBJECTIVES.map((o) => ({ name: o.name, text: `${o.name} (${o.kind}, ${o.vp} VP): ${o.text}` })),
    ...STRATEGY_CARDS.map((c) => ({
      name: c.name,
      text: `${c.name} (${c.initiative}): primary — ${c.primary?.text ?? "none"}; secondary — ${c.secondary?.text ?? "none"}`,
    })),
    // The optional rules: what each changes, and whether a game may switch it on yet.
    ...Object.values(OPTIONS).map((o) => ({
      name: o.name.replace(/^The /, ""),
      text: `${o.name} (optional rule, ${boxName(o.box)}; ${
        availableOptions().includes(o.id)
          ? "`/ti game new` can switch it on"
          : o.refused
            ? "refused by Mecatol"
            : "not played by Mecatol yet"
      }): ${o.rules ?? o.description}`,
    })),
    ...RACES.map((r) => ({ name: r.name, text: `${r.name}: ${r.abilities.map((a) => a.text).join(" ")}` })),
    ...PLANETS.map((p) => ({
      name: p.name,
      text: `${p.name}: ${p.resources} resources, ${p.influence} influence${p.specialties.length ? `, ${p.specialties.join("/")} specialty` : ""}${p.refresh ? `; ${p.refresh.text}` : ""}`,
    })),
    ...SYSTEMS.filter((s) => s.planets.length === 0).map((s) => ({
      name: s.name,
      text: `${s.name}: ${s.kind}${s.anomaly ? ` (${s.anomaly})` : ""}`,
    })),
  ];
}

export function lookUpRules(topic: string): string {
  const key = norm(topic);
  if (key.length < 2) return "Give at least two letters to look up.";
  const all = entries();
  const exact = all.filter((e) => norm(e.name) === key);
  const found = exact.length > 0 ? exact : all.filter((e) => norm(e.name).includes(key));
  if (found.length === 0)
    return `Nothing called "${topic}" in the game's components.${didYouMean(
      topic,
      all.map((e) => e.name),
    )}`;
  const shown = found.slice(0, 5).map((e) => e.text);
  return found.length > 5
    ? [...shown, `… and ${found.length - 5} more: be more specific.`].join("\n")
    : shown.join("\n");
}
