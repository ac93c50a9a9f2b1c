import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** D1's limit for one database (10 GB), against which the benchmarks report the database's size. */
export const D1_DATABASE_CAP_BYTES = 10 * 1000 ** 3;

/** A table or index and the bytes of its pages. */
export type DbPart = { name: string; kind: "table" | "index"; table: string; bytes: number };

/** The local D1 database's SQLite file under a wrangler state directory (`--persist-to`): its largest database. */
export function localD1File(persistTo: string): string {
  const root = join(persistTo, "v3", "d1");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".sqlite") && entry.name !== "metadata.sqlite") files.push(path);
    }
  };
  walk(root);
  const largest = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!largest) throw new Error(`No local D1 database under ${root}`);
  return largest;
}

/**
 * Every table and index of the database by the bytes its pages take (SQLite's dbstat), largest first. A full-text
 * index's shadow tables count under the virtual table that owns them.
 */
export function databaseParts(file: string): { total: number; parts: DbPart[] } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const schema = db.prepare("select name, type, tbl_name as tbl, sql from sqlite_master").all() as {
      name: string;
      type: string;
      tbl: string;
      sql: string | null;
    }[];
    const virtual = schema.filter((row) => /^create virtual table/i.test(row.sql ?? "")).map((row) => row.name);
    const owner = (name: string) => virtual.find((table) => name.startsWith(`${table}_`)) ?? name;
    const sizes = db.prepare("select name, sum(pgsize) as bytes from dbstat group by name").all() as {
      name: string;
      bytes: number;
    }[];
    const parts = new Map<string, DbPart>();
    for (const { name, bytes } of sizes) {
      const row = schema.find((entry) => entry.name === name);
      const isIndex = row?.type === "index";
      const key = isIndex ? name : owner(name);
      const table = isIndex ? (row?.tbl ?? name) : key;
      const part = parts.get(key) ?? { name: key, kind: isIndex ? "index" : "table", table, bytes: 0 };
      part.bytes += Number(bytes);
      parts.set(key, part);
    }
    const sorted = [...parts.values()].sort((a, b) => b.bytes - a.bytes);
    return { total: sorted.reduce((sum, part) => sum + part.bytes, 0), parts: sorted };
  } finally {
    db.close();
  }
}

const gb = (bytes: number) => `${(bytes / 1000 ** 3).toFixed(2)} GB`;

/** Prints the database's size against D1's cap and its largest parts (all that take at least `floor` bytes). */
export function printDatabaseSize(file: string, floor = 10 * 1000 ** 2) {
  const { total, parts } = databaseParts(file);
  const share = Math.round((total / D1_DATABASE_CAP_BYTES) * 100);
  console.log(`\nDatabase size: ${gb(total)}, ${share}% of D1's ${gb(D1_DATABASE_CAP_BYTES)} for one database`);
  for (const part of parts.filter((entry) => entry.bytes >= floor)) {
    const what = part.kind === "index" ? `index on ${part.table}` : "table";
    console.log(`  ${gb(part.bytes).padStart(8)}  ${part.name} (${what})`);
  }
}
