import { clsx } from 'clsx';
import { useId } from 'react';
import type { CallToAction, CaseStudy } from '../../../domain/marketing/types';
import { Badge } from '../../primitives/Badge';
import { Heading } from '../../primitives/Heading';
import { Link, TextLink } from '../../primitives/TextLink';
import * as styles from './CaseStudyCard.css';

export interface CaseStudyCardProps {
  readonly study: CaseStudy;
  /** a link onwards ("See the e-commerce service"); its text should make sense on its own */
  readonly link?: CallToAction;
  /** outline level of the project's title; 3 under a section's h2 */
  readonly headingLevel?: 2 | 3 | 4;
  /** `lazy` for cards below the first screen (the default), `eager` for one at the top */
  readonly loading?: 'lazy' | 'eager';
  readonly className?: string;
}

/**
 * A project we built: its picture, the client, what we did and what changed. The results are a
 * description list (figure, then what it measures), so each number is read with its meaning.
 */
export function CaseStudyCard({ study, link, headingLevel = 3, loading = 'lazy', className }: CaseStudyCardProps) {
  const titleId = `${useId()}-title`;
  return (
    <article className={clsx(styles.root, className)} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading={loading}
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.client}>
          <span className={styles.clientName}>{study.client}</span>
          <span className={styles.meta}>
            {study.industry}, {study.city}
          </span>
        </p>
        <Heading level={headingLevel} size="large" id={titleId}>
          {study.title}
        </Heading>
        <p className={styles.summary}>{study.summary}</p>
        <dl className={styles.results}>
          {study.results.map((result) => (
            <div key={result.label} className={styles.result}>
              <dt className={styles.resultLabel}>{result.label}</dt>
              <dd className={styles.resultValue}>{result.value}</dd>
            </div>
          ))}
        </dl>
        <ul className={styles.services} aria-label="Services">
          {study.services.map((service) => (
            <li key={service}>
              <Badge tone="brand">{service}</Badge>
            </li>
          ))}
        </ul>
        {link ? (
          <p className={styles.link}>
            <TextLink asChild>
              <Link href={link.to}>{link.label}</Link>
            </TextLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export interface CaseStudyGridProps {
  readonly studies: readonly CaseStudy[];
  /** a link for each study, if any */
  readonly linkFor?: (study: CaseStudy) => CallToAction | undefined;
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/** Case studies side by side, two or three to a row on wide screens. */
export function CaseStudyGrid({ studies, linkFor, headingLevel, className }: CaseStudyGridProps) {
  return (
    <ul className={clsx(styles.grid, className)} role="list">
      {studies.map((study) => (
        <li key={study.id} className={styles.gridItem}>
          <CaseStudyCard study={study} link={linkFor?.(study)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
