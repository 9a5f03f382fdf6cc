import { describe, expect, it } from 'vitest';
import { clickShares, densityBand, densityGrid, sampleClicks, seededRandom } from './heatmap';
import { sampleClickHotspots, sampleHeatMap, sampleHeatMapPage } from './samples';

const page = { width: sampleHeatMapPage.width, height: sampleHeatMapPage.height };

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed, and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('is roughly uniform', () => {
    const random = seededRandom(7);
    const n = 20_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += random();
    expect(sum / n).toBeCloseTo(0.5, 2);
  });
});

describe('sampleClicks', () => {
  const clicks = sampleClicks(sampleClickHotspots, sampleHeatMap.clicks, page, sampleHeatMap.seed);

  it('is deterministic, so the server and the browser draw the same picture', () => {
    expect(sampleClicks(sampleClickHotspots, sampleHeatMap.clicks, page, sampleHeatMap.seed)).toEqual(clicks);
    expect(clicks).toHaveLength(sampleHeatMap.clicks);
  });

  it('keeps every click on the page, in whole units', () => {
    for (const { x, y } of clicks) {
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
      expect(x >= 0 && x <= page.width && y >= 0 && y <= page.height).toBe(true);
    }
  });

  it('gathers clicks around the heaviest hotspot', () => {
    const [top] = sampleClickHotspots;
    const near = clicks.filter((c) => Math.abs(c.x - top!.x) < 3 * top!.spreadX && Math.abs(c.y - top!.y) < 3 * top!.spreadY);
    const totalWeight = sampleClickHotspots.reduce((s, h) => s + h.weight, 0);
    expect(near.length / clicks.length).toBeGreaterThan((top!.weight / totalWeight) * 0.8);
  });

  it('returns nothing without hotspots', () => {
    expect(sampleClicks([], 10, page, 1)).toEqual([]);
  });
});

describe('densityGrid', () => {
  it('peaks at 1 where the clicks are and stays 0 far away', () => {
    const grid = densityGrid(
      [
        { x: 15, y: 15 },
        { x: 16, y: 14 },
      ],
      { width: 100, height: 100 },
      10,
      5,
    );
    expect(grid.columns).toBe(10);
    expect(grid.rows).toBe(10);
    expect(Math.max(...grid.values)).toBe(1);
    expect(grid.values[1 * 10 + 1]).toBe(1);
    expect(grid.values[9 * 10 + 9]).toBe(0);
  });

  it('is all zero without clicks', () => {
    expect(densityGrid([], { width: 20, height: 20 }, 10, 5).values).toEqual([0, 0, 0, 0]);
  });
});

describe('densityBand', () => {
  it('sorts densities into bands above the floor', () => {
    expect(densityBand(0.05, 5, 0.1)).toBe(0);
    expect(densityBand(0.1, 5, 0.1)).toBe(1);
    expect(densityBand(0.55, 5, 0.1)).toBe(3);
    expect(densityBand(1, 5, 0.1)).toBe(5);
    expect(densityBand(Number.NaN, 5, 0.1)).toBe(0);
  });
});

describe('clickShares', () => {
  it('counts each click for the first region containing it, most clicked first', () => {
    const regions = [
      { id: 'button', x: 0, y: 0, width: 10, height: 10 },
      { id: 'section', x: 0, y: 0, width: 100, height: 100 },
      { id: 'footer', x: 0, y: 200, width: 100, height: 10 },
    ];
    const shares = clickShares(
      [
        { x: 5, y: 5 },
        { x: 50, y: 50 },
        { x: 60, y: 60 },
        { x: 500, y: 500 },
      ],
      regions,
    );
    expect(shares.map((s) => [s.region.id, s.clicks, s.share])).toEqual([
      ['section', 2, 0.5],
      ['button', 1, 0.25],
      ['footer', 0, 0],
    ]);
  });

  it('puts the sample call-to-action and the dead-click hero photo at the top', () => {
    const clicks = sampleClicks(sampleClickHotspots, sampleHeatMap.clicks, page, sampleHeatMap.seed);
    const shares = clickShares(clicks, sampleHeatMapPage.regions);
    expect(shares[0]!.region.id).toBe('cta');
    expect(shares.slice(0, 3).map((s) => s.region.id)).toContain('hero-photo');
  });
});
