import type { NavLink } from '../../../domain/navigation';
import { Container } from '../../primitives/Container';
import { Link } from '../../primitives/TextLink';
import * as styles from './Footer.css';

export interface FooterProps {
  /**
   * The copyright year. Passed in (not `new Date()` during render) so server HTML and the
   * hydrated page agree, including across New Year's Eve.
   */
  year: number;
  links: {
    readonly quickLinks: readonly NavLink[];
    readonly services: readonly NavLink[];
    readonly legal: readonly NavLink[];
  };
  agency: {
    readonly name: string;
    readonly tagline: string;
    readonly city: string;
    readonly region: string;
    readonly email: string;
    readonly phone: string;
    readonly phoneDisplay: string;
    readonly hours: string;
  };
  /** Level of the column headings; 2 fits a page whose main content starts at h1. */
  headingLevel?: 2 | 3;
}

function LinkList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link href={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({
  title,
  links,
  headingLevel,
}: {
  title: string;
  links: readonly NavLink[];
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.column}>
      <Heading className={styles.columnTitle}>{title}</Heading>
      <LinkList links={links} className={styles.list} />
    </div>
  );
}

/** The shared site footer (spec section 2). */
export function Footer({ year, links, agency, headingLevel = 2 }: FooterProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <footer className={styles.root}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{agency.name}</p>
            <p className={styles.tagline}>{agency.tagline}</p>
            <address className={styles.address}>
              <span>
                {agency.city}, {agency.region}
              </span>
              <a className={styles.link} href={`mailto:${agency.email}`}>
                {agency.email}
              </a>
              <a className={styles.link} href={`tel:${agency.phone}`}>
                {agency.phoneDisplay}
              </a>
              <span>{agency.hours}</span>
            </address>
          </div>
          <nav aria-label="Footer" className={styles.nav}>
            <LinkColumn title="Quick Links" links={links.quickLinks} headingLevel={headingLevel} />
            <LinkColumn title="Services" links={links.services} headingLevel={headingLevel} />
          </nav>
          <div className={styles.column}>
            <Heading className={styles.columnTitle}>Follow Us</Heading>
            <p className={styles.note}>Our social media profiles are coming soon.</p>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {year} {agency.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList links={links.legal} className={styles.legal} />
          </nav>
        </div>
      </Container>
    </footer>
  );
}
