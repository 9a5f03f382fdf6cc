/**
 * One full-text index of everything the site says (passages.ts), searched with MiniSearch:
 * field boosts (a section's own heading counts more than its body), prefix and typo-tolerant
 * matching, light stemming ("stores" finds "store") and synonyms in the business's words
 * ("shop", "online store" and "e-commerce" are one thing; "how much" asks for a price).
 * The same index answers offline (offline.ts) and grounds the model (model.ts).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { sitePassages, type Passage, type PassageKind } from './passages';

/** Words that carry no subject of their own in a visitor's question. */
const stopWords = new Set(
  (
    'a an and any are as at be been but by can could do does did for from get got have has had how i if in into is it its just ' +
    'me my of on or our ours please should so some than that the their them then there these they this those to too us ' +
    'was we were what whats when where which who why will with would you your yours am about also tell know want need ' +
    'hi hello hey howdy thanks thank ok okay yes no not im ive id dont doesnt whether y’all yall much many lot take see like go company agency guys folks'
  ).split(' '),
);

/**
 * Synonym groups: every word of a group is indexed and searched as the group's first word too,
 * so a visitor's word finds the page's word. Words are compared after stemming.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['ecommerce', 'store', 'shop', 'webshop', 'storefront', 'estore', 'shopify', 'cart', 'checkout', 'sell', 'selling', 'product', 'merch'],
  ['price', 'pricing', 'cost', 'costs', 'charge', 'fee', 'rate', 'cheap', 'expensive', 'afford', 'affordable', 'budget', 'pay', 'spend', 'dollar', 'quote'],
  ['website', 'site', 'webpage', 'homepage', 'page'],
  ['design', 'build', 'make', 'create', 'redesign', 'develop', 'developer', 'designer', 'built'],
  ['host', 'hosting', 'hosted', 'server', 'cloud'],
  ['cancel', 'cancellation', 'quit', 'terminate', 'lock', 'contract', 'commitment', 'unsubscribe'],
  ['contact', 'email', 'phone', 'call', 'reach', 'talk', 'number', 'message', 'write'],
  ['hour', 'open', 'opening', 'closed', 'close', 'weekend', 'saturday', 'sunday', 'monday', 'friday'],
  ['book', 'booking', 'appointment', 'consultation', 'consult', 'meeting', 'meet', 'schedule'],
  ['audit', 'checkup', 'assessment', 'analysis', 'review'],
  ['social', 'facebook', 'instagram', 'tiktok', 'linkedin', 'post', 'posting'],
  ['automation', 'automate', 'automated', 'automatic', 'automatically'],
  ['migration', 'migrate', 'move', 'moving', 'transfer', 'switch'],
  ['backup', 'restore'],
  ['ssl', 'https', 'certificate'],
  ['abtest', 'split', 'experiment', 'variant'],
  ['heatmap', 'clickmap', 'scroll', 'recording'],
  ['discount', 'sale', 'promo', 'deal', 'coupon', 'off'],
  ['speed', 'fast', 'faster', 'slow', 'quick', 'load', 'loading'],
  ['studio', 'located', 'location', 'based', 'office', 'address', 'where'],
  ['seo', 'rank', 'ranking', 'google', 'search'],
  ['long', 'week', 'timeline', 'launch', 'soon', 'day'],
  ['integration', 'integrate', 'connect', 'connection', 'sync', 'api'],
  ['founder', 'founded', 'began', 'history', 'story'],
  ['team', 'people', 'staff', 'employee', 'person'],
  ['portfolio', 'example', 'sample', 'showcase', 'past', 'previous', 'built'],
  ['own', 'ownership', 'owner'],
  ['ai', 'artificial', 'intelligence', 'chatgpt', 'gpt'],
  ['uptime', 'downtime', 'reliable', 'reliability', 'guarantee'],
  ['mcp', 'protocol'],
  // the trades our clients are in: a visitor names theirs, the pages name a few
  ['business', 'plumbing', 'plumber', 'salon', 'spa', 'dentist', 'dental', 'roofing', 'roofer', 'bakery', 'restaurant', 'cafe', 'clinic', 'lawyer', 'attorney', 'contractor', 'landscaping', 'landscaper', 'hvac', 'boutique', 'barbershop', 'realtor', 'church', 'nonprofit', 'gym', 'electrician', 'mechanic', 'shop'],
  // where a site lives today
  ['platform', 'godaddy', 'wix', 'squarespace', 'wordpress', 'bluehost', 'hostgator', 'weebly', 'siteground'],
  ['crm', 'hubspot', 'zoho', 'pipedrive', 'salesforce'],
  ['accounting', 'quickbooks', 'xero', 'invoice', 'bookkeeper'],
];

/** The group words each word is also indexed and searched as (a word may be in two groups). */
const synonymsOf = new Map<string, string[]>();
for (const group of synonymGroups) {
  for (const word of group) if (word !== group[0]) synonymsOf.set(word, [...(synonymsOf.get(word) ?? []), group[0]!]);
}

