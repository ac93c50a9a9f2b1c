/**
 * Writes the reference data (category groups, categories, countries, cities and their translations) as one
 * idempotent SQL file, for a database the seed cannot reach:
 *   npm run db:reference-sql                      write seed/reference.sql
 *   npm run db:reference-sql -- --out FILE        write FILE instead (`--out -` prints to stdout)
 *   npx wrangler d1 execute DB --remote --file seed/reference.sql
 * Never includes demo accounts or demo organizations.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { referenceSql, referenceSqlStatements } from "../seed/reference-sql";

const { values } = parseArgs({ options: { out: { type: "string", default: "seed/reference.sql" } } });
const out = values.out;
const statements = referenceSqlStatements();
const text = referenceSql(statements);
if (out === "-") {
  process.stdout.write(text);
} else {
  writeFileSync(out, text);
  console.log(`Wrote ${statements.length} statements to ${out}.`);
}
