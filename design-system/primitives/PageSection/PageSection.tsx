import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { CallToAction } from '../../../domain/marketing/types';
import { ActionGroup } from '../ActionGroup';
import { Container } from '../Container';
import { Heading } from '../Heading';
import * as styles from './PageSection.css';
import type { PageSectionVariants } from './PageSection.css';

export type PageSectionProps = PageSectionVariants & {
  /** the section's h2 */
  readonly title: string;
  readonly eyebrow?: string;
  /** one or two sentences under the title */
  readonly lede?: string;
  readonly children?: ReactNode;
  /** links onwards, under the content */
  readonly actions?: readonly CallToAction[];
  /** an anchor for in-page links */
  readonly id?: string;
  /** `prose` narrows the content to a readable line length (policies, long answers) */
  readonly width?: 'content' | 'prose';
  /** the section takes focus when an in-page link sends the reader to it (tabIndex -1, no outline) */
  readonly focusTarget?: boolean;
};

/**
 * One band of a marketing page: a titled region with an introduction, its content and perhaps
 * a way onwards. Alternate `tone="tinted"` with the plain canvas so long pages have a rhythm.
 */
export function PageSection({ title, eyebrow, lede, children, actions = [], id, tone, align, width = 'content', focusTarget = false }: PageSectionProps) {
  const headingId = `${useId()}-title`;
  return (
    <section
      id={id}
      className={clsx(styles.root({ tone }), focusTarget ? styles.focusTarget : null)}
      aria-labelledby={headingId}
      tabIndex={focusTarget ? -1 : undefined}
    >
      <Container width={width}>
        <div className={styles.intro({ align })}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level={2} size="xxlarge" id={headingId}>
            {title}
          </Heading>
          {lede ? <p className={styles.lede}>{lede}</p> : null}
        </div>
        {children}
        {actions.length > 0 ? (
          <ActionGroup actions={actions} size="medium" align={align === 'center' ? 'center' : 'start'} className={styles.actions} />
        ) : null}
      </Container>
    </section>
  );
}
