/**
 * What one request asks of D1, for a developer's eyes (a `Server-Timing` header in development) and the benchmarks:
 * round trips (a batch is one), the longest chain of round trips that waited on each other, statements, rows read
 * and written and SQLite's own time, all from D1's result meta.
 */
export type D1Figures = {
  roundTrips: number;
  /** The longest chain: a round trip started after another one finished is counted as waiting on it. */
  chain: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** SQLite's time for the statements, as D1 reports it (`meta.duration`), in milliseconds. */
  sqlMs: number;
  /** Statements whose meta D1 did not hand back (their rows are missing from the figures). */
  unmetered: number;
};

type Meta = { rows_read?: number; rows_written?: number; duration?: number } | undefined;

const noFigures = (): D1Figures => ({
  roundTrips: 0,
  chain: 0,
  statements: 0,
  rowsRead: 0,
  rowsWritten: 0,
  sqlMs: 0,
  unmetered: 0,
});

export class D1Meter {
  readonly figures: D1Figures = noFigures();
  /** The deepest chain among the round trips that have finished so far. */
  #settled = 0;

  /** Runs one round trip of `statements` statements; `metas` reads D1's meta from its answer (null: none given). */
  async trip<T>(statements: number, run: () => Promise<T>, metas: (answer: T) => Meta[] | null): Promise<T> {
    const depth = this.#settled + 1;
    const figures = this.figures;
    figures.roundTrips += 1;
    figures.statements += statements;
    figures.chain = Math.max(figures.chain, depth);
    try {
      const answer = await run();
      const read = metas(answer);
      if (!read) figures.unmetered += statements;
      for (const meta of read ?? []) {
        figures.rowsRead += meta?.rows_read ?? 0;
        figures.rowsWritten += meta?.rows_written ?? 0;
        figures.sqlMs += meta?.duration ?? 0;
      }
      return answer;
    } finally {
      this.#settled = Math.max(this.#settled, depth);
    }
  }
}

/** The figures as `Server-Timing` metrics (devtools' Timing tab; the benchmarks read them back with readServerTiming). */
export function serverTiming(figures: D1Figures): string {
  return [
    `d1-round-trips;desc=${figures.roundTrips}`,
    `d1-chain;desc=${figures.chain}`,
    `d1-statements;desc=${figures.statements}`,
    `d1-rows-read;desc=${figures.rowsRead}`,
    `d1-rows-written;desc=${figures.rowsWritten}`,
    `d1-unmetered;desc=${figures.unmetered}`,
    `d1-sql;dur=${figures.sqlMs.toFixed(2)}`,
  ].join(", ");
}

const METRICS: Record<string, keyof D1Figures> = {
  "d1-round-trips": "roundTrips",
  "d1-chain": "chain",
  "d1-statements": "statements",
  "d1-rows-read": "rowsRead",
  "d1-rows-written": "rowsWritten",
  "d1-unmetered": "unmetered",
  "d1-sql": "sqlMs",
};

/** The figures a `Server-Timing` header carries, or null when it carries none. */
export function readServerTiming(header: string | null): D1Figures | null {
  if (!header?.includes("d1-round-trips")) return null;
  const figures = noFigures();
  for (const metric of header.split(",")) {
    const [name = "", ...params] = metric.trim().split(";");
    const key = METRICS[name];
    const value = params.map((param) => /^(?:desc|dur)=(.+)$/.exec(param.trim())?.[1]).find(Boolean);
    if (key && value !== undefined) figures[key] = Number(value);
  }
  return figures;
}

type Bound = { sql: string; params: unknown[] };

/** Integer-like keys come first in a JavaScript object, whatever the column order: such rows cannot be read back. */
const INTEGER_KEY = /^(?:0|[1-9]\d*)$/;

/**
 * A prepared statement that reports to the request's meter. It keeps its SQL and values and prepares the binding's
 * statement when it runs, so that the meter can ask D1 for the meta that `raw()` drops: a query read through `raw()`
 * (drizzle reads every selection that way, to keep columns of the same name apart) runs as `select * from (...)`
 * through `all()`, where SQLite names repeated columns apart, and its rows are read back in column order. Only a
 * metered request (development, benchmarks) does this; elsewhere statements run as they are.
 */
class MeteredStatement {
  constructor(
    private readonly session: Pick<D1Database, "prepare">,
    private readonly meter: D1Meter,
    readonly bound: Bound,
  ) {}

  /** The binding's statement for this SQL and these values. */
  prepared(sql = this.bound.sql): D1PreparedStatement {
    return this.session.prepare(sql).bind(...this.bound.params);
  }

  bind(...params: unknown[]) {
    return new MeteredStatement(this.session, this.meter, { sql: this.bound.sql, params });
  }

  all() {
    return this.meter.trip(
      1,
      () => this.prepared().all(),
      (answer) => [answer.meta],
    );
  }

  run() {
    return this.meter.trip(
      1,
      () => this.prepared().run(),
      (answer) => [answer.meta],
    );
  }

  first(column?: string) {
    return this.meter
      .trip(
        1,
        () => this.prepared().all(),
        () => null,
      )
      .then((answer) => {
        const row = answer.results[0] as Record<string, unknown> | undefined;
        if (!row) return null;
        return column === undefined ? row : row[column];
      });
  }

  async raw(options?: { columnNames?: boolean }) {
    if (options?.columnNames) {
      return this.meter.trip(
        1,
        () => this.prepared().raw(options as { columnNames: true }),
        () => null,
      );
    }
    const select = /^\s*(?:select|with)\b/i.test(this.bound.sql);
    const answer = await this.meter.trip(
      1,
      () => this.prepared(select ? `select * from (${this.bound.sql})` : this.bound.sql).all(),
      (result) => [result.meta],
    );
    const rows = answer.results as Record<string, unknown>[];
    if (rows.some((row) => Object.keys(row).some((key) => INTEGER_KEY.test(key)))) {
      // Column order lost: read again as the binding would (the rows above are still counted).
      return this.prepared().raw();
    }
    return rows.map((row) => Object.values(row));
  }
}

/** A D1 client (the request's session) whose statements and batches report to the meter. */
export function meteredClient(
  session: Pick<D1Database, "prepare" | "batch">,
  meter: D1Meter,
): Pick<D1Database, "prepare" | "batch"> {
  const client = {
    prepare: (sql: string) =>
      new MeteredStatement(session, meter, { sql, params: [] }) as unknown as D1PreparedStatement,
    batch: (statements: D1PreparedStatement[]) =>
      meter.trip(
        statements.length,
        () =>
          session.batch(
            statements.map((statement) =>
              (statement as unknown) instanceof MeteredStatement
                ? (statement as unknown as MeteredStatement).prepared()
                : statement,
            ) as D1PreparedStatement[],
          ),
        (answers) => answers.map((answer) => answer.meta),
      ),
  };
  return client as Pick<D1Database, "prepare" | "batch">;
}
