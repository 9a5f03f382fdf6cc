import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { guardedPages, type GuardedPath } from '../../../../domain/pages';
import { Container, Heading, Inline, Stack, Text } from '../../../../design-system';
import * as styles from './admin.css';

/** A guarded page's heading band: its h1 and lede from domain/pages, a back link, a status slot. */
export function AdminPageHeader({ path, back = true, children }: { path: GuardedPath; back?: boolean; children?: ReactNode }) {
  const page = guardedPages[path];
  return (
    <header className={styles.pageHeader}>
      <Container>
        <Stack space="small">
          {back ? (
            <Link to="/admin" className={styles.backLink}>
              <ArrowLeft aria-hidden="true" focusable="false" className={styles.backIcon} />
              Back to admin overview
            </Link>
          ) : null}
          <Inline space="medium" alignY="center" className={styles.titleRow}>
            <Heading level={1} size="xxlarge" id="page-title">
              {page.heading}
            </Heading>
            {children}
          </Inline>
          <Text tone="muted">{page.description}</Text>
        </Stack>
      </Container>
    </header>
  );
}
