import { useId } from 'react';
import type { LegalDocument as LegalDocumentData } from '../../../domain/marketing/types';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import * as styles from './LegalDocument.css';

export interface LegalDocumentProps {
  readonly document: LegalDocumentData;
  /** "Last updated" */
  readonly updatedLabel?: string;
  /** "On this page" */
  readonly contentsLabel?: string;
}

/**
 * A policy in plain language: when it last changed, a list of its sections to jump to, then each
 * section under its own h2 (with an id, so a section can be linked to).
 */
export function LegalDocument({
  document,
  updatedLabel = 'Last updated',
  contentsLabel = 'On this page',
}: LegalDocumentProps) {
  const contentsId = `${useId()}-contents`;
  return (
    <Container>
      <div className={styles.root}>
        <p className={styles.updated}>
          {updatedLabel}: {document.updated}
        </p>
        <p className={styles.intro}>{document.intro}</p>
        <nav aria-labelledby={contentsId}>
          <Card tone="muted" bodyClassName={styles.contents}>
          <Heading level={2} size="standard" id={contentsId}>
            {contentsLabel}
          </Heading>
          <ol className={styles.contentsList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.contentsLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
          </Card>
        </nav>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
          >
            <Heading level={2} size="xlarge" id={`${section.id}-heading`}>
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul className={styles.list}>
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </Container>
  );
}
