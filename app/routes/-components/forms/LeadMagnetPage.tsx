import { Download } from 'lucide-react';
import { Button, Container, emptyLeadMagnetForm, FormSuccess, Heading, LeadMagnetForm, PageHeader } from '../../../../design-system';
import { leadMagnetGuide } from '../../../../domain/constants';
import { formCommon, leadMagnetCopy as copy } from '../../../../domain/forms';
import { guide } from '../../../../domain/lead-magnet';
import type { PageMeta } from '../../../../domain/pages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import * as styles from './page.css';

export function LeadMagnetPage({ page }: { readonly page: PageMeta }) {
  const form = useFormSubmission('leadMagnet', emptyLeadMagnetForm);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={page.heading} lede={page.description} />

      <section className={styles.section} aria-label={copy.formHeading}>
        <Container>
          {/* The form first: on a phone it is what the visitor came for; the contents follow. */}
          <div className={styles.layoutFormFirst}>
            <div className={styles.panel}>
              {form.accepted && form.reference ? (
                <FormSuccess
                  title={copy.successTitle}
                  reference={form.reference}
                  referenceLabel={formCommon.referenceLabel}
                  actions={
                    <Button asChild size="large">
                      <a href={form.downloadUrl ?? leadMagnetGuide.downloadUrl} download={leadMagnetGuide.fileName}>
                        <Download aria-hidden="true" focusable="false" size="1.1em" />
                        {copy.download}
                      </a>
                    </Button>
                  }
                >
                  {copy.successBody}
                </FormSuccess>
              ) : (
                <>
                  <Heading level={2} size="xlarge" id="guide-form-heading">
                    {copy.formHeading}
                  </Heading>
                  <p className={styles.muted}>{copy.formIntro}</p>
                  <LeadMagnetForm
                    labelledBy="guide-form-heading"
                    values={form.values}
                    onChange={form.change}
                    errors={form.fieldErrors}
                    attempt={form.attempt}
                    submitting={form.submitting}
                    failure={form.failure}
                    onSubmit={form.submit}
                    onFirstFocus={form.warm}
                    footnote={<FormFootnote extra={copy.consent} />}
                  />
                </>
              )}
            </div>
            <div className={styles.asideBlock}>
              <Heading level={2} size="xlarge" id="guide-inside-heading">
                {copy.insideHeading}
              </Heading>
              <p className={styles.lede}>{copy.insideLede}</p>
              <ol className={styles.guideSections} aria-labelledby="guide-inside-heading">
                {guide.sections.map((section, index) => (
                  <li key={section.id} className={styles.guideSection}>
                    <span className={styles.guideNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className={styles.guideText}>
                      <Heading level={3} size="large">
                        {section.title}
                      </Heading>
                      <p className={styles.muted}>{section.summary}</p>
                      <p className={styles.guideExample}>
                        {section.checks.length} checks, starting with: {section.checks[0]!.title}.
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
              <Heading level={2} size="large" className={styles.afterList}>
                {copy.whoHeading}
              </Heading>
              <p className={styles.muted}>{copy.whoBody}</p>
            </div>

          </div>
        </Container>
      </section>
    </>
  );
}
