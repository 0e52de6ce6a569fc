/**
 * The checks Discord makes on what a bot sends, as the fake makes them: a message over 2000 characters,
 * components beyond their limits, an attachment's description over 1024 characters, a thread name over
 * 100 characters or too many autocomplete choices are refused with 400 and code 50035 (Invalid Form
 * Body), naming the field; a new message with nothing in it with 50006. Lengths are counted in UTF-16 units, at least as strict as Discord.
 */

type Payload = Record<string, unknown>;

/** Discord's answer to a refused body: status 400 and the error object. */
export type Refusal = [status: 400, body: { code: number; message: string; errors?: unknown }];

const LIMITS = {
  content: 2000,
  rows: 5,
  buttonsPerRow: 5,
  label: 80,
  customId: 100,
  options: 25,
  optionText: 100,
  placeholder: 150,
  threadName: 100,
  choices: 25,
  choiceText: 100,
  attachmentDescription: 1024,
};

function invalid(problems: Record<string, string>): Refusal | null {
  const fields = Object.entries(problems);
  if (fields.length === 0) return null;
  const errors = Object.fromEntries(
    fields.map(([field, message]) => [field, { _errors: [{ code: "BASE_TYPE_INVALID", message }] }]),
  );
  return [400, { code: 50035, message: "Invalid Form Body", errors }];
}

function tooLong(problems: Record<string, string>, field: string, value: unknown, max: number, min = 0) {
  const length = typeof value === "string" ? value.length : 0;
  if (length > max) problems[field] = `Must be ${max} or fewer in length.`;
  else if (length < min) problems[field] = `Must be ${min} or more in length.`;
}

function checkComponents(problems: Record<string, string>, rows: unknown) {
  if (rows === undefined) return;
  const list = Array.isArray(rows) ? (rows as Payload[]) : [];
  if (list.length > LIMITS.rows) problems.components = `Must be ${LIMITS.rows} or fewer in length.`;
  list.forEach((row, r) => {
    const items = Array.isArray(row.components) ? (row.components as Payload[]) : [];
    const at = `components.${r}.components`;
    if (items.length === 0 || items.length > LIMITS.buttonsPerRow)
      problems[at] = "Must hold 1 to 5 components.";
    if (items.some((c) => c.type === 3) && items.length > 1) problems[at] = "A select menu fills its row.";
    items.forEach((item, i) => {
      const path = `${at}.${i}`;
      tooLong(problems, `${path}.custom_id`, item.custom_id, LIMITS.customId, 1);
      if (item.type === 2) tooLong(problems, `${path}.label`, item.label, LIMITS.label);
      if (item.type !== 3) return;
      tooLong(problems, `${path}.placeholder`, item.placeholder, LIMITS.placeholder);
      const options = Array.isArray(item.options) ? (item.options as Payload[]) : [];
      if (options.length === 0 || options.length > LIMITS.options)
        problems[`${path}.options`] = `Must hold 1 to ${LIMITS.options} options.`;
      const least = Number(item.min_values ?? 1);
      const most = Number(item.max_values ?? 1);
      if (least < 0 || most < 1 || least > most || most > options.length)
        problems[`${path}.max_values`] = "Must be between min_values and the number of options.";
      if (options.filter((o) => o.default === true).length > most)
        problems[`${path}.options`] = "More options chosen than max_values allows.";
      options.forEach((option, o) => {
        tooLong(problems, `${path}.options.${o}.label`, option.label, LIMITS.optionText, 1);
        tooLong(problems, `${path}.options.${o}.value`, option.value, LIMITS.optionText, 1);
        tooLong(problems, `${path}.options.${o}.description`, option.description, LIMITS.optionText);
      });
    });
  });
}

/** A message created, edited or sent as an interaction reply; `creating`: a new message must hold something. */
export function checkMessage(payload: Payload | null, files: number, creating: boolean): Refusal | null {
  const p = payload ?? {};
  const problems: Record<string, string> = {};
  tooLong(problems, "content", p.content, LIMITS.content);
  checkComponents(problems, p.components);
  const attachments = Array.isArray(p.attachments) ? (p.attachments as Payload[]) : [];
  attachments.forEach((a, i) => {
    tooLong(problems, `attachments.${i}.description`, a.description, LIMITS.attachmentDescription);
  });
  const refused = invalid(problems);
  if (refused) return refused;
  const blank = typeof p.content !== "string" || p.content.trim() === "";
  const components = Array.isArray(p.components) && p.components.length > 0;
  const embeds = Array.isArray(p.embeds) && p.embeds.length > 0;
  if (creating && blank && !components && !embeds && files === 0)
    return [400, { code: 50006, message: "Cannot send an empty message" }];
  return null;
}

export function checkThread(payload: Payload | null): Refusal | null {
  const problems: Record<string, string> = {};
  tooLong(problems, "name", payload?.name, LIMITS.threadName, 1);
  return invalid(problems);
}

/** An autocomplete answer (callback type 8). */
export function checkChoices(data: Payload): Refusal | null {
  const problems: Record<string, string> = {};
  const choices = Array.isArray(data.choices) ? (data.choices as Payload[]) : [];
  if (choices.length > LIMITS.choices) problems.choices = `Must be ${LIMITS.choices} or fewer in length.`;
  choices.forEach((choice, i) => {
    tooLong(problems, `choices.${i}.name`, choice.name, LIMITS.choiceText, 1);
    if (typeof choice.value === "string")
      tooLong(problems, `choices.${i}.value`, choice.value, LIMITS.choiceText);
  });
  return invalid(problems);
}
