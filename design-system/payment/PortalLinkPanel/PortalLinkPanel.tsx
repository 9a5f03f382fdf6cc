import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import * as styles from './PortalLinkPanel.css';
import { Form } from '../../primitives/Form';

export interface PortalLinkPanelProps {
  readonly title: string;
  readonly intro: string;
  readonly buttonLabel: string;
  /** why the last press did not open the portal, said at once */
  readonly problem?: { readonly title: string; readonly detail: string } | null;
  /** false once the link cannot open anything (used, expired, unknown, payments off): no button */
  readonly canOpen: boolean;
  readonly headingId?: string;
}

/**
 * The page an emailed one-time link opens: a button that posts to the page's own address (the
 * token is in it), so only a person's press uses the link up, never a mail scanner fetching it.
 * A plain form post, before and after the scripts: the answer is a redirect to Stripe. Once
 * pressed, further presses wait for that answer instead of using the link a second time.
 */
export function PortalLinkPanel({ title, intro, buttonLabel, problem, canOpen, headingId = 'portal-link-heading' }: PortalLinkPanelProps) {
  const [pressed, setPressed] = useState(false);
  const sent = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
    setPressed(true);
  };
  return (
    <Card as="section" padding="mediumThenSmall" bodyClassName={styles.body} aria-labelledby={headingId}>
      <Heading level={2} size="xlarge" id={headingId}>
        {title}
      </Heading>
      {problem ? (
        <Banner tone={canOpen ? 'caution' : 'critical'} title={problem.title}>
          {problem.detail}
        </Banner>
      ) : (
        <p className={styles.intro}>{intro}</p>
      )}
      {canOpen ? (
        <Form method="post" onSubmit={submit} aria-labelledby={headingId}>
          <Button type="submit" size="large" loading={pressed}>
            {buttonLabel}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
