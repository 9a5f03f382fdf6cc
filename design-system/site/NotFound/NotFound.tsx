import { Link } from '../../primitives/TextLink';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** the h1 */
  title: string;
  /** what happened, in a sentence */
  description: string;
  /** The path the visitor asked for, shown back to them if given. */
  requestedPath?: string;
}

/** The body of the not-found page: what happened and three ways on. Presentational only. */
export function NotFound({ title, description, requestedPath }: NotFoundProps) {
  return (
    <Container>
      <Box
        as="section"
        display="flex"
        flexDirection="column"
        alignItems="flex-start"
        gap="large"
        className={styles.root}
        aria-labelledby="not-found-title"
      >
        <p className={styles.code}>Error 404</p>
        <Heading level={1} id="not-found-title">
          {title}
        </Heading>
        <Text size="large" tone="muted">
          {requestedPath ? (
            <>
              There is nothing at <code className={styles.path}>{requestedPath}</code>.{' '}
            </>
          ) : null}
          {description}
        </Text>
        <Box as="nav" aria-label="Helpful links" display="flex" flexWrap="wrap" gap="small">
          <Button asChild tone="primary">
            <Link href="/">Back to the home page</Link>
          </Button>
          <Button asChild tone="secondary">
            <Link href="/services">Browse our services</Link>
          </Button>
          <Button asChild tone="ghost">
            <Link href="/contact">Contact us</Link>
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
