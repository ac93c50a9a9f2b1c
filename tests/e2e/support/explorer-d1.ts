/**
 * Just enough of a D1Database for drizzle, over the local explorer API of the running `wrangler dev`
 * (/cdn-cgi/local/explorer/api/d1/database/{id}/raw). The statements run inside the server's own D1, so the tests'
 * writes queue behind the server's instead of racing it for the SQLite file from another process (which made the
 * server answer requests with SQLITE_BUSY).
 *
 * The API takes string parameters only: numbers, booleans and nulls are written into the SQL as literals.
 */

type Value = string | number | boolean | null | undefined | bigint;
type Answer = { results: { columns: string[]; rows: unknown[][] }; meta: Record<string, unknown> };

/** The local D1 id wrangler gives the DB binding (the database_id in wrangler.toml is not used locally). */
const LOCAL_DATABASE = "00000000-0000-0000-0000-000000000000";

function literal(value: Exclude<Value, string>): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "bigint" || Number.isFinite(value)) return String(value);
  throw new Error(`cannot send ${String(value)} to D1`);
}

/** The SQL with every non-string parameter written in place of its `?`, and the string parameters left. */
export function inline(sql: string, values: Value[]): { sql: string; params: string[] } {
  let out = "";
  let next = 0;
  const params: string[] = [];
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (char === "'" || char === '"' || char === "`") {
      const end = sql.indexOf(char, i + 1);
      out += sql.slice(i, end + 1);
      i = end;
    } else if (char === "?") {
      const value = values[next++];
      if (typeof value === "string") {
        params.push(value);
        out += "?";
      } else out += literal(value);
    } else out += char;
  }
  if (next !== values.length) throw new Error(`${values.length} values for ${next} placeholders: ${sql}`);
  return { sql: out, params };
}

const toObjects = ({ columns, rows }: Answer["results"]) =>
  rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));

export function explorerD1(baseURL: string) {
  const endpoint = `${baseURL}/cdn-cgi/local/explorer/api/d1/database/${LOCAL_DATABASE}/raw`;

  async function send(queries: { sql: string; params: string[] }[]): Promise<Answer[]> {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(queries.length === 1 ? queries[0] : { batch: queries }),
    });
    const body = (await response.json()) as { success: boolean; errors: { message: string }[]; result: Answer[] };
    if (!body.success) throw new Error(`D1 (local explorer): ${body.errors.map((e) => e.message).join("; ")}`);
    return body.result;
  }

  const statement = (sql: string, values: Value[] = []) => {
    const query = () => inline(sql, values);
    return {
      query,
      bind: (...next: Value[]) => statement(sql, next),
      all: async () => {
        const [answer] = await send([query()]);
        return { success: true, results: toObjects(answer!.results), meta: answer!.meta };
      },
      run: async () => {
        const [answer] = await send([query()]);
        return { success: true, results: toObjects(answer!.results), meta: answer!.meta };
      },
      raw: async () => (await send([query()]))[0]!.results.rows,
      first: async (column?: string) => {
        const [row] = toObjects((await send([query()]))[0]!.results);
        return column ? (row?.[column] ?? null) : (row ?? null);
      },
    };
  };

  return {
    prepare: (sql: string) => statement(sql),
    /** One request, one transaction, as D1's batch. */
    batch: async (statements: ReturnType<typeof statement>[]) =>
      (await send(statements.map((each) => each.query()))).map((answer) => ({
        success: true,
        results: toObjects(answer.results),
        meta: answer.meta,
      })),
  } as unknown as D1Database;
}
