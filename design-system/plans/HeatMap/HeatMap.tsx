import { clsx } from 'clsx';
import { useId, useMemo, type ReactNode } from 'react';
import type { PageRegion, SamplePage } from '../../../domain/samples/plans';
import { clickShares, densityBand, densityGrid, type ClickPoint } from '../../../domain/heatmap';
import * as styles from './HeatMap.css';
import { groupDigits } from '../../../domain/format';

const bandCount = 5;
/** Densities under this share of the peak are not drawn, so the page stays readable. */
const densityFloor = 0.15;
/**
 * Colour follows the square root of the density, as heat-map tools do, so the second and
 * third hotspots still show warm next to a dominant one.
 */
const gamma = 0.6;

export interface HeatMapProps {
  /** the figure's caption and the picture's accessible name */
  title: ReactNode;
  /** the sample page drawn under the heat, in page units */
  page: SamplePage;
  clicks: readonly ClickPoint[];
  /** grid cell and kernel width, in page units */
  cellSize?: number;
  bandwidth?: number;
  /** how many of the most clicked areas the summary lists */
  topAreas?: number;
  /** areas not meant to be clicked get a "dead clicks" note from this share of all clicks */
  deadClickNoteFrom?: number;
  className?: string;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function Wireframe({ page }: { page: SamplePage }) {
  return (
    <g aria-hidden="true">
      <rect className={styles.pageBackground} x={0} y={0} width={page.width} height={page.height} />
      {page.sections.map((s, index) => (
        <rect
          key={`${s.x},${s.y}`}
          className={styles.section[index % 2 === 0 ? 'even' : 'odd']}
          x={s.x}
          y={s.y}
          width={s.width}
          height={s.height}
        />
      ))}
      {page.regions.map((r) => (
        <RegionShape key={r.id} region={r} />
      ))}
    </g>
  );
}

function RegionShape({ region: r }: { region: PageRegion }) {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  return (
    <g data-region={r.id}>
      <rect className={styles.region[r.kind]} x={r.x} y={r.y} width={r.width} height={r.height} rx={r.kind === 'button' ? 6 : 3} />
      {r.kind === 'image' ? (
        <>
          <line className={styles.imageCross} x1={r.x} y1={r.y} x2={r.x + r.width} y2={r.y + r.height} />
          <line className={styles.imageCross} x1={r.x + r.width} y1={r.y} x2={r.x} y2={r.y + r.height} />
        </>
      ) : null}
      {r.kind === 'text' && !r.caption ? (
        // A headline and its lede, as grey bars.
        <>
          <rect className={styles.textLine} x={r.x} y={r.y} width={r.width * 0.95} height={14} rx={3} />
          <rect className={styles.textLine} x={r.x} y={r.y + 22} width={r.width * 0.75} height={14} rx={3} />
          <rect className={styles.textLine} x={r.x} y={r.y + 50} width={r.width * 0.9} height={7} rx={2} />
          <rect className={styles.textLine} x={r.x} y={r.y + 63} width={r.width * 0.8} height={7} rx={2} />
        </>
      ) : null}
      {r.caption ? (
        <text
          className={r.kind === 'button' ? styles.buttonCaption : styles.regionCaption}
          x={r.kind === 'card' ? r.x + 10 : cx}
          y={r.kind === 'card' ? r.y + 22 : cy}
          dy="0.35em"
          textAnchor={r.kind === 'card' ? 'start' : 'middle'}
        >
          {r.caption}
        </text>
      ) : null}
    </g>
  );
}

/**
 * A click heat map: where visitors clicked on a page, as a smoothed density drawn over a
 * wireframe of the page (SVG, so it is in the server-rendered HTML). The picture has a name;
 * the legend and a ranked list of the most clicked areas say the same in words.
 */
export function HeatMap({
  title,
  page,
  clicks,
  cellSize = 10,
  bandwidth = 12,
  topAreas = 5,
  deadClickNoteFrom = 0.05,
  className,
}: HeatMapProps) {
  const id = useId();
  const grid = useMemo(() => densityGrid(clicks, page, cellSize, bandwidth), [clicks, page, cellSize, bandwidth]);
  const shares = useMemo(() => clickShares(clicks, page.regions), [clicks, page]);
  const top = shares.filter((s) => s.clicks > 0).slice(0, topAreas);
  const deadClicks = shares.filter((s) => !s.region.clickable && s.region.kind === 'image' && s.share >= deadClickNoteFrom);

  const cells: ReactNode[] = [];
  grid.values.forEach((value, index) => {
    const heat = value ** gamma;
    const band = densityBand(heat, bandCount, densityFloor);
    if (band === 0) return;
    // Colour by band, strength by density: edges fade out instead of ending in a hard line.
    const strength = 0.25 + 0.7 * ((heat - densityFloor) / (1 - densityFloor));
    const column = index % grid.columns;
    const row = Math.floor(index / grid.columns);
    cells.push(
      <rect
        key={index}
        className={styles.band[band as 1 | 2 | 3 | 4 | 5]}
        x={column * cellSize}
        y={row * cellSize}
        width={cellSize + 1}
        height={cellSize + 1}
        fillOpacity={strength.toFixed(2)}
      />,
    );
  });

  return (
    <figure className={clsx(styles.figure, className)} data-clicks={clicks.length}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.picture}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${page.width} ${page.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          data-heatmap-cells={cells.length}
        >
          <defs>
            <filter id={`${id}-blur`} x="-10%" y="-10%" width="120%" height="120%">
              <feGaussianBlur stdDeviation={cellSize * 0.75} />
            </filter>
          </defs>
          <Wireframe page={page} />
          <g className={styles.heat} filter={`url(#${id}-blur)`}>
            {cells}
          </g>
        </svg>
      </div>
      <div className={styles.side}>
        <div className={styles.legend}>
          <p className={styles.summaryTitle}>Legend</p>
          <div className={styles.legendScale}>
            <span>Few clicks</span>
            <span className={styles.swatches} aria-hidden="true">
              {([1, 2, 3, 4, 5] as const).map((band) => (
                <span key={band} className={styles.swatch[band]} />
              ))}
            </span>
            <span>Most clicks</span>
          </div>
          <p className={styles.muted}>Colour runs from blue where few visitors clicked to red where most did.</p>
        </div>
        <div id={`${id}-summary`}>
          <p className={styles.summaryTitle}>Most clicked areas (of {groupDigits(clicks.length)} clicks)</p>
          {top.length === 0 ? <p className={styles.muted}>No clicks recorded yet.</p> : null}
          <ol className={styles.ranking} hidden={top.length === 0}>
            {top.map((s) => (
              <li key={s.region.id} className={styles.rankItem} data-region={s.region.id}>
                {capitalise(s.region.label)}: <span className={styles.share}>{percent(s.share)}</span> ({groupDigits(s.clicks)}{' '}
                clicks)
              </li>
            ))}
          </ol>
        </div>
        {deadClicks.map((s) => (
          <p key={s.region.id} className={styles.insight}>
            <strong>Dead clicks:</strong> {percent(s.share)} of clicks landed on {s.region.label}. Visitors expect it to lead somewhere;
            making it a link (or moving the button beside it) turns those clicks into visits.
          </p>
        ))}
      </div>
    </figure>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
