import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CircleCheck, Gauge, Lock, Server } from 'lucide-react';
import { performanceGroups, type PerformanceFigureSet } from '../../../domain/hosting-automation';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { UsageBar } from '../../primitives/UsageBar';
import * as styles from './PerformanceFigures.css';

export interface PerformanceFiguresProps {
  /** Usually `hostingAutomationFixed.performance` from domain/constants. */
  readonly figures: PerformanceFigureSet;
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

function Figure({ term, children, big = false }: { term: string; children: ReactNode; big?: boolean }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>{term}</dt>
      <dd className={big ? styles.bigValue : styles.value}>{children}</dd>
    </div>
  );
}

/** Performance Analytics headline figures: speed and uptime, resource use, and site health. */
export function PerformanceFigures({ figures, headingLevel = 3, className }: PerformanceFiguresProps) {
  const isValid = figures.ssl.toLowerCase() === 'valid';
  return (
    <div className={clsx(styles.root, className)}>
      <Card as="section" bodyClassName={styles.group}>
        <Heading level={headingLevel} size="large" className={styles.groupTitle}>
          <Server className={styles.groupIcon} aria-hidden="true" focusable="false" />
          {performanceGroups.server}
        </Heading>
        <dl className={styles.figures}>
          <Figure term="Average response time" big>
            {figures.averageResponse}
          </Figure>
          <Figure term="Uptime" big>
            {figures.uptime}
          </Figure>
        </dl>
      </Card>
      <Card as="section" bodyClassName={styles.group}>
        <Heading level={headingLevel} size="large" className={styles.groupTitle}>
          <Gauge className={styles.groupIcon} aria-hidden="true" focusable="false" />
          {performanceGroups.resources}
        </Heading>
        <UsageBar label="CPU usage" value={figures.cpu} />
        <UsageBar label="Memory usage" value={figures.memory} />
        <UsageBar label="Disk usage" value={figures.disk} />
      </Card>
      <Card as="section" bodyClassName={styles.group}>
        <Heading level={headingLevel} size="large" className={styles.groupTitle}>
          <Lock className={styles.groupIcon} aria-hidden="true" focusable="false" />
          {performanceGroups.site}
        </Heading>
        <dl className={styles.figures}>
          <Figure term="Page load time">{figures.pageLoad}</Figure>
          <Figure term="Time to first byte">{figures.timeToFirstByte}</Figure>
          <Figure term="SSL certificate">
            {isValid ? <CircleCheck className={styles.positiveIcon} aria-hidden="true" focusable="false" /> : null}
            {figures.ssl}
          </Figure>
          <Figure term="Security grade">{figures.security}</Figure>
          <Figure term="SEO score">{figures.seo}</Figure>
        </dl>
      </Card>
    </div>
  );
}
