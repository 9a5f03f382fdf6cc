import { Link, useHydrated } from '@tanstack/react-router';
import {
  BookingForm,
  Button,
  Container,
  emptyBookingForm,
  FormSuccess,
  Heading,
  PageHeader,
  TextLink,
  type BookingFormValues,
  type SlotOption,
} from '../../../../design-system';
import { availableSlots, bookableDays, formatBookingDay, formatSlotTime } from '../../../../domain/booking';
import { bookingCopy as copy, bookingServices, formCommon } from '../../../../domain/forms';
import type { PageMeta } from '../../../../domain/pages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import * as styles from './page.css';

const dayOption = (date: string): SlotOption => {
  const [weekday = '', monthDay = ''] = formatBookingDay(date).split(', ');
  return { value: date, label: monthDay, detail: weekday, accessibleLabel: formatBookingDay(date, 'long') };
};
const timeOption = (time: string): SlotOption => ({ value: time, label: formatSlotTime(time) });

export function BookingPage({ page }: { readonly page: PageMeta }) {
  const form = useFormSubmission('booking', emptyBookingForm);
  // Which days and times are still free depends on the clock: only known in the browser, after
  // hydration, so the HTML is the same whenever it was rendered.
  const hydrated = useHydrated();
  const now = new Date();
  const days = hydrated ? bookableDays(now).map(dayOption) : null;
  const times = hydrated && form.values.date ? availableSlots(form.values.date, now).map(timeOption) : [];

  function onChange(field: keyof BookingFormValues, value: string) {
    if (field === 'date') {
      // A time that the new day does not have is dropped, not silently kept.
      const keepTime = availableSlots(value, new Date()).includes(form.values.time);
      form.update({ date: value, ...(keepTime ? {} : { time: '' }) });
    } else form.change(field, value);
  }

  const sent = form.sent;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={page.heading} lede={page.description} />

      <section className={styles.section} aria-label={copy.formHeading}>
        <Container>
          <div className={styles.layout}>
            <div className={styles.panel}>
              {form.accepted && form.reference && sent ? (
                <FormSuccess
                  title={copy.successTitle}
                  reference={form.reference}
                  referenceLabel={formCommon.referenceLabel}
                  actions={
                    <Button tone="secondary" onClick={form.reset}>
                      {copy.bookAnother}
                    </Button>
                  }
                >
                  {copy.successBody(formatBookingDay(sent.date ?? '', 'long'), formatSlotTime(sent.time ?? '00:00'), sent.email ?? '')}
                </FormSuccess>
              ) : (
                <>
                  <Heading level={2} size="xlarge" id="booking-form-heading">
                    {copy.formHeading}
                  </Heading>
                  <BookingForm
                    labelledBy="booking-form-heading"
                    values={form.values}
                    onChange={onChange}
                    services={bookingServices}
                    days={days}
                    times={times}
                    errors={form.fieldErrors}
                    attempt={form.attempt}
                    submitting={form.submitting}
                    failure={form.failure}
                    onSubmit={form.submit}
                    onFirstFocus={form.warm}
                    footnote={<FormFootnote />}
                  />
                </>
              )}
            </div>

            <aside className={styles.aside} aria-labelledby="booking-expect-heading">
              <div className={styles.asideBlock}>
                <Heading level={2} size="large" id="booking-expect-heading">
                  {copy.expectHeading}
                </Heading>
                <ul className={styles.expectList}>
                  {copy.expect.map((item) => (
                    <li key={item.id} className={styles.expectItem}>
                      <Heading level={3} size="standard">
                        {item.title}
                      </Heading>
                      <p className={styles.muted}>{item.description}</p>
                    </li>
                  ))}
                </ul>
                <p className={styles.small}>{copy.scheduleNote}</p>
              </div>
              <div className={styles.asideBlock}>
                <Heading level={2} size="large">
                  {copy.contactInstead}
                </Heading>
                <p>
                  <TextLink asChild>
                    <Link to="/contact">{copy.contactLink}</Link>
                  </TextLink>
                </p>
              </div>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
