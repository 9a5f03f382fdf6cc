/** Every marketing page's copy by its path, for tests and tools that walk them all. */
import { aboutPage } from './about';
import { aiToolsPage } from './ai-tools';
import { auditPackagesPage } from './audits';
import { businessAutomationPage, marketingAutomationPage } from './automation';
import { clientPortalPage } from './client-portal';
import { homePage } from './home';
import { implementationPage } from './implementation';
import { integrationsPage } from './integrations';
import { privacyPage, termsPage } from './legal';
import { mcpPage } from './mcp';
import { portfolioPage } from './portfolio';
import { ecommercePage, localSeoPage, servicesPage, socialMediaPage } from './services';
import type { CallToAction, MarketingPageContent } from './types';

export const marketingPages = {
  '/': homePage,
  '/about': aboutPage,
  '/services': servicesPage,
  '/services/ecommerce': ecommercePage,
  '/services/local-seo': localSeoPage,
  '/services/social-media': socialMediaPage,
  '/portfolio': portfolioPage,
  '/audit-packages': auditPackagesPage,
  '/marketing-automation': marketingAutomationPage,
  '/business-automation': businessAutomationPage,
  '/ai-tools': aiToolsPage,
  '/implementation-services': implementationPage,
  '/integrations': integrationsPage,
  '/mcp-integration': mcpPage,
  '/client-portal': clientPortalPage,
  '/privacy': privacyPage,
  '/terms': termsPage,
} as const satisfies Record<string, MarketingPageContent>;

export type MarketingPath = keyof typeof marketingPages;

/** Every link a page's copy makes: hero, section and closing actions, feature and package links. */
export function linksOf(content: MarketingPageContent): CallToAction[] {
  const links: CallToAction[] = [...content.hero.actions];
  for (const section of content.sections) {
    if ('section' in section && section.section?.actions) links.push(...section.section.actions);
    if (section.kind === 'features') for (const feature of section.features) if (feature.link) links.push(feature.link);
    if (section.kind === 'packages') for (const pkg of section.packages) links.push(pkg.action);
    if (section.kind === 'cta') links.push(...section.cta.actions);
  }
  return links;
}

/** Every picture a page shows, with its alt text. */
export function imagesOf(content: MarketingPageContent) {
  const images = content.hero.image ? [content.hero.image] : [];
  for (const section of content.sections) if (section.kind === 'case-studies') images.push(...section.studies.map((study) => study.image));
  return images;
}
