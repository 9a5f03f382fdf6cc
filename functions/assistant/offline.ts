/**
 * Answers from the site itself when no model is configured (or the day's model questions are
 * used up): the best passages of the site index (site-index.ts), quoted as the pages word them,
 * each with the page it is on as a link. So an offline answer can only state a price or a
 * promise a page makes. What the pages do not answer it says so, and names where a person
 * answers (/contact, /booking).
 */
import { agency } from '../../domain';
import { sitePassages, type Passage } from './passages';
import { searchSite, type Hit } from './site-index';

const cannotAnswer = `I can't answer that one from our pages, sorry. A person from ${agency.name} can: write to us at /contact, book a free call at /booking, or phone ${agency.phoneDisplay} (${agency.hours}).`;

const greetingReply = `Howdy! Ask me anything our pages cover: what a website or an online store costs, hosting plans and add-ons, local SEO, audits, A/B testing, heat maps, our hours, or how to book a call. What would you like to know?`;

/** The reply to a connection test (the browser checks the call answered OK). */
export const connectionTestReply = 'OK';

const greeting = /^\s*(hi|hello|hey|howdy|hiya|good (morning|afternoon|evening))\b[\s!.,]*(there|y'?all|folks)?[\s!.,]*$/i;

/** At least this share of the question's subject words must be on the best passage. */
const minCoverage = 0.5;
/** Passages after the first must score at least this share of the first's. */
const companionShare = 0.55;
/** Passages quoted in one answer. */
const maxPassages = 3;
/** A long passage (a legal section, a price table) is cut at a sentence near here. */
const maxPassageChars = 700;

export interface SiteAnswer {
  readonly text: string;
  /** false: the pages do not answer it (the hand-off to a person) */
  readonly known: boolean;
  /** the passages the answer quotes, best first */
  readonly passages: readonly Passage[];
}

function shortened(text: string): string {
  if (text.length <= maxPassageChars) return text;
  const cut = text.slice(0, maxPassageChars);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return `${cut.slice(0, end > maxPassageChars / 2 ? end + 1 : maxPassageChars).trim()}…`;
}

/** The passages worth quoting: the best one, and the next ones that answer nearly as well. */
function chosenPassages(hits: readonly Hit[]): Passage[] {
  const [best] = hits;
  if (!best || best.coverage < minCoverage) return [];
  const chosen: Hit[] = [best];
  // The question names this item ("the Business Cloud plan"): it is the answer, not its neighbours.
  if (best.named) return [best.passage];
  // A page's summary is general: the best detail after it is worth quoting even when it scores lower.
  const share = best.passage.kind === 'summary' ? companionShare / 2 : companionShare;
  for (const hit of hits.slice(1)) {
    if (chosen.length >= maxPassages) break;
    if (hit.score < best.score * share || hit.coverage < best.coverage) continue;
    if (chosen.some((c) => c.passage.text === hit.passage.text)) continue;
    chosen.push(hit);
  }
  return chosen.map((c) => c.passage);
}

/** "More on /services/local-seo (Local SEO)." for each page the answer quotes. */
function pageLinks(passages: readonly Passage[]): string {
  const pages = new Map<string, string>();
  for (const p of passages) {
    if (!pages.has(p.path)) pages.set(p.path, p.page);
  }
  for (const p of passages) {
    if (p.see && !pages.has(p.see)) pages.set(p.see, '');
  }
  const links = [...pages].slice(0, 3).map(([path, title]) => (title ? `${path} (${title})` : path));
  return links.length === 1 ? `More on ${links[0]}.` : `More on ${links.slice(0, -1).join(', ')} and ${links.at(-1)}.`;
}

/** Passages that ground the model: those that match the question well enough, best first. */
export function groundingPassages(message: string, limit = 5): Passage[] {
  const { hits, unknownWords } = searchSite(message, limit);
  // The same judgement as offline: a word no page uses means the pages do not answer it.
  if (unknownWords.length > 0) return [];
  const passages = hits.filter((h) => h.coverage >= minCoverage).map((h) => h.passage);
  const summary = passages[0] && sitePassages().find((p) => p.kind === 'summary' && p.path === passages[0]!.path);
  if (summary && !passages.includes(summary)) passages.splice(1, 0, summary);
  return passages.slice(0, limit);
}

/**
 * A model's reply that names no page of the site gets the page its best passage is on, so every
 * answer grounded in a page links to it. Only public paths count (the dialog links nothing else).
 */
export function withPageLink(reply: string, passages: readonly Passage[], isSitePath: (path: string) => boolean): string {
  const named = [...reply.matchAll(/(?<=^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/gi)].some((m) => isSitePath(m[1]!));
  const [best] = passages;
  if (named || !best) return reply;
  return `${reply}\n\nMore on ${best.path} (${best.page}).`;
}

export function answerFromSite(message: string): SiteAnswer {
  if (greeting.test(message)) return { text: greetingReply, known: true, passages: [] };
  const { hits, unknownWords } = searchSite(message, 8);
  // A word no page uses names what the question is about more often than not: a person answers.
  const passages = unknownWords.length === 0 ? chosenPassages(hits) : [];
  // What the best passage's page is about (and what it costs) says more than a second detail.
  const summary = passages[0] && sitePassages().find((p) => p.kind === 'summary' && p.path === passages[0]!.path);
  if (summary && !passages.includes(summary)) passages.splice(1, 0, summary);
  if (passages.length > maxPassages) passages.length = maxPassages;
  if (passages.length === 0) return { text: cannotAnswer, known: false, passages: [] };
  const text = [
    ...passages.map((p) => shortened(p.text)),
    pageLinks(passages),
  ].join('\n\n');
  return { text, known: true, passages };
}
