/**
 * The files that stand for the site outside its pages: browser-tab and home-screen icons, the
 * web manifest, and the picture shown when a page is shared. They are shipped in app/public
 * (made by scripts/make-icons.ts, committed); the root route links the icons, pageHead points
 * social cards at the image. app/site-assets.test.ts checks the files against this module.
 */
import { marketingClaims as claims } from '../domain/constants';
import { agency } from '../domain/navigation';
import { publicPages } from '../domain/pages';

/**
 * The mark's colours: the header's brand mark (design-system tokens `color.brand` on
 * `color.canvas`, with `color.textOnBrand` for the star). The tokens live in a vanilla-extract
 * file that plain scripts cannot import, so the values are repeated here and a test keeps them equal.
 */
export const brandColours = {
  brand: '#1c3d7a',
  onBrand: '#ffffff',
  canvas: '#faf8f4',
  /** the burnt-orange Texas accent of the dark theme, bright enough on navy */
  accentOnNavy: '#f29a5a',
  /** the light theme's text colour, the deepest navy of the palette */
  ink: '#132035',
} as const;

export interface IconFile {
  readonly path: string;
  readonly size: number;
  readonly type: 'image/png' | 'image/svg+xml' | 'image/x-icon';
  /** 'maskable': full-bleed, the star inside the safe zone, for launchers that crop a shape */
  readonly purpose?: 'any' | 'maskable';
}

export const icons = {
  svg: { path: '/favicon.svg', size: 64, type: 'image/svg+xml' },
  /** 16, 32 and 48 pixel PNGs in one ICO, for browsers and tools that do not read SVG */
  ico: { path: '/favicon.ico', size: 48, type: 'image/x-icon' },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, type: 'image/png' },
  manifest: [
    { path: '/icon-192.png', size: 192, type: 'image/png', purpose: 'any' },
    { path: '/icon-512.png', size: 512, type: 'image/png', purpose: 'any' },
    { path: '/icon-maskable-512.png', size: 512, type: 'image/png', purpose: 'maskable' },
  ],
} as const satisfies Record<string, IconFile | readonly IconFile[]>;

export const manifestPath = '/site.webmanifest';

/** The social card every page shares unless its head names another (pageHead's `image`). */
export interface SocialImage {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly alt: string;
}

export const ogImage: SocialImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${agency.name}: "${publicPages['/'].heading}". ${claims.uptimeGuarantee} uptime, pages under ${claims.pageLoadSeconds} seconds, ${claims.dataCentres} data centres, ${claims.hostingDiscountPercent}% off hosting.`,
};

/** The web manifest (site.webmanifest), as scripts/make-icons.ts writes it. */
export function webManifest() {
  return {
    name: agency.name,
    short_name: 'Lone Star Web',
    description: agency.tagline,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-US',
    background_color: brandColours.canvas,
    theme_color: brandColours.brand,
    icons: [
      ...icons.manifest.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: icon.type,
        purpose: icon.purpose,
      })),
      { src: icons.svg.path, sizes: 'any', type: icons.svg.type, purpose: 'any' },
    ],
  };
}
