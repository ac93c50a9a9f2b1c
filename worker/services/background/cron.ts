/**
 * The next time a five-field cron expression (minute hour day-of-month month day-of-week, UTC, as Cloudflare's Cron
 * Triggers read them) fires after a moment. Supports `*`, numbers, lists, ranges and steps; day names and month
 * names (MON, JAN) too. When both day fields are restricted, either may match (standard cron).
 */

const FIELDS = [
  { min: 0, max: 59, names: [] as string[] },
  { min: 0, max: 23, names: [] as string[] },
  { min: 1, max: 31, names: [] as string[] },
  { min: 1, max: 12, names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] },
  { min: 0, max: 7, names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] },
] as const;

type Parsed = { values: Set<number>; any: boolean };

function parseValue(text: string, field: (typeof FIELDS)[number]): number {
  const named = field.names.indexOf(text.toUpperCase() as never);
  if (named >= 0) return named + (field.min === 1 ? 1 : 0);
  const value = Number(text);
  if (!Number.isInteger(value) || value < field.min || value > field.max) {
    throw new Error(`Invalid cron value "${text}"`);
  }
  return value;
}

function parseField(text: string, field: (typeof FIELDS)[number]): Parsed {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range = "", stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`Invalid cron step "${part}"`);
    let start: number;
    let end: number;
    if (range === "*") {
      start = field.min;
      end = field.max;
    } else if (range.includes("-")) {
      const [from = "", to = ""] = range.split("-");
      start = parseValue(from, field);
      end = parseValue(to, field);
    } else {
      start = parseValue(range, field);
      end = stepText === undefined ? start : field.max;
    }
    for (let value = start; value <= end; value += step) values.add(value);
  }
  return { values, any: text === "*" };
}

export function parseCron(expression: string) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`A cron expression has five fields: "${expression}"`);
  const [minute, hour, day, month, weekday] = parts.map((part, index) => parseField(part, FIELDS[index]!)) as [
    Parsed,
    Parsed,
    Parsed,
    Parsed,
    Parsed,
  ];
  // Sunday is 0 or 7.
  if (weekday.values.has(7)) weekday.values.add(0);
  return { minute, hour, day, month, weekday };
}

const MINUTE_MS = 60_000;

/** The first firing strictly after `after`, or null if none within about five years (an impossible date). */
export function nextCronRun(expression: string, after: Date): Date | null {
  const { minute, hour, day, month, weekday } = parseCron(expression);
  const dayMatches = (date: Date) => {
    const dom = day.values.has(date.getUTCDate());
    const dow = weekday.values.has(date.getUTCDay());
    if (day.any && weekday.any) return true;
    if (day.any) return dow;
    if (weekday.any) return dom;
    return dom || dow;
  };
  const t = new Date(Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const limit = after.getTime() + 5 * 366 * 24 * 60 * MINUTE_MS;
  while (t.getTime() <= limit) {
    if (!month.values.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0, 0, 0);
      continue;
    }
    if (!hour.values.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (!minute.values.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
      continue;
    }
    return t;
  }
  return null;
}
