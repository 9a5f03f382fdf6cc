import { useId } from 'react';
import type { CallToAction } from '../../../domain/marketing/types';
import { ActionGroup } from '../../primitives/ActionGroup';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import * as styles from './CtaBand.css';
import type { CtaBandVariants } from './CtaBand.css';

export type CtaBandProps = CtaBandVariants & {
  readonly title: string;
  readonly body?: string;
  readonly actions: readonly CallToAction[];
};

/**
 * The closing band of a page: one question, one sentence and what to do about it. `brand` fills
 * the band with the brand colour (one per page at most); `soft` is a quieter tinted panel.
 */
export function CtaBand({ title, body, actions, tone = 'brand' }: CtaBandProps) {
  const headingId = `${useId()}-title`;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Container>
        <div className={styles.panel({ tone })}>
          <Heading level={2} size="xxlarge" id={headingId} className={styles.title({ tone })}>
            {title}
          </Heading>
          {body ? <p className={styles.body({ tone })}>{body}</p> : null}
          <ActionGroup actions={actions} align="center" onBrand={tone === 'brand'} />
        </div>
      </Container>
    </section>
  );
}
