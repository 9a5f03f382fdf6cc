import { clsx } from 'clsx';
import { Quote } from 'lucide-react';
import type { Testimonial as TestimonialData } from '../../../domain/marketing/types';
import * as styles from './Testimonial.css';
import type { TestimonialVariants } from './Testimonial.css';

export type TestimonialProps = TestimonialVariants & {
  readonly testimonial: TestimonialData;
  readonly className?: string;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('');

/**
 * What a client said, in their words, and who they are: a figure with a blockquote and its
 * caption, so a screen reader announces the quote and then whose it is.
 */
export function Testimonial({ testimonial, size, className }: TestimonialProps) {
  const { quote, name, role, business, city } = testimonial;
  return (
    <figure className={clsx(styles.root({ size }), className)}>
      <Quote className={styles.mark} aria-hidden="true" focusable="false" />
      <blockquote className={styles.quote({ size })}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>
            {role}, {business}, {city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export interface TestimonialListProps {
  readonly testimonials: readonly TestimonialData[];
  readonly className?: string;
}

/** Two or three testimonials side by side (one column on a phone). */
export function TestimonialList({ testimonials, className }: TestimonialListProps) {
  return (
    <ul className={clsx(styles.list, className)} role="list">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className={styles.listItem}>
          <Testimonial testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
