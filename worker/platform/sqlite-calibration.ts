import { sql } from "drizzle-orm";
import { createDb } from "../db/client";

/**
 * Development only: a request whose one piece of work is a slow SQLite statement (counting `rows` rows of a
 * recursive CTE). The benchmarks time it to show that the worker's own CPU, as they compute it (the workerd process
 * less the time SQLite reports), stays near an empty request's while the process figure rises with the query.
 */
export const SQLITE_CALIBRATION_PATH = "/__dev/sqlite-calibration";

const MAX_ROWS = 5_000_000;

export async function sqliteCalibration(request: Request, env: Env): Promise<Response> {
  const rows = Math.min(Math.max(Number(new URL(request.url).searchParams.get("rows")) || 0, 1), MAX_ROWS);
  const [counted] = await createDb(env.DB).all<{ n: number }>(
    sql`with recursive counter(x) as (select 1 union all select x + 1 from counter where x < ${rows}) select count(*) as n from counter`,
  );
  return Response.json({ rows: counted?.n ?? 0 });
}
