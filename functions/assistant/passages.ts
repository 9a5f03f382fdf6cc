/**
 * Everything the public pages say, as passages the assistant can search: each one a fact or a
 * short run of text with the page it is on and the section it sits in. Built from the same
 * domain/ data the pages render (the marketing copy, plans, prices, add-ons, FAQ, hosting
 * facts, contact details, form pages), so nothing is written twice for the assistant and a
 * price changed in domain/ changes here too.
 */
import {
  abTestingProduct,
  agency,
  auditCopy,
  bookingCopy,
  contactCopy,
  customerWorkflowPlans,
  customerWorkflowsCopy,
  formatUsd,
  guide,
  heatMapProduct,
  hostingAddOns,
  hostingBenefits,
  hostingComparison,
  hostingCopy,
  hostingInfrastructure,
  hostingPlans,
  hostingSaving,
  leadMagnetCopy,
  migrationSteps,
  planFamilies,
  publicPages,
  serviceTopics,
  subscriptionTerms,
  type PlanProduct,
  type PublicPath,
} from '../../domain';
import { marketingPages } from '../../domain/marketing';
import { pricingCta, servicePriceGroups, servicePriceLabel, type ServicePriceGroup } from '../../domain/pricing-page';
import type { MarketingPageContent, MarketingSection } from '../../domain/marketing/types';

export interface Passage {
  /** stable and unique: the page path and the item's place on it */
  readonly id: string;
  /** the page that says it */
  readonly path: PublicPath;
  /** that page's title ("Local SEO") */
  readonly page: string;
  /** the section heading, plan name or FAQ question it sits under */
  readonly section: string;
  /** the fact itself, as the page words it (a sentence or a few) */
  readonly text: string;
  /** another page the item links to ("Online stores we build" on /services goes to /services/ecommerce) */
  readonly see?: PublicPath;
  /**
   * what the passage is: a page's own summary (title, heading, description and the points under
   * it), a question the page answers, a closing call to action, a client's words, a logo strip,
   * a section of the privacy policy or terms, a list of items that have passages of their own
   * (every hosting plan with its price), or any other item (a plan, a feature, a step)
   */
  readonly kind: PassageKind;
}

export type PassageKind = 'summary' | 'faq' | 'cta' | 'quote' | 'logos' | 'legal' | 'list' | 'item';

/** Pages the assistant never points to: sign-in, invitations, a checkout's own return page. */
const pagesNotIndexed: ReadonlySet<string> = new Set(['/admin/login', '/admin/invite', '/payment-success']);

const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(publicPages, path) && !pagesNotIndexed.has(path);

const sentence = (text: string) => (/[.!?:”]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const joined = (...parts: (string | undefined)[]) => parts.filter((p): p is string => Boolean(p && p.trim())).map(sentence).join(' ');
const listed = (items: readonly string[]) => items.join(', ');
/** " one-off" or "/month" after a price. */
const period = (text: string) => (!text ? '' : text.startsWith('/') ? text : ` ${text}`);
/** A comparison table's cell in words: a tick is "yes", a cross "no". */
const cell = (value: boolean | string) => (value === true ? 'yes' : value === false ? 'no' : value);

class PassageList {
  readonly passages: Passage[] = [];
  private readonly seen = new Set<string>();
  private counter = new Map<string, number>();

  add(path: PublicPath, section: string, text: string, see?: string, kind: PassageKind = 'item'): void {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    // Copy shared by several pages (the general FAQ, the service catalogue) is kept once, on
    // the first page that says it (pages are walked most specific first).
    const key = `${section}\u0000${clean}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const n = (this.counter.get(path) ?? 0) + 1;
    this.counter.set(path, n);
    this.passages.push({
      id: `${path}#${n}`,
      path,
      page: publicPages[path].title,
      section,
      text: clean,
      ...(see && see !== path && isPublicPath(see) ? { see } : {}),
      kind,
    });
  }
}

