/**
 * How the database grows per day of traffic, and where each growing table settles under its retention:
 *   npm run bench:growth [-- --visitors 100000 --days 1]
 * Builds a scratch SQLite database from the project's migrations, writes one simulated day of the rows a day of
 * visitors leaves (guest accounts and their sessions, analytics events, vitals samples), runs the real analytics
 * rollup over them, and measures each table and index with SQLite's dbstat. The traffic model below is an
 * assumption, printed with the figures; the bytes per row and the rollups' row counts are measured.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  DAILY_ROLLUP_RETENTION_DAYS,
  DIRECTORY_EVENT_TYPES,
  HOURLY_ROLLUP_RETENTION_DAYS,
  OWNER_STATS_DAYS,
  RAW_RETENTION_DAYS,
  ROLE_EVENT_TYPES,
  VITAL_METRICS,
} from "../contract/analytics";
import { GUEST_RETENTION_DAYS } from "../worker/services/accounts/accounts";
import { rollUpAnalytics } from "../worker/services/analytics/analytics-rollups";
import { D1_DATABASE_CAP_BYTES, databaseParts } from "./lib/db-size";
import { scriptArgs } from "./lib/platform";

const args = scriptArgs({
  visitors: { type: "string", default: "100000" },
  orgs: { type: "string", default: "1000000" },
});
const visitors = Number(args.visitors);
const orgCount = Number(args.orgs);

/** Per visitor and day: what a browsing person leaves behind (the model, not a measurement). */
const MODEL = {
  /** Visitors without a session cookie: the browser signs each in as a guest (one user row and one session row). */
  newVisitorShare: 0.6,
  /** Full page loads (each reports the five vitals); later pages are client-side navigations. */
  pageLoads: 1.5,
  profileViews: 1,
  linkClicks: 0.1,
  /** Directory lists shown with a filter applied; each names the 24 organizations it shows. */
  filteredLists: 0.5,
  exploreViews: 0.7,
  roleViews: 0.5,
  applyClicks: 0.05,
};
const CARDS_PER_LIST = 24;
/** better-auth's session life: the hourly cleanup deletes a session once it has ended. */
const SESSION_DAYS = 7;
const DAY_MS = 86_400_000;

const ROUTES = ["/", "/organizations/:id", "/explore", "/explore/:citySlug", "/jobs", "/jobs/:id", "/compare"];
const CITIES = ["miami", "austin", "madrid", "berlin", "lisbon", "toronto", "london", "paris", null];

/** Organization popularity follows Zipf's law (s = 1): rank ⌊N^u⌋ for u uniform in [0, 1). */
const popularOrg = () => `org${String(Math.floor(orgCount ** Math.random())).padStart(28, "0")}`;
const hex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
const token = () => hex(16);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const times = (rate: number) => Math.floor(rate) + (Math.random() < rate % 1 ? 1 : 0);

function migrate(db: DatabaseSync) {
  const dir = join(import.meta.dirname, "..", "migrations");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(join(dir, file), "utf8").replaceAll("--> statement-breakpoint", ""));
  }
}

/** The part of D1's binding the rollup job uses, over node:sqlite. */
function asD1(db: DatabaseSync): D1Database {
  const statement = (sql: string, params: SQLInputValue[] = []) => ({
    bind: (...values: SQLInputValue[]) => statement(sql, values),
    run: async () => ({ meta: { changes: Number(db.prepare(sql).run(...params).changes) } }),
  });
  return {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: { run: () => Promise<unknown> }[]) => {
      db.exec("begin");
      const results = [];
      for (const entry of statements) results.push(await entry.run());
      db.exec("commit");
      return results;
    },
  } as unknown as D1Database;
}

