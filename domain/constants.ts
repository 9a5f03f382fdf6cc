/** Business constants and limits: spec section 9 (and section 4 where it fixes timing). */
import { groupDigits } from './format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const adminSession = {
  /** stored session cleared after this much inactivity */
  inactivityLimitMs: 30 * MINUTE,
  /** the guard re-verifies this often */
  reverifyIntervalMs: 5 * MINUTE,
} as const;

/**
 * Health checks the server records itself (system-health-check and stability): one every
 * `recordEveryMs` while the server runs, plus one per health call; `keepDays` of history.
 */
export const healthRecording = { recordEveryMs: 5 * MINUTE, keepDays: 90, uptimeWindowDays: 30 } as const;

/** How many submissions the admin pages ask for at most. */
export const adminSubmissionsLimit = 200;

/** "14 minutes", "45 seconds": a wait in words, rounded up to whole minutes past one minute. */
export function waitLabel(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The dashboard refreshes its figures this often. */
export const dashboardRefreshMs = 30 * SECOND;
/** The timeframe the dashboard asks admin-analytics for. */
export const customersTimeframe = '30d' as const;

/** The assistant sends at most this many previous messages. */
export const chatHistoryLimit = 5;

/** Server data cache: fresh 5 minutes, kept 10 minutes (TanStack Query staleTime / gcTime). */
export const dataCache = { staleTimeMs: 5 * MINUTE, gcTimeMs: 10 * MINUTE } as const;

/** Live chat reply simulation (spec section 4). */
export const liveChatSimulation = { typingDelayMs: 500, replyDelayMs: 2 * SECOND } as const;

/** Usage colour bands: over 80 red, over 60 orange, otherwise green. */
const usageBands = { critical: 80, caution: 60 } as const;
export type UsageBand = 'critical' | 'caution' | 'positive';

export function usageBand(percent: number): UsageBand {
  if (percent > usageBands.critical) return 'critical';
  if (percent > usageBands.caution) return 'caution';
  return 'positive';
}

/** Alert threshold defaults (CPU %, memory %, response time s) and the ranges we accept. */
export const alertThresholdDefaults = { cpuPercent: 80, memoryPercent: 85, responseSeconds: 3 } as const;
export const alertThresholdRanges = {
  cpuPercent: { min: 1, max: 100 },
  memoryPercent: { min: 1, max: 100 },
  responseSeconds: { min: 0.1, max: 60 },
} as const;

/** Shown when a dashboard call fails (spec section 3). */
export const dashboardFallbacks = {
  totalServers: 24,
  activeCustomers: 156,
  uptime: '99.98%',
  monthlyRevenue: 24_580,
} as const;

/** '24,580': the dashboard shows revenue in whole dollars with thousands separators. */
export function formatRevenue(dollars: number): string {
  return groupDigits(Math.round(dollars));
}

/** Marketing claims the pages may make (spec section 9). */
export const marketingClaims = {
  hostingDiscountPercent: 40,
  uptimeGuarantee: '99.9%',
  pageLoadSeconds: 2,
  dataCentres: 14,
} as const;

/** The hosting promo banner (spec section 2). */
export const hostingPromo = `Limited Time: ${marketingClaims.hostingDiscountPercent}% Off All Plans!`;

/** Live chat dashboard figures the spec fixes. */
export const liveChatFixedStats = { resolvedToday: 24, avgResponse: '2.3m' } as const;

/** Hosting-automation figures the spec fixes. */
export const hostingAutomationFixed = {
  totalUptime: '99.9%',
  performance: {
    averageResponse: '1.2s',
    uptime: '99.9%',
    cpu: 45,
    memory: 60,
    disk: 72,
    pageLoad: '1.2s',
    timeToFirstByte: '0.3s',
    ssl: 'Valid',
    security: 'A+',
    seo: '95/100',
  },
} as const;

/**
 * Relative time label: Just now under a minute, then Nm ago, Nh ago, Nd ago (spec section 9).
 * `now` is passed in, so server and client render the same text for the same instant.
 */
export function relativeTimeLabel(then: Date | string | number, now: Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Bounds on what the assistant accepts (api.md: bounded, 400/413 beyond). */
export const assistantLimits = {
  messageMaxChars: 2000,
  historyItemMaxChars: 4000,
  maxOutputTokens: 600,
} as const;

/** The largest JSON body any function reads; beyond it the answer is 413. */
export const maxRequestBodyBytes = 64 * 1024;

/** A Stripe Checkout Session id as it comes back in the success URL (`cs_test_a1B2...`). */
export const checkoutSessionIdPattern = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * /payment-success asks again while Stripe still says "open" (the payment is confirming):
 * after 1, 2, 4 and 8 seconds, then offers a "Check again" button.
 */
export const paymentStatusPolling = { attempts: 5, firstDelayMs: 1000, factor: 2, maxDelayMs: 8000 } as const;
/**
 * The workflow builder (/workflow-automation): where Save keeps the workflow in the browser, how
 * long Test Run dwells on each step, and the footprint of a node on the canvas (used to place a
 * node added from the keyboard where it overlaps nothing).
 */
export const workflowBuilder = {
  storageKey: 'lsws.workflow-builder.v1',
  testRunStepMs: 900,
  nodeSize: { width: 240, height: 112 },
  /**
   * The smallest zoom at which a step's smallest text (0.75rem) still reads at 10 px. On a canvas
   * narrower than `narrowCanvasWidth` (a phone), a fit that would go below it shows the first steps
   * at this zoom instead; a wider canvas shows every step (its overview map and wheel zoom help).
   */
  minReadableZoom: 0.85,
  narrowCanvasWidth: 640,
  /** Space kept around the steps when they are fitted into view, as a share of their size. */
  fitPadding: 0.15,
  nodeGap: { x: 40, y: 48 },
  freePlacementColumns: 3,
} as const;

/**
 * The office hours: one truth for the footer, the contact page, the emails, the search engines'
 * structured data and the call slots (calls fill the office hours, the last one ending as the
 * office closes). Central time; the agency is in Austin.
 */
export const officeHours = {
  /** ISO weekdays: 1 is Monday */
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'America/Chicago',
  timeZoneLabel: 'Central time',
} as const;

const callMinutes = 30;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Free consultations (/booking): 30-minute calls on the office days, within `officeHours` (the
 * first starts as the office opens, the last ends as it closes). The page offers slots at least
 * `noticeMinutes` ahead, for the next `daysShown` open days; the server refuses a slot that has
 * started, a weekend, a US federal holiday, a day the owner blocked, a time off the grid, a day
 * more than `maxDaysAhead` away, and a slot already booked (domain/booking.ts).
 */
export const bookingSchedule = {
  timeZone: officeHours.timeZone,
  timeZoneLabel: officeHours.timeZoneLabel,
  workingDays: officeHours.days,
  firstSlot: officeHours.opens,
  lastSlot: clockOf(minutesOf(officeHours.closes) - callMinutes),
  slotMinutes: callMinutes,
  noticeMinutes: 60,
  daysShown: 10,
  maxDaysAhead: 60,
} as const;

/**
 * A booked call is first a hold: it occupies its slot for `holdMinutes` while the visitor
 * confirms from the emailed link; unconfirmed, it lapses and the slot is free again. The caps
 * count holds and calls together: upcoming ones per email address, those made in the last 24
 * hours per network (an IPv4 /24, an IPv6 /56) and from everyone (functions/bookings.ts).
 */
export const bookingHold = {
  holdMinutes: 30,
  perEmailUpcoming: 2,
  perNetworkPerDay: 3,
  perDay: 40,
} as const;

/** The guide /lead-magnet gives away: a PDF shipped with the site (scripts/make-guide-pdf.ts). */
export const leadMagnetGuide = {
  downloadUrl: '/downloads/small-business-website-guide.pdf',
  fileName: 'small-business-website-guide.pdf',
} as const;
