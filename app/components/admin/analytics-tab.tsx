import { Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { adminHref } from "~/lib/admin-tabs";
import { cx } from "~/lib/cx";
import {
  ANALYTICS_RANGES,
  type AnalyticsOverviewDto,
  type AnalyticsRange,
  type FunnelRowDto,
  LANES,
  type Lane,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalsSeriesDto,
} from "../../../contract/analytics";
import { Card, DateTime } from "./admin-ui";
import { timeScale } from "./time-scale";

/**
 * The Analytics tab: p75 of each web vital per lane and route over time against the good and poor
 * thresholds, and the Explore funnel per city. Charts are SVG drawn on the server: no chart library, no script, and
 * the figures are also in a table for screen readers (docs/decisions/0016).
 */

export type AnalyticsView = { overview: AnalyticsOverviewDto | null; lane: Lane | null };

const PALETTE = ["#1d5fd6", "#c2410c", "#7c3aed", "#0f766e", "#be185d", "#4d7c0f"];
/** Lines per chart: the routes with the most samples. */
const MAX_SERIES = PALETTE.length;

const W = 640;
const H = 220;
const PAD = { left: 52, right: 12, top: 12, bottom: 28 };

function formatValue(metric: VitalMetric, value: number): string {
  return metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function VitalsChart({
  metric,
  series,
  from,
  to,
  period,
}: {
  metric: VitalMetric;
  series: VitalsSeriesDto[];
  from: number;
  to: number;
  period: "hour" | "day";
}) {
  const t = useMessages(admin).analytics;
  const { good, poor } = VITAL_THRESHOLDS[metric];
  const step = period === "hour" ? 3_600_000 : 86_400_000;
  const values = series.flatMap((line) => line.points.map((point) => point.p75));
  const top = Math.max(poor * 1.25, ...values.map((value) => value * 1.1));
  const x = timeScale(from, to, step, PAD.left, W - PAD.right);
  const y = (value: number) => PAD.top + (1 - Math.min(value, top) / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, good, poor, top];
  const worst = values.length ? Math.max(...series.map((line) => line.points.at(-1)?.p75 ?? 0)) : null;
  // One bucket of data is one point per line at the chart's right edge: without a line it reads as a stray dot.
  const sparse = worst !== null && series.every((line) => line.points.length < 2);
  const summary =
    worst === null
      ? t.noSamples(metric)
      : t.summary(metric, formatValue(metric, worst), formatValue(metric, good), formatValue(metric, poor));

  return (
    <figure data-testid={`vitals-chart-${metric}`} className="min-w-0">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        {/* Threshold bands: good, needs improvement, poor. */}
        <rect x={PAD.left} y={y(good)} width={W - PAD.left - PAD.right} height={y(0) - y(good)} fill="#ecfdf5" />
        <rect x={PAD.left} y={y(poor)} width={W - PAD.left - PAD.right} height={y(good) - y(poor)} fill="#fffbeb" />
        <rect x={PAD.left} y={PAD.top} width={W - PAD.left - PAD.right} height={y(poor) - PAD.top} fill="#fff1f2" />
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#475569">
              {metric === "CLS" ? tick.toFixed(2) : Math.round(tick)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize={11} fill="#475569">
          {new Date(from)
            .toISOString()
            .slice(0, period === "hour" ? 13 : 10)
            .replace("T", " ")}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" fontSize={11} fill="#475569">
          {new Date(to)
            .toISOString()
            .slice(0, period === "hour" ? 13 : 10)
            .replace("T", " ")}
        </text>
        {worst === null ? (
          <text x={(PAD.left + W - PAD.right) / 2} y={H / 2} textAnchor="middle" fontSize={14} fill="#334155">
            {t.noSamplesYet}
          </text>
        ) : null}
        {series.map((line, index) => {
          const points = line.points.map((point) => [x(Date.parse(point.bucket)), y(point.p75)] as const);
          const color = PALETTE[index % PALETTE.length];
          return (
            <g key={`${line.lane}${line.route}`} data-series={`${line.lane} ${line.route}`}>
              {points.length > 1 ? (
                <polyline
                  points={points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ")}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                />
              ) : null}
              {points.length === 1 && points[0] && line.points[0] ? (
                <>
                  <line
                    x1={PAD.left}
                    x2={points[0][0]}
                    y1={points[0][1]}
                    y2={points[0][1]}
                    stroke={color}
                    strokeWidth={1.5}
                    strokeDasharray="4 4"
                  />
                  <text
                    x={points[0][0] - 10}
                    y={points[0][1] - 8}
                    textAnchor="end"
                    fontSize={13}
                    fontWeight={600}
                    fill={color}
                  >
                    {formatValue(metric, line.points[0].p75)}
                  </text>
                </>
              ) : null}
              {points.map(([px, py], pointIndex) => (
                <circle
                  key={line.points[pointIndex]?.bucket}
                  cx={px}
                  cy={py}
                  r={points.length === 1 ? 6 : 3}
                  fill={color}
                  stroke="white"
                  strokeWidth={points.length === 1 ? 2 : 0}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {series.map((line, index) => (
          <span key={`${line.lane}${line.route}`} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: PALETTE[index] }} />
            {line.lane} · {line.route}
          </span>
        ))}
        <span className="text-slate-600">{t.bands(formatValue(metric, good), formatValue(metric, poor))}</span>
        {sparse ? <span className="basis-full text-slate-700">{t.notEnoughData(period)}</span> : null}
      </figcaption>
    </figure>
  );
}

function VitalsTable({ metric, series }: { metric: VitalMetric; series: VitalsSeriesDto[] }) {
  const t = useMessages(admin).analytics;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-brand-700">{t.figures}</summary>
      <table className="mt-2 w-full text-left text-xs">
        <thead>
          <tr className="text-slate-700">
            <th className="py-1 pr-3 font-semibold">{t.laneRoute}</th>
            <th className="py-1 pr-3 font-semibold">{t.bucket}</th>
            <th className="py-1 pr-3 font-semibold">p75</th>
            <th className="py-1 font-semibold">{t.samples}</th>
          </tr>
        </thead>
        <tbody>
          {series.flatMap((line) =>
            line.points.map((point) => (
              <tr key={`${line.lane}${line.route}${point.bucket}`} className="border-t border-slate-100">
                <td className="py-1 pr-3">
                  {line.lane} · {line.route}
                </td>
                <td className="py-1 pr-3">{point.bucket.slice(0, 16).replace("T", " ")}</td>
                <td className="py-1 pr-3 tabular-nums">{formatValue(metric, point.p75)}</td>
                <td className="py-1 tabular-nums">{point.samples}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </details>
  );
}

function Funnel({ rows }: { rows: FunnelRowDto[] }) {
  const t = useMessages(admin).analytics;
  if (rows.length === 0) return <p className="text-sm text-slate-700">{t.noEvents}</p>;
  const most = Math.max(1, ...rows.map((row) => row.pageViews), ...rows.map((row) => row.profileViews));
  const steps = [
    { key: "pageViews", label: t.pageViews, color: "bg-brand-600" },
    { key: "profileViews", label: t.profileViews, color: "bg-violet-600" },
    { key: "claimClicks", label: t.claimClicks, color: "bg-emerald-600" },
    { key: "claimViews", label: t.claimViews, color: "bg-amber-600" },
  ] as const;
  return (
    // A phone shows the figures alone (the bars from sm up) and scrolls the table rather than the page.
    <div className="overflow-x-auto">
      <table data-testid="explore-funnel" className="w-full text-left text-sm">
        <thead>
          <tr className="text-slate-700">
            <th className="py-2 pr-4 font-semibold">{t.city}</th>
            {steps.map((step) => (
              <th key={step.key} className="py-2 pr-4 font-semibold">
                {step.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.city} data-city={row.city} className="border-t border-slate-100 align-middle">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {row.city || t.outsideGuides}
              </th>
              {steps.map((step) => (
                <td key={step.key} className="py-2 pr-4">
                  <div className="flex items-center gap-2">
                    <span className="w-10 text-right tabular-nums">{row[step.key]}</span>
                    <span
                      aria-hidden="true"
                      className={cx("hidden h-2.5 rounded-full sm:block", step.color)}
                      style={{ width: `${Math.max(2, (row[step.key] / most) * 120)}px` }}
                    />
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const filterLink = (active: boolean) =>
  cx(
    "rounded-md px-2.5 py-1 text-sm font-medium",
    active ? "bg-brand-600 text-white" : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
  );

export function AnalyticsTab({ view }: { view: AnalyticsView }) {
  const { overview, lane } = view;
  const t = useMessages(admin).analytics;
  if (!overview) {
    return (
      <p role="alert" className="text-sm text-rose-800">
        {t.failed}
      </p>
    );
  }
  const { period } = ANALYTICS_RANGES[overview.range];
  const from = Date.parse(overview.from);
  const to = Date.parse(overview.to);
  const shown = overview.vitals.filter((line) => lane === null || line.lane === lane);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{t.range}</span>
        {(Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]).map((range) => (
          <Link
            key={range}
            to={adminHref({ tab: "analytics", range, lane })}
            className={filterLink(range === overview.range)}
            aria-current={range === overview.range ? "page" : undefined}
          >
            {range}
          </Link>
        ))}
        <span className="ml-4 text-sm text-slate-700">{t.lane}</span>
        {[null, ...LANES].map((option) => (
          <Link
            key={option ?? "all"}
            to={adminHref({ tab: "analytics", range: overview.range, lane: option })}
            className={filterLink(option === lane)}
            aria-current={option === lane ? "page" : undefined}
          >
            {option ?? t.all}
          </Link>
        ))}
        <span className="ml-auto text-xs text-slate-600">
          {overview.range === "48h" ? t.last48h : t.last30d} · {t.rolledUp} <DateTime iso={overview.lastRollup} />
        </span>
      </div>

      <Card title={t.vitals} id="analytics-vitals">
        <div className="grid gap-8 lg:grid-cols-2">
          {VITAL_METRICS.map((metric) => {
            const series = shown
              .filter((line) => line.metric === metric)
              .sort(
                (a, b) =>
                  b.points.reduce((sum, point) => sum + point.samples, 0) -
                  a.points.reduce((sum, point) => sum + point.samples, 0),
              )
              .slice(0, MAX_SERIES);
            return (
              <div key={metric}>
                <h3 className="mb-2 font-semibold text-slate-900">{metric}</h3>
                <VitalsChart metric={metric} series={series} from={from} to={to} period={period} />
                {series.length > 0 ? <VitalsTable metric={metric} series={series} /> : null}
              </div>
            );
          })}
        </div>
      </Card>

      <Card title={t.funnel} id="analytics-funnel">
        <Funnel rows={overview.funnel} />
      </Card>
    </div>
  );
}