/** Texas places a visitor may mention: they say where the visitor is, rarely what they ask. */
const places = new Set(['texas', 'tx', 'austin', 'houston', 'dallas', 'worth', 'antonio', 'paso', 'el', 'san', 'fort', 'plano', 'katy', 'cypress', 'waco', 'lubbock', 'laredo', 'beaumont', 'arlington', 'frisco', 'mcallen', 'corpus', 'christi', 'amarillo', 'round', 'rock', 'kyle', 'sugar', 'land']);

/** Phrases that are one word to a visitor, joined before splitting. */
const phrases: readonly [RegExp, string][] = [
  [/\be[\s-]?comm?erce\b/g, 'ecommerce'],
  [/\bonline\s+(stores?|shops?|sales?|selling)\b/g, 'ecommerce $1'],
  [/\ba\s*\/\s*b\b|\bab\s+test/g, 'abtest'],
  [/\bsplit[\s-]test/g, 'abtest'],
  [/\bheat[\s-]?maps?\b/g, 'heatmap'],
  [/\bclick[\s-]?maps?\b/g, 'heatmap'],
  [/\bweb\s+sites?\b/g, 'website'],
  [/\be-mail\b/g, 'email'],
  [/\bhow much\b/g, 'price'],
  [/\bhow long\b/g, 'timeline'],
  [/\bmonth[\s-]to[\s-]month\b/g, 'monthly cancel'],
  [/\block[\s-]in\b/g, 'lock'],
  [/\bcancel any (month|time)\b/g, 'cancel anytime'],
  [/\bsearch engine optimi[sz]ation\b/g, 'seo'],
  [/\bgoogle (business )?profile\b/g, 'google profile'],
  [/\bmodel context protocol\b/g, 'mcp'],
  [/\b24\s*\/\s*7\b/g, 'around the clock'],
];

function normalize(text: string): string {
  let t = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/'s\b/g, '').replace(/'/g, '');
  for (const [pattern, replacement] of phrases) t = t.replace(pattern, replacement);
  return t;
}

