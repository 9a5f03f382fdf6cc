/**
 * The arithmetic of the heat-map demo: deterministic sample clicks (a seeded generator, so the
 * server-rendered picture and the hydrated one are the same), a smoothed click density on a
 * grid, and the share of clicks each area of the page received. Pure functions.
 */

export interface ClickPoint {
  readonly x: number;
  readonly y: number;
}

/** mulberry32: a tiny seeded generator of floats in [0, 1). Same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from two uniform draws (Box-Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random(); // (0, 1]: log(0) never happens
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Where clicks gather: a centre, a spread in page units, and a relative weight. */
export interface ClickHotspot {
  readonly x: number;
  readonly y: number;
  readonly spreadX: number;
  readonly spreadY: number;
  readonly weight: number;
}

/**
 * `count` clicks drawn around the hotspots (each chosen in proportion to its weight), kept
 * inside the page. Rounded to whole units so the rendered markup is short and stable.
 */
export function sampleClicks(
  hotspots: readonly ClickHotspot[],
  count: number,
  page: { readonly width: number; readonly height: number },
  seed: number,
): ClickPoint[] {
  const random = seededRandom(seed);
  const total = hotspots.reduce((sum, h) => sum + h.weight, 0);
  if (hotspots.length === 0 || total <= 0) return [];
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  const clicks: ClickPoint[] = [];
  for (let i = 0; i < count; i++) {
    let pick = random() * total;
    let spot = hotspots[hotspots.length - 1]!;
    for (const h of hotspots) {
      pick -= h.weight;
      if (pick < 0) {
        spot = h;
        break;
      }
    }
    clicks.push({
      x: clamp(spot.x + gaussian(random) * spot.spreadX, page.width),
      y: clamp(spot.y + gaussian(random) * spot.spreadY, page.height),
    });
  }
  return clicks;
}

export interface DensityGrid {
  readonly columns: number;
  readonly rows: number;
  readonly cellSize: number;
  /** row-major densities, each 0-1 relative to the densest cell */
  readonly values: readonly number[];
}

/**
 * Click density on a grid of `cellSize` squares: a Gaussian kernel of `bandwidth` around every
 * click, summed at each cell's centre and scaled so the densest cell is 1.
 */
export function densityGrid(
  clicks: readonly ClickPoint[],
  page: { readonly width: number; readonly height: number },
  cellSize: number,
  bandwidth: number,
): DensityGrid {
  const columns = Math.ceil(page.width / cellSize);
  const rows = Math.ceil(page.height / cellSize);
  const raw = new Array<number>(columns * rows).fill(0);
  const reach = Math.ceil((3 * bandwidth) / cellSize);
  const twoSigmaSquared = 2 * bandwidth * bandwidth;
  for (const click of clicks) {
    const cx = Math.floor(click.x / cellSize);
    const cy = Math.floor(click.y / cellSize);
    for (let row = Math.max(0, cy - reach); row <= Math.min(rows - 1, cy + reach); row++) {
      for (let column = Math.max(0, cx - reach); column <= Math.min(columns - 1, cx + reach); column++) {
        const dx = (column + 0.5) * cellSize - click.x;
        const dy = (row + 0.5) * cellSize - click.y;
        raw[row * columns + column]! += Math.exp(-(dx * dx + dy * dy) / twoSigmaSquared);
      }
    }
  }
  const max = Math.max(0, ...raw);
  return { columns, rows, cellSize, values: max === 0 ? raw : raw.map((v) => v / max) };
}

/** The band (1 = coolest ... `bands` = hottest) a relative density falls in; 0 below `floor`. */
export function densityBand(value: number, bands: number, floor: number): number {
  if (!(value >= floor)) return 0;
  return Math.min(bands, 1 + Math.floor(((value - floor) / (1 - floor)) * bands));
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function contains(rect: Rect, point: ClickPoint): boolean {
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}

export interface RegionShare<R> {
  readonly region: R;
  readonly clicks: number;
  /** 0-1 of all clicks */
  readonly share: number;
}

/**
 * How many clicks landed in each region, most clicked first. A click counts for the first
 * region (in the given order) that contains it, so list small regions before the areas around
 * them; clicks in no region are left out of the list but not out of the total.
 */
export function clickShares<R extends Rect>(clicks: readonly ClickPoint[], regions: readonly R[]): RegionShare<R>[] {
  const counts = new Map<R, number>(regions.map((r) => [r, 0]));
  for (const click of clicks) {
    const region = regions.find((r) => contains(r, click));
    if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  const total = clicks.length;
  return regions
    .map((region) => ({ region, clicks: counts.get(region) ?? 0, share: total === 0 ? 0 : (counts.get(region) ?? 0) / total }))
    .sort((a, b) => b.clicks - a.clicks);
}
