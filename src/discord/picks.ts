/**
 * The menus of an answer picked in several parts (what moves from each fleet, what lands on each planet,
 * what each dock builds), drawn from the app's pickers (app/picks.ts), and the button that sends them.
 * What is picked is kept on the message itself, as each menu's chosen options: a pick updates the message,
 * and the send button reads the message it belongs to. Nothing is held in memory, so a restart between two
 * clicks loses nothing; every pick and the send are checked against the live offers again.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from "discord.js";
import type { PickForm, Picks } from "../app/picks.ts";
import { encodeCustomId, parseCustomId } from "./customId.ts";

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One select menu per picker, each option chosen again as the picks say. */
export function pickMenus(game: string, form: PickForm, picks: Picks): Row[] {
  return form.pickers.map((picker) => {
    const chosen = picks.get(picker.key) ?? [];
    const menu: APIStringSelectComponent = {
      type: ComponentType.StringSelect,
      custom_id: encodeCustomId({ route: "pick", game, decision: form.kind, answer: picker.key }),
      placeholder: clip(picker.placeholder, 150),
      min_values: 0,
      max_values: picker.options.length,
      options: picker.options.map((o) => ({
        label: clip(o.label, 100),
        value: o.value,
        ...(chosen.includes(o.value) ? { default: true } : {}),
      })),
    };
    return { type: ComponentType.ActionRow, components: [menu] };
  });
}

export function sendButton(game: string, form: PickForm): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Success,
    label: form.send,
    custom_id: encodeCustomId({ route: "send", game, decision: form.kind, answer: "-" }),
  };
}

interface SelectJson {
  type?: number;
  custom_id?: string;
  options?: { value?: string; default?: boolean }[];
}

/** A message's rows as plain JSON, whether discord.js built objects for them or not. */
function rowsJson(rows: readonly unknown[]): { components?: SelectJson[] }[] {
  return rows.map((row) => {
    const json = (row as { toJSON?: () => unknown }).toJSON?.() ?? row;
    return json as { components?: SelectJson[] };
  });
}

/** What a message's menus of this game and decision kind hold picked, by menu. */
export function picksOn(rows: readonly unknown[], game: string, kind: string): Map<string, string[]> {
  const picks = new Map<string, string[]>();
  for (const row of rowsJson(rows)) {
    for (const component of row.components ?? []) {
      if (component.type !== ComponentType.StringSelect || !component.custom_id) continue;
      const id = parseCustomId(component.custom_id);
      if (id?.route !== "pick" || id.game !== game || id.decision !== kind) continue;
      const chosen = (component.options ?? []).filter((o) => o.default === true && o.value);
      if (chosen.length > 0)
        picks.set(
          id.answer,
          chosen.map((o) => o.value as string),
        );
    }
  }
  return picks;
}
