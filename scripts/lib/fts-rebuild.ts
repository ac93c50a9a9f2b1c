type D1 = Env["DB"];

/**
 * Fills an external-content full-text index from its table (the rows `where` holds) in chunks of rowids: the same
 * index as the migration that filled it, in statements short enough for the local D1 layer (one 'rebuild' of millions
 * of rows can outlast its connection), then merges its segments into one, as the migrations that rebuild an index do:
 * an index left in a segment per chunk reads each word's list once per segment.
 */
export async function rebuildFts(
  db: D1,
  fts: string,
  table: string,
  columns: string[],
  { where = "1", chunk = 50_000 }: { where?: string; chunk?: number } = {},
) {
  await db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('delete-all')`).run();
  const last = (await db.prepare(`SELECT max(rowid) AS n FROM ${table}`).first<{ n: number | null }>())?.n ?? 0;
  const list = columns.join(", ");
  for (let from = 0; from <= last; from += chunk) {
    await db
      .prepare(
        `INSERT INTO ${fts} (rowid, ${list}) SELECT rowid, ${list} FROM ${table} WHERE rowid > ? AND rowid <= ? AND (${where})`,
      )
      .bind(from, from + chunk)
      .run();
  }
  await db.prepare(`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`).run();
}
