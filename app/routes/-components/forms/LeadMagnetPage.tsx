import { Download } from 'lucide-react';
import { Button, FormScaffold, Heading } from '../../../../design-system';
import { leadMagnetGuide } from '../../../../domain/constants';
import { leadMagnetCopy as copy, emptyFormValues, leadMagnetForm } from '../../../../domain/forms';
import { guide } from '../../../../domain/lead-magnet';
import type { PageMeta } from '../../../../domain/pages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import { FormPage } from './FormPage';
import * as styles from './page.css';

export function LeadMagnetPage({ page }: { readonly page: PageMeta }) {
  const form = useFormSubmission('leadMagnet', emptyFormValues(leadMagnetForm));
  return (
    <FormPage
      page={page}
      copy={copy}
      id="guide"
      reference={form.accepted ? form.reference : null}
      success={() => ({
        body: copy.successBody,
        actions: (
          <Button asChild size="large">
            <a href={form.downloadUrl ?? leadMagnetGuide.downloadUrl} download={leadMagnetGuide.fileName}>
              <Download aria-hidden="true" focusable="false" size="1.1em" />
              {copy.download}
            </a>
          </Button>
        ),
      })}
      form={(labelledBy) => (
        <FormScaffold table={leadMagnetForm} {...form.formProps} labelledBy={labelledBy} footnote={<FormFootnote extra={copy.consent} />} />
      )}
      // The form first: on a phone it is what the visitor came for; the contents follow.
      formFirst
      aside={
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
      }
    />
  );
}