const tokenize = (text: string) => normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** "stores" to "store", "prices" to "price", "businesses" to "business"; short words as they are. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ally') && word.length > 6) return word.slice(0, -2);
  if (/(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function processTerm(term: string): string[] | null {
  if (stopWords.has(term)) return null;
  const stemmed = stem(term);
  if (stopWords.has(stemmed)) return null;
  return [stemmed, ...(synonymsOf.get(stemmed) ?? synonymsOf.get(term) ?? [])];
}

/** The words of a question that name a subject (not "how", "you", "please"). */
function contentTerms(text: string): string[] {
  return tokenize(text).filter((t) => !stopWords.has(t) && !stopWords.has(stem(t)));
}

/**
 * Closing calls to action, clients' words and logo strips rarely answer a question themselves;
 * the legal pages' long sections mention everything once and answer little; a list of items
 * that have passages of their own gives way to the item a question names.
 */
const kindWeight: Record<PassageKind, number> = { summary: 1.4, faq: 1.1, item: 1, cta: 0.5, quote: 0.6, logos: 0.5, legal: 0.6, list: 0.7 };

const priceQuestion = /\b(how much|price|prices|pricing|cost|costs|costing|charge|fees?|rates?|cheap|expensive|afford|budget|quote|\$)/i;
const hasPrice = /\$\d/;

interface IndexedPassage extends Passage {
  /** the page's words: its title, heading and path */
  readonly pageWords: string;
  /** words a passage stands for without saying them ("price" for one that states a price) */
  readonly tags: string;
}

function buildIndex(): MiniSearch<IndexedPassage> {
  const index = new MiniSearch<IndexedPassage>({
    fields: ['section', 'text', 'pageWords', 'tags'],
    storeFields: ['id'],
    tokenize,
    processTerm,
  });
  index.addAll(
    sitePassages().map((p) => ({
      ...p,
      pageWords: `${p.page} ${p.path.replace(/[/-]/g, ' ')}`,
      tags: hasPrice.test(p.text) ? 'price' : '',
    })),
  );
  return index;
}

let index: MiniSearch<IndexedPassage> | undefined;
/** In how many passages' headings each word is. */
let headingFrequency: Map<string, number> | undefined;
const headingWords = (passage: Passage) => tokenize(passage.section).map(stem).filter((w) => !stopWords.has(w));
const byId = new Map<string, Passage>();

export interface Hit {
  readonly passage: Passage;
  readonly score: number;
  /** how many of the question's subject words this passage matched, 0 to 1 */
  readonly coverage: number;
  /** the question names this passage's own heading ("the Business Cloud plan") */
  readonly named: boolean;
}

/** The passages that best answer a question, best first. */
/**
 * The passages that best answer a question, best first, and the question's words that no page
 * uses at all (not even misspelt): "iPhone" in "Can you fix my iPhone screen?".
 */
export function searchSite(question: string, limit = 5): { hits: Hit[]; unknownWords: string[] } {
  if (!index) {
    index = buildIndex();
    headingFrequency = new Map();
    for (const p of sitePassages()) {
      byId.set(p.id, p);
      for (const w of new Set(headingWords(p))) headingFrequency.set(w, (headingFrequency.get(w) ?? 0) + 1);
    }
  }
  const subject = [...new Set(contentTerms(question).map(stem).filter((t) => !places.has(t)))];
  if (subject.length === 0) return { hits: [], unknownWords: [] };
  const asksPrice = priceQuestion.test(question);
  const asked = new Set(tokenize(question).map(stem));
  /**
   * How surely the question names the passage's heading: 0 unless it names every word of it, then
   * more for more words and for rarer ones ("Business Cloud" beats "Hosting plans").
   */
  const named = (passage: Passage) => {
    const words = headingWords(passage);
    if (passage.section.length < 6 || words.length === 0 || !words.every((w) => asked.has(w))) return 0;
    return words.reduce((sum, w) => sum + Math.log(sitePassages().length / (headingFrequency!.get(w) ?? 1)), 0);
  };
  const results: SearchResult[] = index.search(question, {
    boost: { section: 2, text: 1, pageWords: 1.5, tags: 1 },
    prefix: (term) => term.length > 4,
    // one typo in a word of five letters or more, two from ten
    fuzzy: (term) => (term.length > 6 ? 0.2 : term.length > 4 ? 1 : false),
    boostTerm: (term) => (places.has(term) ? 0.25 : 1),
    boostDocument: (id) => {
      const passage = byId.get(String(id));
      if (!passage) return 1;
      return (
        (asksPrice && hasPrice.test(passage.text) ? 1.6 : 1) * kindWeight[passage.kind] * (passage.path === '/' ? 0.8 : 1) * (1 + named(passage) / 2)
      );
    },
  });
  const coveredBy = (r: SearchResult) => {
    const matched = new Set(r.queryTerms);
    return (t: string) => matched.has(t) || (synonymsOf.get(t) ?? []).some((c) => matched.has(c));
  };
  const known = new Set<string>();
  for (const r of results) for (const t of subject) if (!known.has(t) && coveredBy(r)(t)) known.add(t);
  const hits = results
    .slice(0, limit * 3)
    .map((r) => {
      const covered = subject.filter(coveredBy(r)).length;
      const passage = byId.get(String(r.id))!;
      return { passage, score: r.score, coverage: covered / subject.length, named: named(passage) > 0 };
    })
    // A passage about every word of the question beats a longer one about half of them; one whose
    // heading the question names (the more words, the more surely) is about the question.
    .map((hit) => ({ ...hit, score: hit.score * hit.coverage * (hit.named ? 1 : hit.coverage) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return { hits, unknownWords: subject.filter((t) => !known.has(t)) };
}
