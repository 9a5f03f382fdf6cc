import { messages } from '../domain/messages';
import { adminLoginLink, agency, footerNav, getStartedLink, primaryNav, solutionsNav } from '../domain/navigation';

/** What the site's header and footer show, from domain/ (spec section 2). */
export const headerContent = {
  agencyName: agency.name,
  primaryNav,
  solutionsNav,
  adminLoginLink,
  getStartedLink,
  secureMessage: messages.secureConnection,
  secureDetail: messages.secureConnectionDetail,
  secureBadgeLabel: messages.secureSite,
} as const;

export const footerContent = { links: footerNav, agency } as const;
