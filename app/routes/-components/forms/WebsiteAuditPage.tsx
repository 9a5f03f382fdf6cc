import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Accessibility, Gauge, MousePointerClick, Search, ShieldCheck } from 'lucide-react';
import { Button, Container, FeatureGrid, FormScaffold, Heading, PageSection } from '../../../../design-system';
import { auditCopy as copy, emptyFormValues, websiteAuditForm } from '../../../../domain/forms';
import type { PageMeta } from '../../../../domain/pages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import { FormPage, FormSteps } from './FormPage';
import * as styles from './page.css';

const icons: Record<(typeof copy.covers)[number]['id'], ReactNode> = {
  speed: <Gauge />,
  search: <Search />,
  accessibility: <Accessibility />,
  security: <ShieldCheck />,
  conversion: <MousePointerClick />,
};

export function WebsiteAuditPage({ page }: { readonly page: PageMeta }) {
  const form = useFormSubmission('websiteAudit', emptyFormValues(websiteAuditForm));
  return (
    <FormPage
      page={page}
      copy={copy}
      id="audit"
      reference={form.accepted ? form.reference : null}
      success={() => ({
        body: copy.successBody(form.sent?.url ?? '', form.sent?.email ?? ''),
        actions: (
          <Button tone="secondary" onClick={form.reset}>
            {copy.requestAnother}
          </Button>
        ),
      })}
      form={(labelledBy) => <FormScaffold table={websiteAuditForm} {...form.formProps} labelledBy={labelledBy} footnote={<FormFootnote />} />}
      aside={
        <aside className={styles.aside} aria-labelledby="audit-next-heading">
          <div className={styles.asideBlock}>
            <Heading level={2} size="large" id="audit-next-heading">
              {copy.nextHeading}
            </Heading>
            <FormSteps steps={copy.nextSteps} ordered />
          </div>
        </aside>
      }
    >
      <PageSection tone="tinted" title={copy.coversHeading}>
        <FeatureGrid
          items={copy.covers.map((item) => ({
            ...item,
            icon: icons[item.id],
          }))}
          columns="three"
        />
      </PageSection>

      <section className={styles.section} aria-labelledby="audit-packages-heading">
        <Container>
          <div className={styles.cta}>
            <div className={styles.ctaText}>
              <Heading level={2} size="xlarge" id="audit-packages-heading">
                {copy.packagesHeading}
              </Heading>
              <p>{copy.packagesBody}</p>
            </div>
            <Button asChild size="large" tone="secondary">
              <Link to="/audit-packages">{copy.packagesLink}</Link>
            </Button>
          </div>
        </Container>
      </section>
    </FormPage>
  );
}
