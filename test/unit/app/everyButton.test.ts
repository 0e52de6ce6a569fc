/**
 * Every button the bot draws answers: for each kind of decision the engine can ask (one scene each,
 * test/support/pendingScenes.ts), the answers a button may carry are drawn on Discord (custom ids that
 * survive their codec) and in the playground, each press is turned into the request it stands for, and
 * the engine accepts it, or refuses it for the rule the scene names. Presses by anyone the decision is
 * not for change nothing, and two buttons in one message never share a label for different actions.
 */
import type { APIActionRowComponent, APIComponentInMessageActionRow } from "discord.js";
import { describe, expect, it } from "vitest";
import {
  answeringCommand,
  answersDirectly,
  decisionPressed,
  howToText,
  NOT_YOURS,
  offeredAnswers,
  pressAnswer,
  requestFor,
} from "../../../src/app/answers.ts";
import { fullName } from "../../../src/app/catalog/index.ts";
import { type Pending, pendingOf } from "../../../src/app/pending.ts";
import type { AppRequest } from "../../../src/app/types.ts";
import { controlsFor } from "../../../src/discord/controls.ts";
import { encodeCustomId, MAX_CUSTOM_ID_LENGTH, parseCustomId } from "../../../src/discord/customId.ts";
import { apply, type Command, type Decision, type GameState } from "../../../src/engine/index.ts";
import { buttonsFor } from "../../../src/playground/buttons.ts";
import { CTX, type Scenario } from "../../support/engine.ts";
import { SCENES, type Scene } from "../../support/pendingScenes.ts";

const GAME_ID = "5ce4e0a1-0000-4000-8000-000000000000";
const STRANGER = "someone-not-seated";
/** Discord's limit on a select menu's options (src/discord/controls.ts). */
const MAX_SELECT_OPTIONS = 25;

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** A drawn Discord control: a button (its custom id and label) or one option of a select menu. */
interface Drawn {
  customId: string;
  label: string;
  /** The answer a select option carries (its value); a button carries it in its custom id. */
  value?: string;
}

function drawnControls(rows: Row[]): Drawn[] {
  return rows.flatMap((row) =>
    row.components.flatMap((c): Drawn[] => {
      if ("options" in c) {
        return c.options.map((o) => ({ customId: c.custom_id, label: o.label, value: o.value }));
      }
      if ("custom_id" in c && "label" in c) return [{ customId: c.custom_id, label: c.label ?? "" }];
      return [];
    }),
  );
}

function userAt(pending: Pending, seat: number): string {
  return pending.players.find((p) => p.seat === seat)?.userId as string;
}

/** Applies a request as its seat's command; the verdict is "accepted" or the rule code refusing it. */
function verdict(state: GameState, seat: number, request: AppRequest): string {
  if (request.kind !== "play") return `not a move: ${request.kind}`;
  const result = apply(state, { ...request.command, seat } as Command, CTX);
  return result.ok ? "accepted" : result.error.code;
}

/** What the scene says a press of this answer must come to. */
function expected(scene: Scene, answer: string): string {
  return scene.refused?.[answer] ?? "accepted";
}

function ofKind(pending: Pending, kind: string): Decision[] {
  return pending.decisions.filter((d) => d.kind === kind);
}

const built = new Map<string, Scenario>();
function sceneState(kind: string, scene: Scene): GameState {
  let game = built.get(kind);
  if (!game) {
    game = scene.build();
    built.set(kind, game);
  }
  return game.state;
}

