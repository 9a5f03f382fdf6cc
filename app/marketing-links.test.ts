/**
 * The marketing copy (domain/marketing) against the app: every link it makes is a registered
 * route, and every picture it shows is a file shipped in app/public.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imagesOf, linksOf, marketingPages } from '../domain/marketing';
import { createRouter } from './router';

const router = createRouter();
const registered = new Set(Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));

describe('marketing copy and the app', () => {
  it.each(Object.entries(marketingPages))('%s: its route exists and every link points at a route', (path, content) => {
    expect(registered).toContain(path);
    for (const link of linksOf(content)) expect(registered, link.to).toContain(link.to);
  });

  it.each(Object.entries(marketingPages))('%s: every picture is shipped', (_path, content) => {
    for (const image of imagesOf(content)) expect(existsSync(new URL(`./public${image.src}`, import.meta.url)), image.src).toBe(true);
  });
});
