import type { ReactNode } from 'react';
import { bookingCopy as copy, errorSummaryTitle, formCommon } from '../../../domain/forms';
import { TextArea, TextField } from '../Field';
import { Heading } from '../Heading';
import { Select } from '../Select';
import { SlotPicker, type SlotOption } from '../SlotPicker';
import { SubmissionForm, submissionFormWideField, type FormFieldErrors, type SubmissionFailure } from '../SubmissionForm';
import * as styles from './BookingForm.css';

export interface BookingFormValues {
  service: string;
  /** YYYY-MM-DD, '' until chosen */
  date: string;
  /** HH:MM, '' until chosen */
  time: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  website: string;
}

export type BookingFormField = Exclude<keyof BookingFormValues, 'website'>;

export const emptyBookingForm: BookingFormValues = { service: '', date: '', time: '', name: '', email: '', phone: '', notes: '', website: '' };

export interface BookingFormProps {
  readonly values: BookingFormValues;
  readonly onChange: (field: keyof BookingFormValues, value: string) => void;
  readonly services: readonly string[];
  /** bookable days; null until the browser knows today's date (see SlotPicker) */
  readonly days: readonly SlotOption[] | null;
  /** the free times of the chosen day */
  readonly times: readonly SlotOption[];
  readonly errors?: FormFieldErrors<BookingFormField>;
  readonly attempt?: number;
  readonly submitting?: boolean;
  readonly failure?: SubmissionFailure | null;
  readonly onSubmit: () => void;
  readonly onFirstFocus?: () => void;
  readonly footnote?: ReactNode;
  readonly labelledBy?: string;
  readonly idPrefix?: string;
}

const order: readonly BookingFormField[] = ['service', 'date', 'time', 'name', 'email', 'phone', 'notes'];

/** /booking: what the call is about, a day and a time (Central), and how to reach you. */
export function BookingForm({
  values,
  onChange,
  services,
  days,
  times,
  errors = {},
  attempt = 0,
  submitting = false,
  failure,
  onSubmit,
  onFirstFocus,
  footnote,
  labelledBy,
  idPrefix = 'booking',
}: BookingFormProps) {
  const id = (field: BookingFormField) => (field === 'date' ? `${idPrefix}-slot` : field === 'time' ? `${idPrefix}-slot-time` : `${idPrefix}-${field}`);
  // Without a day there is no time group to point at; the day's own error says what to do.
  const shown: FormFieldErrors<BookingFormField> = values.date ? errors : { ...errors, time: undefined };
  const problems = order.flatMap((field) => {
    const message = shown[field];
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
      <Select
        id={id('service')}
        className={submissionFormWideField}
        label={copy.labels.service}
        name="service"
        required
        placeholder={copy.servicePlaceholder}
        options={services.map((service) => ({ value: service, label: service }))}
        value={values.service}
        onValueChange={(value) => onChange('service', value)}
        error={shown.service}
      />
      <section className={[submissionFormWideField, styles.section].join(' ')} aria-labelledby={`${idPrefix}-slot-heading`}>
        <Heading level={3} size="large" id={`${idPrefix}-slot-heading`}>
          {copy.slotHeading}
        </Heading>
        <SlotPicker
          id={id('date')}
          dayLegend={copy.labels.date}
          timeLegend={copy.labels.time}
          days={days}
          date={values.date}
          onDateChange={(date) => onChange('date', date)}
          times={times}
          time={values.time}
          onTimeChange={(time) => onChange('time', time)}
          dateError={shown.date}
          timeError={shown.time}
          loadingLabel={copy.slotsLoading}
          chooseDayLabel={copy.noDayChosen}
          note={formCommon.timeZoneNote}
        />
      </section>
      <section className={[submissionFormWideField, styles.section].join(' ')} aria-labelledby={`${idPrefix}-contact-heading`}>
        <Heading level={3} size="large" id={`${idPrefix}-contact-heading`}>
          {copy.contactHeading}
        </Heading>
        <div className={styles.contactFields}>
          <TextField
            id={id('name')}
            label={copy.labels.name}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => onChange('name', event.currentTarget.value)}
            error={shown.name}
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
            error={shown.email}
          />
          <TextField
            id={id('phone')}
            label={copy.labels.phone}
            helperText={copy.hints.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => onChange('phone', event.currentTarget.value)}
            error={shown.phone}
          />
          <TextArea
            id={id('notes')}
            className={submissionFormWideField}
            label={copy.labels.notes}
            helperText={copy.hints.notes}
            name="notes"
            rows={4}
            value={values.notes}
            onChange={(event) => onChange('notes', event.currentTarget.value)}
            error={shown.notes}
          />
        </div>
      </section>
    </SubmissionForm>
  );
}