describe.each(Object.entries(SCENES))("%s", (kind, scene) => {
  const pending = () => pendingOf(GAME_ID, sceneState(kind, scene));

  it("is asked in its scene", () => {
    expect(ofKind(pending(), kind).length, JSON.stringify(pending().decisions)).toBeGreaterThan(0);
  });

  it("answers each button carries are accepted, or refused for the rule the scene names", () => {
    const now = pending();
    const state = sceneState(kind, scene);
    for (const decision of ofKind(now, kind)) {
      const answers = offeredAnswers(decision, now);
      if (answersDirectly(kind)) expect(answers.length, `${kind} offers no answer`).toBeGreaterThan(0);
      for (const answer of answers) {
        const request = requestFor(kind, answer, now);
        expect(request, `${kind} ${answer}`).not.toHaveProperty("argError");
        expect(verdict(state, decision.seat, request as AppRequest), `${kind} ${answer}`).toBe(
          expected(scene, answer),
        );
      }
    }
    // A refusal the scene names must be one its buttons offer, so the list cannot go stale unnoticed.
    const offered = ofKind(now, kind).flatMap((d) => offeredAnswers(d, now));
    for (const answer of Object.keys(scene.refused ?? {})) expect(offered).toContain(answer);
  });

  it("draws Discord controls whose ids survive their codec, and each press does what its label says", () => {
    const now = pending();
    const state = sceneState(kind, scene);
    const drawn = drawnControls(controlsFor(now));
    for (const control of drawn) {
      expect(control.customId.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
      const id = parseCustomId(control.customId);
      expect(id, control.customId).not.toBeNull();
      if (id) expect(encodeCustomId(id)).toBe(control.customId);
    }
    const mine = drawn.flatMap((control) => {
      const id = parseCustomId(control.customId);
      return id && id.decision === kind ? [{ ...control, id }] : [];
    });
    expect(mine.length, `no control answers ${kind}`).toBeGreaterThan(0);

    for (const control of mine) {
      // A step's menus and its send button carry picks, not answers: see "sends the picks..." below.
      if (control.id.route === "pick" || control.id.route === "send") continue;
      if (control.id.route === "howTo") {
        for (const decision of ofKind(now, kind)) {
          const asked = decisionPressed(now, userAt(now, decision.seat), kind);
          expect(asked).toMatchObject({ kind, seat: decision.seat });
          const command = answeringCommand(decision);
          expect(command, kind).toBeDefined();
          if (command) expect(howToText(asked as Decision)).toContain(fullName(command));
        }
        expect(decisionPressed(now, STRANGER, kind)).toMatch(new RegExp(`^${NOT_YOURS}`));
        continue;
      }
      const answer = control.value ?? control.id.answer;
      const owners = ofKind(now, kind).filter((d) => offeredAnswers(d, now).includes(answer));
      expect(owners.length, `${control.label} answers nobody's decision`).toBeGreaterThan(0);
      for (const decision of owners) {
        const pressed = pressAnswer(now, userAt(now, decision.seat), kind, answer);
        expect(pressed, control.label).not.toHaveProperty("refusal");
        if ("refusal" in pressed) continue;
        expect(pressed.request).toEqual(requestFor(kind, answer, now));
        expect(verdict(state, decision.seat, pressed.request), control.label).toBe(expected(scene, answer));
      }
      // Anyone else (another seat, or someone not playing) is told it is not theirs.
      const others = now.players.filter((p) => !owners.some((d) => d.seat === p.seat)).map((p) => p.userId);
      for (const userId of [...others, STRANGER]) {
        const pressed = pressAnswer(now, userId, kind, answer);
        expect(pressed, `${userId} pressing ${control.label}`).toMatchObject({
          refusal: expect.stringMatching(new RegExp(`^${NOT_YOURS}`)),
        });
      }
    }

    // Every answer offered is on a control, unless more than a select menu holds: then a how-to says how.
    const carried = new Set(mine.filter((c) => c.id.route !== "pick").map((c) => c.value ?? c.id.answer));
    const offered = new Set(ofKind(now, kind).flatMap((d) => offeredAnswers(d, now)));
    const missing = [...offered].filter((a) => !carried.has(a));
    if (offered.size <= MAX_SELECT_OPTIONS) expect(missing, `${kind} answers without a control`).toEqual([]);
    else expect(mine.map((c) => c.id.route)).toEqual(["howTo"]);
  });

  it("never gives two different Discord actions the same label in one message", () => {
    const now = pending();
    const rows = controlsFor(now);
    expect(rows.length).toBeLessThanOrEqual(5);
    // Discord refuses a message in which two components share a custom id.
    const ids = rows.flatMap((row) => row.components.map((c) => ("custom_id" in c ? c.custom_id : "")));
    expect(ids.length).toBe(new Set(ids).size);
    const drawn = drawnControls(rows);
    const actionOf = new Map<string, string>();
    for (const control of drawn) {
      const action = `${control.customId} ${control.value ?? ""}`;
      const seen = actionOf.get(control.label);
      if (seen !== undefined) expect(action, `two controls labelled "${control.label}"`).toBe(seen);
      actionOf.set(control.label, action);
      const answer = control.value ?? parseCustomId(control.customId)?.answer;
      expect(control.label, "a label names what it acts on, not the bare answer").not.toBe(answer);
    }
  });

  it("draws playground buttons carrying the same requests, named apart for each player", () => {
    const now = pending();
    const state = sceneState(kind, scene);
    for (const decision of ofKind(now, kind)) {
      const buttons = buttonsFor(decision, now);
      const requests = buttons.flatMap((b) => (b.request ? [b.request] : []));
      expect(requests).toEqual(offeredAnswers(decision, now).map((a) => requestFor(kind, a, now)));
      const answers = offeredAnswers(decision, now);
      requests.forEach((request, i) => {
        expect(verdict(state, decision.seat, request)).toBe(expected(scene, answers[i] as string));
      });
      for (const b of buttons.filter((x) => x.prefill !== undefined)) {
        const command = answeringCommand(decision);
        expect(b.prefill?.startsWith(fullName(command as never)), b.prefill).toBe(true);
      }
      if (requests.length === 0) expect(buttons.length, `${kind} has no button`).toBeGreaterThan(0);
    }
    // One block per player, as the playground draws it: no label names two different actions.
    for (const seat of new Set(now.decisions.map((d) => d.seat))) {
      const block = now.decisions.filter((d) => d.seat === seat).flatMap((d) => buttonsFor(d, now));
      const actionOf = new Map<string, string>();
      for (const b of block) {
        const action = JSON.stringify(b.request ?? b.prefill);
        const seen = actionOf.get(b.label);
        if (seen !== undefined) expect(action, `seat ${seat}: two buttons "${b.label}"`).toBe(seen);
        actionOf.set(b.label, action);
      }
    }
  });
});

describe("buttons addressed to one player", () => {
  it("gives each player the accept and refuse of the trade proposal made to them", () => {
    const now = pendingOf(GAME_ID, SCENES.answerTradeProposal.build().state);
    const asked = ofKind(now, "answerTradeProposal");
    expect(asked.length).toBe(2);
    const ids = drawnControls(controlsFor(now)).map((c) => c.customId);
    for (const decision of asked) {
      const proposal = decision.choices?.[0] as string;
      const accept = `accept.${proposal}`;
      expect(ids.some((id) => id.endsWith(`:answerTradeProposal:${accept}`))).toBe(true);
      const pressed = pressAnswer(now, userAt(now, decision.seat), "answerTradeProposal", accept);
      expect(pressed).toMatchObject({
        request: { kind: "play", command: { type: "answerTradeProposal", proposal: Number(proposal) } },
      });
      const other = asked.find((d) => d.seat !== decision.seat) as Decision;
      expect(pressAnswer(now, userAt(now, other.seat), "answerTradeProposal", accept)).toMatchObject({
        refusal: expect.stringMatching(/^This is not yours/),
      });
      const labels = buttonsFor(decision, now).map((b) => b.label);
      expect(labels).toEqual([`Accept trade proposal #${proposal}`, `Refuse trade proposal #${proposal}`]);
    }
  });

  it("abstains from the Abstain button as from the typed command", () => {
    const now = pendingOf(GAME_ID, SCENES.castVotes.build().state);
    const voter = ofKind(now, "castVotes")[0] as Decision;
    const pressed = pressAnswer(now, userAt(now, voter.seat), "castVotes", "abstain");
    expect(pressed).toMatchObject({
      request: { kind: "play", command: { type: "castVotes", choice: null } },
    });
  });
});
