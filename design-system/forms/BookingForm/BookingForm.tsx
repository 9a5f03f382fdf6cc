import { bookingCopy as copy, bookingForm, emptyFormValues, formCommon, type BookingField, type FormValues } from '../../../domain/forms';
import { SlotPicker, type SlotOption } from '../SlotPicker';
import { FormScaffold, type FormFieldErrors, type FormScaffoldStateProps, type FormSlotProps } from '../SubmissionForm';

/** `date`: YYYY-MM-DD and `time`: HH:MM, '' until chosen */
export type BookingFormValues = FormValues<BookingField>;

export const emptyBookingForm: BookingFormValues = emptyFormValues(bookingForm);

export interface BookingFormProps extends FormScaffoldStateProps<BookingField> {
  /** bookable days; null until the browser knows today's date (see SlotPicker) */
  readonly days: readonly SlotOption[] | null;
  /** the free times of the chosen day */
  readonly times: readonly SlotOption[];
}

/**
 * /booking: its field table (domain/forms.ts) drawn by the form scaffold; the day and the time
 * are one SlotPicker, drawn here.
 */
export function BookingForm({ days, times, ...props }: BookingFormProps) {
  const { values, onChange, errors = {} } = props;
  // Without a day there is no time group to point at; the day's own error says what to do.
  const shown: FormFieldErrors<BookingField> = values.date ? errors : { ...errors, time: undefined };
  const slotPicker = ({ id, error, className }: FormSlotProps) => (
    <SlotPicker
      id={id}
      className={className}
      dayLegend={copy.labels.date}
      timeLegend={copy.labels.time}
      days={days}
      date={values.date}
      onDateChange={(date) => onChange('date', date)}
      times={times}
      time={values.time}
      onTimeChange={(time) => onChange('time', time)}
      dateError={error}
      timeError={shown.time}
      loadingLabel={copy.slotsLoading}
      chooseDayLabel={copy.noDayChosen}
      note={formCommon.timeZoneNote}
    />
  );
  return <FormScaffold {...props} errors={shown} table={bookingForm} slots={{ date: slotPicker }} />;
}
