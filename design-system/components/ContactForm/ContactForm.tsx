import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { contactCopy as copy, errorSummaryTitle, formCommon } from '../../../domain/forms';
import { chosenAddOnIds, formatUsd, type HostingAddOn, type HostingPlan } from '../../../domain/plans';
import { Button } from '../Button';
import { TextArea, TextField } from '../Field';
import { Select } from '../Select';
import { SubmissionForm, submissionFormWideField, type FormFieldErrors, type SubmissionFailure } from '../SubmissionForm';
import * as styles from './ContactForm.css';

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  /** a hosting plan id, '' for none */
  plan: string;
  /** hosting add-on ids, comma-separated, '' for none */
  addOns: string;
  /** the honeypot */
  website: string;
}

export type ContactFormField = Exclude<keyof ContactFormValues, 'website'>;

export const emptyContactForm: ContactFormValues = { name: '', email: '', company: '', interest: '', message: '', plan: '', addOns: '', website: '' };

export interface ContactFormProps {
  readonly values: ContactFormValues;
  readonly onChange: (field: keyof ContactFormValues, value: string) => void;
  readonly interests: readonly string[];
  readonly plans: readonly HostingPlan[];
  /** the hosting add-ons, offered with a plan */
  readonly addOns?: readonly HostingAddOn[];
  readonly errors?: FormFieldErrors<ContactFormField>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  /** a link to compare the plans (a router link on the site) */
  readonly plansLink?: ReactNode;
  readonly footnote?: ReactNode;
  readonly labelledBy?: string;
  /** prefix of the fields' ids (unique per page) */
  readonly idPrefix?: string;
}

const order: readonly ContactFormField[] = ['name', 'email', 'company', 'interest', 'plan', 'addOns', 'message'];

/** /contact: who you are, what it is about, an optional hosting plan, and the message. */
export function ContactForm({
  values,
  onChange,
  interests,
  plans,
  addOns = [],
  errors = {},
  attempt = 0,
  submitting = false,
  failure,
  onSubmit,
  onFirstFocus,
  plansLink,
  footnote,
  labelledBy,
  idPrefix = 'contact',
}: ContactFormProps) {
  const id = (field: ContactFormField) => `${idPrefix}-${field}`;
  const plan = plans.find((p) => p.id === values.plan);
  const ticked = new Set<string>(chosenAddOnIds(values.addOns));
  const toggleAddOn = (addOnId: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(addOnId);
    else next.delete(addOnId);
    onChange('addOns', addOns.filter((a) => next.has(a.id)).map((a) => a.id).join(','));
  };
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
      requiredNote={formCommon.requiredNote}
      footnote={footnote}
    >
      <TextField
        id={id('name')}
        label={copy.labels.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        error={errors.name}
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
      <TextField
        id={id('company')}
        label={copy.labels.company}
        helperText={copy.hints.company}
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={(event) => onChange('company', event.currentTarget.value)}
        error={errors.company}
      />
      <Select
        id={id('interest')}
        label={copy.labels.interest}
        name="interest"
        required
        placeholder={copy.interestPlaceholder}
        options={interests.map((interest) => ({ value: interest, label: interest }))}
        value={values.interest}
        onValueChange={(value) => onChange('interest', value)}
        error={errors.interest}
      />
      <div className={[submissionFormWideField, styles.plan].join(' ')}>
        <Select
          id={id('plan')}
          label={copy.labels.plan}
          name="plan"
          helperText={copy.hints.plan}
          placeholder={copy.noPlan}
          options={plans.map((p) => ({ value: p.id, label: `${p.name} (${formatUsd(p.price)}/month)` }))}
          value={values.plan}
          onValueChange={(value) => onChange('plan', value)}
          error={errors.plan}
        />
        {plan ? (
          <div className={styles.planSummary}>
            <p className={styles.planText}>{copy.planSummary(plan.name, formatUsd(plan.price), formatUsd(plan.originalPrice))}</p>
            <Button tone="secondary" size="small" onClick={() => onChange('plan', '')}>
              <X aria-hidden="true" focusable="false" size="1em" />
              {copy.clearPlan}
            </Button>
          </div>
        ) : plansLink ? (
          <p className={styles.planText}>{plansLink}</p>
        ) : null}
        {addOns.length > 0 && (plan || ticked.size > 0) ? (
          <fieldset className={styles.addOns} aria-describedby={`${id('addOns')}-hint`} id={id('addOns')} tabIndex={-1}>
            <legend className={styles.addOnsLegend}>{copy.labels.addOns}</legend>
            <p className={styles.planText} id={`${id('addOns')}-hint`}>
              {copy.addOnsHint}
            </p>
            <ul className={styles.addOnList}>
              {addOns.map((addOn) => (
                <li key={addOn.id}>
                  <label className={styles.addOnChoice}>
                    <input
                      type="checkbox"
                      name="addOns"
                      value={addOn.id}
                      checked={ticked.has(addOn.id)}
                      onChange={(event) => toggleAddOn(addOn.id, event.currentTarget.checked)}
                      className={styles.checkbox}
                    />
                    <span>
                      {addOn.name} <span className={styles.addOnPrice}>{copy.addOnPrice(formatUsd(addOn.price))}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.addOns ? (
              <p className={styles.addOnsError} role="alert">
                {errors.addOns}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>
      <TextArea
        id={id('message')}
        className={submissionFormWideField}
        label={copy.labels.message}
        helperText={copy.hints.message}
        name="message"
        required
        rows={6}
        value={values.message}
        onChange={(event) => onChange('message', event.currentTarget.value)}
        error={errors.message}
      />
    </SubmissionForm>
  );
}
