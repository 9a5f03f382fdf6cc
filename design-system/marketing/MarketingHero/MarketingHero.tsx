import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { CallToAction, MarketingImage } from '../../../domain/marketing/types';
import { ActionGroup } from '../../primitives/ActionGroup';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import * as styles from './MarketingHero.css';

export interface MarketingHeroProps {
  /** the page's h1 */
  readonly title: string;
  /** a short label above the title: what kind of page this is */
  readonly eyebrow?: string;
  /** one paragraph saying what the page offers */
  readonly lede?: string;
  readonly actions?: readonly CallToAction[];
  /** short reassurances under the actions, each with a tick */
  readonly points?: readonly string[];
  /** an illustration beside the text on wide screens, under it on a phone */
  readonly image?: MarketingImage;
  /** actions that are not plain links (an in-page jump that also moves focus), after `actions` */
  readonly children?: ReactNode;
}

/**
 * The opening band of a marketing page: its one h1, what the page offers and what to do next.
 * The picture is loaded eagerly and at high priority (it is in the first screen, often the
 * largest thing there) and sized, so nothing jumps.
 */
export function MarketingHero({ title, eyebrow, lede, actions = [], points = [], image, children }: MarketingHeroProps) {
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Container>
        <div className={styles.layout({ withImage: Boolean(image) })}>
          <div className={styles.text({ withImage: Boolean(image) })}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <Heading level={1} id="page-title">
              {title}
            </Heading>
            {lede ? <p className={styles.lede}>{lede}</p> : null}
            <ActionGroup actions={actions} align={image ? 'start' : 'center'} className={styles.actions} />
            {children ? <div className={styles.actions}>{children}</div> : null}
            {points.length > 0 ? (
              <ul className={styles.points}>
                {points.map((point) => (
                  <li key={point} className={styles.point}>
                    <Check className={styles.pointIcon} aria-hidden="true" focusable="false" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {image ? (
            <div className={styles.figure}>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                // Often the largest thing in the first screen (on a phone it sits under the text):
                // fetched first and painted with the text, not a frame later.
                fetchPriority="high"
              />
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
