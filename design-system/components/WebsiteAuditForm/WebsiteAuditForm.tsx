import type { ReactNode } from 'react';
import { auditCopy as copy, errorSummaryTitle, formCommon } from '../../../domain/forms';
import { TextField } from '../Field';
import { SubmissionForm, type FormFieldErrors, type SubmissionFailure } from '../SubmissionForm';

export interface WebsiteAuditFormValues {
  url: string;
  email: string;
  website: string;
}

export type WebsiteAuditFormField = Exclude<keyof WebsiteAuditFormValues, 'website'>;

export const emptyWebsiteAuditForm: WebsiteAuditFormValues = { url: '', email: '', website: '' };

export interface WebsiteAuditFormProps {
  readonly values: WebsiteAuditFormValues;
  readonly onChange: (field: keyof WebsiteAuditFormValues, value: string) => void;
  readonly errors?: FormFieldErrors<WebsiteAuditFormField>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  readonly footnote?: ReactNode;
  readonly labelledBy?: string;
  readonly idPrefix?: string;
}

const order: readonly WebsiteAuditFormField[] = ['url', 'email'];

/** /website-audit: the site to look at and where to send the report. */
export function WebsiteAuditForm({
  values,
  onChange,
  errors = {},
  attempt = 0,
  submitting = false,
  failure,
  onSubmit,
  onFirstFocus,
  footnote,
  labelledBy,
  idPrefix = 'audit',
}: WebsiteAuditFormProps) {
  const id = (field: WebsiteAuditFormField) => `${idPrefix}-${field}`;
  const problems = order.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: id(field), label: copy.labels[field], message }] : [];
  });
  return (
    <SubmissionForm
      labelledBy={labelledBy}
      onSubmit={onSubmit}
      onFirstFocus={onFirstFocus}
      problems={problems}
      summaryTitle={errorSummaryTitle(problems.length)}
      attempt={attempt}
      submitting={submitting}
      failure={failure}
      submitLabel={copy.submit}
      submittingLabel={copy.submitting}
      honeypot={{ label: formCommon.honeypotLabel, value: values.website, onChange: (value) => onChange('website', value) }}
      footnote={footnote}
    >
      <TextField
        id={id('url')}
        label={copy.labels.url}
        helperText={copy.hints.url}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        required
        value={values.url}
        onChange={(event) => onChange('url', event.currentTarget.value)}
        error={errors.url}
      />
      <TextField
        id={id('email')}
        label={copy.labels.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={errors.email}
      />
    </SubmissionForm>
  );
}