function simulateDay(db: DatabaseSync, dayStart: number) {
  const at = () => dayStart + Math.floor(Math.random() * DAY_MS);
  const insertUser = db.prepare(
    "insert into user (id, name, email, email_verified, created_at, updated_at, role, banned, is_anonymous) values (?, 'Anonymous', ?, 0, ?, ?, 'user', 0, 1)",
  );
  const insertSession = db.prepare(
    "insert into session (id, expires_at, token, created_at, updated_at, ip_address, user_agent, user_id) values (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertEvent = db.prepare(
    "insert into analytics_events (id, event_type, city, org_id, topic, lane, context, ev_v, visitor, created_at) values (?, ?, ?, ?, null, ?, null, ?, ?, ?)",
  );
  const insertSample = db.prepare(
    "insert into vitals_samples (id, metric, value, route, lane, city, created_at) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const userAgent =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36";
  const counts = { guests: 0, events: 0, samples: 0 };
  db.exec("begin");
  for (let person = 0; person < visitors; person++) {
    const visitor = hex(16);
    const event = (type: string, orgId: string | null, city: string | null, id = hex(16)) => {
      insertEvent.run(id, type, city, orgId, city ? "explore" : "discovery", 1, visitor, at());
      counts.events++;
    };
    if (Math.random() < MODEL.newVisitorShare) {
      const id = token();
      const time = at();
      insertUser.run(id, `temp-${token()}@guest.example.invalid`, time, time);
      insertSession.run(token(), time + 7 * DAY_MS, token(), time, time, "203.0.113.7", userAgent, id);
      counts.guests++;
    }
    for (let n = times(MODEL.pageLoads); n > 0; n--) {
      const route = pick(ROUTES);
      const city = route.startsWith("/explore") ? pick(CITIES) : null;
      for (const metric of VITAL_METRICS) {
        insertSample.run(hex(16), metric, Math.random() * 3000, route, city ? "explore" : "discovery", city, at());
        counts.samples++;
      }
    }
    for (let n = times(MODEL.profileViews); n > 0; n--) event("org_profile_view", popularOrg(), null);
    for (let n = times(MODEL.linkClicks); n > 0; n--) event("org_link_click", popularOrg(), null);
    for (let n = times(MODEL.filteredLists); n > 0; n--) {
      const message = hex(16);
      for (let card = 0; card < CARDS_PER_LIST; card++)
        event("org_directory_appearance", popularOrg(), null, `${message}:${card}`);
    }
    for (let n = times(MODEL.exploreViews); n > 0; n--) event("explore_page_view", null, pick(CITIES));
    for (let n = times(MODEL.roleViews); n > 0; n--) event("role_view", popularOrg(), null);
    for (let n = times(MODEL.applyClicks); n > 0; n--) event("role_apply_click", popularOrg(), null);
  }
  db.exec("commit");
  return counts;
}

const dir = mkdtempSync(join(tmpdir(), "bench-growth-"));
const file = join(dir, "growth.sqlite");
try {
  const db = new DatabaseSync(file);
  migrate(db);
  const before = new Map(databaseParts(file).parts.map((part) => [part.name, part.bytes]));
  const dayStart = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS;
  const started = performance.now();
  const counts = simulateDay(db, dayStart);
  // The hourly job's last run of the day: every bucket of the simulated day, then nothing older to prune.
  await rollUpAnalytics(asD1(db), new Date(dayStart + DAY_MS - 1));
  const rows = (table: string, where = "") =>
    Number((db.prepare(`select count(*) as n from ${table} ${where}`).get() as { n: number }).n);
  const owners = [...DIRECTORY_EVENT_TYPES, ...ROLE_EVENT_TYPES].map((type) => `'${type}'`).join(", ");
  const rollupRows = {
    analyticsHour: rows("analytics_rollups", "where period = 'hour'"),
    analyticsOwnersDay: rows("analytics_rollups", `where period = 'day' and event_type in (${owners})`),
    analyticsDay: rows("analytics_rollups", `where period = 'day' and event_type not in (${owners})`),
    vitalsHour: rows("vitals_rollups", "where period = 'hour'"),
    vitalsDay: rows("vitals_rollups", "where period = 'day'"),
  };
  db.close();
  const { parts } = databaseParts(file);
  const grown = (table: string) =>
    parts
      .filter((part) => part.table === table)
      .reduce((sum, part) => sum + part.bytes - (before.get(part.name) ?? 0), 0);

  const gb = (bytes: number) => `${(bytes / 1000 ** 3).toFixed(2)} GB`;
  const mb = (bytes: number) => `${(bytes / 1000 ** 2).toFixed(1)} MB`;
  console.log(
    `One day of ${visitors.toLocaleString("en")} visitors (simulated in ${((performance.now() - started) / 1000).toFixed(0)} s):`,
  );
  console.log(`  model per visitor: ${JSON.stringify(MODEL)}, ${CARDS_PER_LIST} cards per filtered list`);
  const lines = [
    { what: "guest accounts (user)", table: "user", rows: counts.guests, keep: GUEST_RETENTION_DAYS },
    { what: "guest sessions (session)", table: "session", rows: counts.guests, keep: SESSION_DAYS },
    { what: "analytics events (raw)", table: "analytics_events", rows: counts.events, keep: RAW_RETENTION_DAYS },
    { what: "vitals samples (raw)", table: "vitals_samples", rows: counts.samples, keep: RAW_RETENTION_DAYS },
  ];
  // A rollup table holds rows with different retentions: its bytes are split by rows.
  for (const [table, hour, day] of [
    ["analytics_rollups", rollupRows.analyticsHour, rollupRows.analyticsDay],
    ["vitals_rollups", rollupRows.vitalsHour, rollupRows.vitalsDay],
  ] as const) {
    lines.push({ what: `${table} (hourly)`, table, rows: hour, keep: HOURLY_ROLLUP_RETENTION_DAYS });
    lines.push({ what: `${table} (daily)`, table, rows: day, keep: DAILY_ROLLUP_RETENTION_DAYS });
  }
  lines.push({
    what: "analytics_rollups (daily, owners')",
    table: "analytics_rollups",
    rows: rollupRows.analyticsOwnersDay,
    keep: OWNER_STATS_DAYS,
  });
  let settled = 0;
  console.log(
    `\n  ${"part".padEnd(32)} ${"rows/day".padStart(10)} ${"B/row".padStart(6)} ${"per day".padStart(9)} kept  settles at`,
  );
  for (const line of lines) {
    const tableRows = lines.filter((other) => other.table === line.table).reduce((sum, other) => sum + other.rows, 0);
    const bytes = tableRows === 0 ? 0 : (grown(line.table) * line.rows) / tableRows;
    const perRow = line.rows === 0 ? 0 : bytes / line.rows;
    settled += bytes * line.keep;
    console.log(
      `  ${line.what.padEnd(32)} ${line.rows.toLocaleString("en").padStart(10)} ${perRow.toFixed(0).padStart(6)} ${mb(bytes).padStart(9)} ${String(line.keep).padStart(4)}d  ${gb(bytes * line.keep)}`,
    );
  }
  const share = Math.round((settled / D1_DATABASE_CAP_BYTES) * 100);
  console.log(
    `\n  settles at ${gb(settled)} in all (${share}% of D1's ${gb(D1_DATABASE_CAP_BYTES)} cap for one database)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
