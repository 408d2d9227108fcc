import { formatCount, formatDay } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import { countTicks, labelledDays } from "./chart-scale";
import { CountTable } from "./CountTable";
import type { DailyViews } from "./model";

/**
 * The drawing's own units (viewBox). It is drawn at the width of its column (at most
 * CHART_MAX_WIDTH in portal.css), so on a 360 px phone its 12-unit text still reads at about 11 px.
 */
const WIDTH = 340;
const HEIGHT = 200;
const PLOT = { left: 38, right: 22, top: 12, bottom: 26 } as const;
/** The share of a day's slot its bar fills (the rest is the gap between bars). */
const BAR_SHARE = 0.72;

/**
 * The last 30 days of views as bars (SPEC 9), drawn on the server as SVG: no chart library for 30
 * rectangles. Screen readers get the title and a summary (role="img"); the figures themselves are
 * in the table that follows (ViewTable). Colours come from the site's custom properties (portal.css).
 */
export function ViewChart({ daily, idPrefix }: { daily: readonly DailyViews[]; idPrefix: string }) {
  const t = useT();
  const { lang } = usePage();
  const ticks = countTicks(Math.max(0, ...daily.map((entry) => entry.views)));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, daily.length);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const total = daily.reduce((sum, entry) => sum + entry.views, 0);
  const peak = daily.reduce<DailyViews | undefined>((best, entry) => (!best || entry.views > best.views ? entry : best), undefined);
  const first = daily[0];
  const last = daily.at(-1);
  const range = { from: first ? formatDay(first.day, lang, "long") : "", to: last ? formatDay(last.day, lang, "long") : "" };
  const description =
    total > 0 && peak
      ? t("portal.chart.desc", { total, ...range, peakDay: formatDay(peak.day, lang, "long"), peak: peak.views })
      : t("portal.chart.descEmpty", range);
  const round = (value: number) => Math.round(value * 10) / 10;
  return (
    <svg
      className="view-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${idPrefix}-title`}>{t("portal.chart.title")}</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      <g className="view-chart-grid">
        {ticks.map((tick) => (
          <line key={tick} x1={PLOT.left} x2={WIDTH - PLOT.right} y1={round(y(tick))} y2={round(y(tick))} />
        ))}
      </g>
      <g className="view-chart-ticks">
        {ticks.map((tick) => (
          <text key={tick} x={PLOT.left - 6} y={round(y(tick))} textAnchor="end" dominantBaseline="middle">
            {formatCount(tick, lang)}
          </text>
        ))}
      </g>
      <g className="view-chart-bars">
        {daily.map((entry, index) => (
          <rect
            key={entry.day}
            className="view-chart-bar"
            x={round(PLOT.left + index * slot + (slot * (1 - BAR_SHARE)) / 2)}
            y={round(y(entry.views))}
            width={round(slot * BAR_SHARE)}
            height={round(PLOT.top + plotHeight - y(entry.views))}
          >
            <title>{`${formatDay(entry.day, lang, "dayMonth")}: ${formatCount(entry.views, lang)}`}</title>
          </rect>
        ))}
      </g>
      <line className="view-chart-axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={PLOT.top + plotHeight} y2={PLOT.top + plotHeight} />
      <g className="view-chart-days">
        {labelledDays(daily.length).map((index) => (
          <text key={index} x={round(PLOT.left + (index + 0.5) * slot)} y={HEIGHT - 6} textAnchor="middle">
            {formatDay(daily[index]!.day, lang, "dayMonth")}
          </text>
        ))}
      </g>
    </svg>
  );
}

/** The chart's figures as a table (caption, column and row headers), behind a disclosure so the page stays short (open in the print view). */
export function ViewTable({ daily, open = false }: { daily: readonly DailyViews[]; open?: boolean }) {
  const t = useT();
  const { lang } = usePage();
  const rows = daily.map((entry) => ({ key: entry.day, label: formatDay(entry.day, lang, "weekday"), count: entry.views }));
  return (
    <details className="portal-details" open={open}>
      <summary>{t("portal.chart.table.toggle")}</summary>
      <CountTable caption={t("portal.chart.title")} labelHead={t("portal.chart.table.day")} rows={rows} />
    </details>
  );
}