function marketingSection(list: PassageList, path: PublicPath, section: MarketingSection): void {
  switch (section.kind) {
    case 'stats':
      list.add(path, section.section?.title ?? 'Figures', section.stats.map((s) => joined(`${s.value} ${s.label}`, s.detail)).join(' '));
      return;
    case 'logos':
      list.add(path, section.label, `${section.label}: ${section.clients.map((c) => `${c.name} (${c.detail})`).join(', ')}.`, undefined, 'logos');
      return;
    case 'features':
      if (section.section.lede) list.add(path, section.section.title, joined(section.section.title, section.section.lede));
      for (const f of section.features) list.add(path, f.title, joined(f.title, f.description), f.link?.to);
      return;
    case 'steps':
      list.add(
        path,
        section.section.title,
        joined(section.section.title, section.section.lede, ...section.steps.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`)),
      );
      return;
    case 'prose':
      for (const paragraph of section.paragraphs) list.add(path, section.section.title, paragraph);
      return;
    case 'testimonials':
      for (const t of section.testimonials) list.add(path, section.section.title, `“${t.quote}” ${t.name}, ${t.role}, ${t.business}, ${t.city}.`, undefined, 'quote');
      return;
    case 'quote': {
      const t = section.testimonial;
      list.add(path, 'What a client says', `“${t.quote}” ${t.name}, ${t.role}, ${t.business}, ${t.city}.`, undefined, 'quote');
      return;
    }
    case 'case-studies':
      for (const s of section.studies) {
        list.add(
          path,
          `${s.client}, ${s.city}`,
          joined(`${s.client} (${s.industry}, ${s.city}): ${s.title}`, s.summary, `What we did: ${listed(s.services)}`, `Results: ${s.results.map((r) => `${r.value} ${r.label}`).join(', ')}`),
        );
      }
      return;
    case 'packages':
      for (const p of section.packages) {
        const price = p.price === 0 ? 'free' : `${formatUsd(p.price)}${period(p.period)}`;
        list.add(path, p.name, joined(`${p.name}: ${price}`, p.description, `Includes: ${listed(p.features)}`), p.action.to);
      }
      if (section.note) list.add(path, section.section.title, section.note);
      return;
    case 'faq':
      for (const item of section.items) list.add(path, item.question, `${item.question} ${item.answer.join(' ')}`, undefined, 'faq');
      return;
    case 'legal':
      list.add(path, publicPages[path].heading, section.document.intro, undefined, 'legal');
      for (const s of section.document.sections) list.add(path, s.heading, joined(s.heading, ...s.paragraphs, ...(s.list ?? [])), undefined, 'legal');
      return;
    case 'cta':
      list.add(path, section.cta.title, joined(section.cta.title, section.cta.body), undefined, 'cta');
      return;
  }
}

function marketingPage(list: PassageList, path: PublicPath, content: MarketingPageContent): void {
  const meta = publicPages[path];
  list.add(path, `${meta.title}: ${meta.heading}`, joined(`${meta.title}: ${meta.heading}`, meta.description, ...(content.hero.points ?? [])), undefined, 'summary');
  for (const section of content.sections) marketingSection(list, path, section);
}

function planProduct(list: PassageList, product: PlanProduct): void {
  const path = product.path;
  for (const plan of product.plans) {
    list.add(path, `${product.name} ${plan.name}`, `${product.name} ${plan.name} plan: ${plan.priceText === '$0' ? 'free ($0)' : plan.priceText}. Includes: ${listed(plan.features)}.`);
  }
  for (const h of product.highlights) list.add(path, h.title, joined(h.title, h.text));
  list.add(path, 'How it works', product.steps.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`).join(' '));
  list.add(
    path,
    `${product.name} plans compared`,
    product.comparison
      .map((row) => `${row.feature}: ${Object.entries(row.values).map(([plan, v]) => `${plan} ${cell(v)}`).join(', ')}`)
      .join('; '),
  );
}

function hostingPage(list: PassageList): void {
  const path = '/hosting';
  for (const plan of hostingPlans) {
    list.add(
      path,
      plan.name,
      joined(
        `${plan.name} hosting: ${formatUsd(plan.price)} a month, normally ${formatUsd(plan.originalPrice)} (save ${formatUsd(hostingSaving(plan))})`,
        plan.description,
        `Includes ${plan.specs.cpu}, ${plan.specs.ram}, ${plan.specs.storage}, ${plan.specs.bandwidth}, ${listed(plan.features)}`,
      ),
    );
  }
  list.add(
    path,
    hostingCopy.plansHeading,
    joined(
      hostingCopy.promo,
      hostingCopy.plansLede,
      `Plans per month: ${hostingPlans.map((p) => `${p.name} ${formatUsd(p.price)} (was ${formatUsd(p.originalPrice)})`).join(', ')}`,
    ),
    undefined,
    'list',
  );
  list.add(
    path,
    hostingCopy.addOnsHeading,
    joined(hostingCopy.addOnsHeading, hostingCopy.addOnsLede, ...hostingAddOns.map((a) => `${a.name}: ${formatUsd(a.price)} a month, ${a.description}`)),
    undefined,
    'list',
  );
  for (const a of hostingAddOns) list.add(path, a.name, `${a.name} add-on: ${formatUsd(a.price)} a month. ${a.description}`);
  list.add(path, hostingCopy.infrastructureHeading, joined(hostingCopy.infrastructureHeading, hostingCopy.infrastructureLede));
  for (const f of [...hostingInfrastructure, ...hostingBenefits]) list.add(path, f.title, joined(f.title, f.description));
  list.add(
    path,
    hostingCopy.comparisonHeading,
    `${hostingComparison.oursLabel} compared with ${hostingComparison.traditionalLabel.toLowerCase()}: ${hostingComparison.rows
      .map((r) => `${r.feature}: ours ${cell(r.ours)}, traditional ${cell(r.traditional)}`)
      .join('; ')}.`,
  );
  list.add(path, hostingCopy.migrationHeading, joined(hostingCopy.migrationHeading, hostingCopy.migrationLede, ...migrationSteps.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`)));
  list.add(path, hostingCopy.ctaHeading, joined(hostingCopy.ctaHeading, hostingCopy.ctaBody), undefined, 'cta');
}

function plansOverview(list: PassageList, path: '/pricing' | '/subscription-services'): void {
  for (const family of planFamilies) {
    list.add(
      path,
      family.name,
      joined(`${family.name}: ${family.hasFreePlan ? 'a free plan, and paid plans ' : ''}from ${formatUsd(family.fromPrice)} a month`, family.summary, family.audience),
      family.path,
    );
  }
  for (const term of subscriptionTerms) list.add(path, term.title, joined(term.title, term.text));
  if (path !== '/pricing') return;
  // The agency's own work by group, each package with its price as /pricing labels it.
  for (const group of servicePriceGroups as readonly ServicePriceGroup[]) {
    list.add(
      path,
      group.name,
      joined(
        `${group.name}: ${group.packages.map((p) => `${p.name} ${servicePriceLabel(p)}${p.price > 0 ? period(p.period) : ''}`).join(', ')}`,
        group.summary,
        group.note,
      ),
      group.path,
      'list',
    );
  }
  list.add(path, pricingCta.title, joined(pricingCta.title, pricingCta.body), undefined, 'cta');
}

function customerWorkflowsPage(list: PassageList): void {
  const path = '/customer-workflows';
  for (const plan of customerWorkflowPlans) {
    list.add(path, `Customer Workflows ${plan.name}`, `Customer Workflows ${plan.name} plan: ${plan.priceText}. Includes: ${listed(plan.features)}.`);
  }
  list.add(path, customerWorkflowsCopy.pricingHeading, joined(customerWorkflowsCopy.pricingHeading, customerWorkflowsCopy.pricingLede));
  list.add(path, customerWorkflowsCopy.templatesHeading, joined(customerWorkflowsCopy.templatesHeading, customerWorkflowsCopy.templatesLede));
}

function formPages(list: PassageList): void {
  list.add(
    '/contact',
    `${contactCopy.detailsHeading}: ${contactCopy.phoneLabel}, ${contactCopy.emailLabel}, ${contactCopy.hoursLabel}`,
    joined(
      `Phone ${agency.phoneDisplay}, email ${agency.email}`,
      `Hours: ${agency.hours}`,
      `Studio: ${contactCopy.studio}`,
      'We answer every message within one working day',
    ),
  );
  list.add('/contact', contactCopy.hoursLabel, `Opening hours: ${agency.hours}. Phone ${agency.phoneDisplay}, email ${agency.email}.`);
  list.add('/contact', contactCopy.formHeading, contactCopy.formIntro);
  list.add('/contact', contactCopy.serviceAreaLabel, joined(contactCopy.serviceAreaLabel, contactCopy.serviceArea));
  list.add('/contact', contactCopy.nextHeading, joined(contactCopy.nextHeading, ...contactCopy.nextSteps.map((s) => `${s.title}: ${s.description}`)));

  list.add('/booking', bookingCopy.formHeading, joined(bookingCopy.scheduleNote, `Topics: ${listed(serviceTopics)}`));
  list.add('/booking', bookingCopy.expectHeading, joined(bookingCopy.expectHeading, ...bookingCopy.expect.map((s) => `${s.title}: ${s.description}`)));
  list.add('/booking', bookingCopy.labels.phone, bookingCopy.hints.phone);

  list.add('/website-audit', auditCopy.formHeading, joined(auditCopy.formHeading, auditCopy.formIntro));
  list.add('/website-audit', auditCopy.coversHeading, joined(auditCopy.coversHeading, ...auditCopy.covers.map((c) => `${c.title}: ${c.description}`)));
  list.add('/website-audit', auditCopy.nextHeading, joined(auditCopy.nextHeading, ...auditCopy.nextSteps.map((s) => `${s.title}: ${s.description}`)));
  list.add('/website-audit', auditCopy.packagesHeading, joined(auditCopy.packagesHeading, auditCopy.packagesBody), '/audit-packages');

  list.add('/lead-magnet', guide.title, joined(`${guide.title}: ${guide.subtitle}`, leadMagnetCopy.formIntro, leadMagnetCopy.insideLede));
  list.add('/lead-magnet', leadMagnetCopy.whoHeading, joined(leadMagnetCopy.whoHeading, leadMagnetCopy.whoBody));
  for (const s of guide.sections) list.add('/lead-magnet', s.title, joined(`${guide.title}, ${s.title}`, s.summary, ...s.checks.map((c) => c.title)));
}

/** Every passage of every public page; computed once. */
function buildPassages(): readonly Passage[] {
  const list = new PassageList();
  const marketing = Object.entries(marketingPages) as [PublicPath, MarketingPageContent][];
  // Most specific pages first: copy several pages share (the general FAQ, the service
  // catalogue) stays with /services, which is about it, rather than the home page.
  const summaries = new Set<string>(['/services', '/']);
  for (const [path, content] of marketing) if (!summaries.has(path)) marketingPage(list, path, content);
  hostingPage(list);
  planProduct(list, abTestingProduct);
  planProduct(list, heatMapProduct);
  customerWorkflowsPage(list);
  plansOverview(list, '/pricing');
  plansOverview(list, '/subscription-services');
  formPages(list);
  marketingPage(list, '/services', marketingPages['/services']);
  marketingPage(list, '/', marketingPages['/']);
  // Every other public page by its title, heading and description.
  for (const [path, meta] of Object.entries(publicPages) as [string, { title: string; heading: string; description: string }][]) {
    if (isPublicPath(path) && !Object.hasOwn(marketingPages, path)) list.add(path, `${meta.title}: ${meta.heading}`, joined(`${meta.title}: ${meta.heading}`, meta.description), undefined, 'summary');
  }
  return list.passages;
}

let built: readonly Passage[] | undefined;
export function sitePassages(): readonly Passage[] {
  return (built ??= buildPassages());
}
