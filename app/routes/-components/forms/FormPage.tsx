import type { ReactNode } from 'react';
import { Card, Container, FormSuccess, Heading, PageHeader } from '../../../../design-system';
import { formCommon } from '../../../../domain/forms';
import type { PageMeta } from '../../../../domain/pages';
import * as styles from './page.css';

export interface FormPageProps {
  readonly page: PageMeta;
  /** the page's words around the form (domain/forms.ts) */
  readonly copy: {
    readonly eyebrow: string;
    readonly formHeading: string;
    readonly formIntro?: string;
    readonly successTitle: string;
  };
  /** the form's heading is `<id>-form-heading` */
  readonly id: string;
  /** the reference of the accepted submission: the success state takes the form's place */
  readonly reference: string | null | undefined;
  /** what the success state says, and what it offers next */
  readonly success: () => {
    readonly body: ReactNode;
    readonly actions: ReactNode;
  };
  /** the form, named by its heading */
  readonly form: (labelledBy: string) => ReactNode;
  /** beside the form on a wide screen, after it on a phone */
  readonly aside: ReactNode;
  /** keep the form first on a phone, with the aside beside it (its layout's two columns) */
  readonly formFirst?: boolean;
  /** the page's sections after the form's */
  readonly children?: ReactNode;
}

/**
 * The frame of a form page (/contact, /booking, /website-audit, /lead-magnet): the page's
 * header, then the form under its heading and intro (or, once accepted, the success state with
 * the reference), the aside beside it, and the page's own sections after.
 */
export function FormPage({ page, copy, id, reference, success, form, aside, formFirst = false, children }: FormPageProps) {
  const headingId = `${id}-form-heading`;
  const accepted = reference ? { reference, ...success() } : null;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={page.heading} lede={page.description} />

      <section className={styles.section} aria-label={copy.formHeading}>
        <Container>
          <div className={formFirst ? styles.layoutFormFirst : styles.layout}>
            <Card padding="mediumThenSmall" bodyClassName={styles.panel}>
              {accepted ? (
                <FormSuccess title={copy.successTitle} reference={accepted.reference} referenceLabel={formCommon.referenceLabel} actions={accepted.actions}>
                  {accepted.body}
                </FormSuccess>
              ) : (
                <>
                  <Heading level={2} size="xlarge" id={headingId}>
                    {copy.formHeading}
                  </Heading>
                  {copy.formIntro ? <p className={styles.muted}>{copy.formIntro}</p> : null}
                  {form(headingId)}
                </>
              )}
            </Card>
            {aside}
          </div>
        </Container>
      </section>
      {children}
    </>
  );
}

interface FormStep {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** The short steps beside a form (what to expect, what happens next): a title and a line each. */
export function FormSteps({ steps, ordered = false }: { readonly steps: readonly FormStep[]; readonly ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.expectList}>
      {steps.map((step) => (
        <li key={step.id} className={styles.expectItem}>
          <Heading level={3} size="standard">
            {step.title}
          </Heading>
          <p className={styles.muted}>{step.description}</p>
        </li>
      ))}
    </List>
  );
}
