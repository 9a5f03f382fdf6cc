import type { ReactNode } from 'react';
import { errorSummaryTitle, formCommon, leadMagnetCopy as copy } from '../../../domain/forms';
import { TextField } from '../Field';
import { SubmissionForm, type FormFieldErrors, type SubmissionFailure } from '../SubmissionForm';

export interface LeadMagnetFormValues {
  email: string;
  name: string;
  website: string;
}

export type LeadMagnetFormField = Exclude<keyof LeadMagnetFormValues, 'website'>;

export const emptyLeadMagnetForm: LeadMagnetFormValues = { email: '', name: '', website: '' };

export interface LeadMagnetFormProps {
  readonly values: LeadMagnetFormValues;
  readonly onChange: (field: keyof LeadMagnetFormValues, value: string) => void;
  readonly errors?: FormFieldErrors<LeadMagnetFormField>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  readonly footnote?: ReactNode;
  readonly labelledBy?: string;
  readonly idPrefix?: string;
}

const order: readonly LeadMagnetFormField[] = ['email', 'name'];

/** /lead-magnet: an email (and a first name, if you like) for the guide. */
export function LeadMagnetForm({
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
  idPrefix = 'guide',
}: LeadMagnetFormProps) {
  const id = (field: LeadMagnetFormField) => `${idPrefix}-${field}`;
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
      <TextField
        id={id('name')}
        label={copy.labels.name}
        helperText={copy.hints.name}
        name="name"
        autoComplete="given-name"
        value={values.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        error={errors.name}
      />
    </SubmissionForm>
  );
}
