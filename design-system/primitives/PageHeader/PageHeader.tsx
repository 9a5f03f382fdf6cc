import type { ReactNode } from 'react';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** the page's h1 */
  title: string;
  /** one paragraph saying what the page offers */
  lede?: string;
  /** a short label above the title */
  eyebrow?: string;
  /** calls to action or status under the lede */
  children?: ReactNode;
}

/** The top band of a page: its one h1, an optional eyebrow and lede, and actions. */
export function PageHeader({ title, lede, eyebrow, children }: PageHeaderProps) {
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Container>
        <Stack space="medium">
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level={1} id="page-title">
            {title}
          </Heading>
          {lede ? <p className={styles.lede}>{lede}</p> : null}
          {children}
        </Stack>
      </Container>
    </section>
  );
}
