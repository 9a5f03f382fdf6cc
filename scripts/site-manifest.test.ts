import { describe, expect, it } from 'vitest';
import { buildRouterManifest, routeIdOfFile, type ViteManifest } from './site-manifest';

const manifest: ViteManifest = {
  'app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_Button.js'], css: ['assets/entry.css'] },
  '_Button.js': { file: 'assets/Button.js', imports: ['_tokens.js'], css: ['assets/Button.css'] },
  '_tokens.js': { file: 'assets/tokens.js', css: ['assets/tokens.css'] },
  'app/routes/pricing.tsx?tsr-split=component': {
    file: 'assets/pricing.js',
    imports: ['app/entry-client.tsx', '_Card.js'],
    css: ['assets/pricing.css'],
  },
  '_Card.js': { file: 'assets/Card.js', imports: ['_Button.js'], css: ['assets/Card.css'] },
};

describe('router manifest from the Vite manifest', () => {
  it('links the CSS of what a chunk imports before its own, so overrides come last', () => {
    const { routes } = buildRouterManifest(manifest);
    expect(routes.__root__?.css).toEqual(['/assets/tokens.css', '/assets/Button.css', '/assets/entry.css']);
    expect(routes['/pricing']?.css).toEqual(['/assets/Card.css', '/assets/pricing.css']);
  });

  it('preloads a route only for what the root does not already load', () => {
    const { routes } = buildRouterManifest(manifest);
    expect(routes.__root__?.preloads).toEqual(['/assets/Button.js', '/assets/tokens.js']);
    expect(routes['/pricing']?.preloads).toEqual(['/assets/pricing.js', '/assets/Card.js']);
  });

  it('names routes the way TanStack Router does', () => {
    expect(routeIdOfFile('app/routes/services.index.tsx')).toBe('/services/');
    expect(routeIdOfFile('app/routes/services.local-seo.tsx')).toBe('/services/local-seo');
    expect(routeIdOfFile('app/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('app/routes/-components/x.tsx')).toBeNull();
  });
});
