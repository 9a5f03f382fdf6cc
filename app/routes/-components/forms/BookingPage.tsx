import { useEffect, useState } from 'react';
import { Link, useHydrated } from '@tanstack/react-router';
import { BookingForm, emptyBookingForm, Button, Heading, TextLink, type BookingFormValues, type SlotOption } from '../../../../design-system';
import { availableSlots, bookableDays, formatBookingDay, formatSlotTime, zonedNow } from '../../../../domain/booking';
import { bookingSchedule } from '../../../../domain/constants';
import { bookingCopy as copy } from '../../../../domain/forms';
import type { PageMeta } from '../../../../domain/pages';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { FormFootnote } from './FormFootnote';
import { FormPage, FormSteps } from './FormPage';
import * as styles from './page.css';

const dayOption = (date: string): SlotOption => {
  const [weekday = '', monthDay = ''] = formatBookingDay(date).split(', ');
  return {
    value: date,
    label: monthDay,
    detail: weekday,
    accessibleLabel: formatBookingDay(date, 'long'),
  };
};
const timeOption = (time: string): SlotOption => ({
  value: time,
  label: formatSlotTime(time),
});

/**
 * The free slots by day, from the server (booked slots and blocked days left out), read after
 * hydration and again after each submit (a 409 means someone took the slot: the picker must not
 * offer it again). Null until the answer comes, or when it fails: then the page offers what the
 * office rules allow, and the server still refuses a taken slot.
 */
function useFreeSlots(refresh: string): ReadonlyMap<string, readonly string[]> | null {
  const hydrated = useHydrated();
  const [free, setFree] = useState<ReadonlyMap<string, readonly string[]> | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    // only this call's schemas, not the whole API client's (tens of ms of main thread on a phone)
    import('../../../api/bookingSlots')
      .then(({ readBookingSlots }) => readBookingSlots({ days: bookingSchedule.maxDaysAhead }, { signal: controller.signal }))
      .then((answer) => setFree(new Map(answer.days.map((day) => [day.date, day.slots]))))
      .catch(() => {});
    return () => controller.abort();
  }, [hydrated, refresh]);
  return free;
}

export function BookingPage({ page }: { readonly page: PageMeta }) {
  const form = useFormSubmission('booking', emptyBookingForm);
  // Which days and times are still free depends on the clock: only known in the browser, after
  // hydration, so the HTML is the same whenever it was rendered.
  const hydrated = useHydrated();
  // read again after each answer: a 409 (someone took the slot) puts its message beside the time
  const free = useFreeSlots(`${form.attempt} ${form.fieldErrors.time ?? ''}`);
  // The wall clock, read once per render (not once for each of the sixty days asked about), and
  // only once hydrated: the first read sets up the time zone's data.
  const now = hydrated ? zonedNow(new Date()) : null;
  const slotsOf = (date: string) => {
    if (!now) return [];
    const allowed = availableSlots(date, now);
    const open = free?.get(date);
    return free ? allowed.filter((time) => open?.includes(time)) : allowed;
  };
  const dayDates = now
    ? free
      ? bookableDays(now, bookingSchedule.maxDaysAhead)
          .filter((date) => slotsOf(date).length > 0)
          .slice(0, bookingSchedule.daysShown)
      : bookableDays(now)
    : null;
  const days = dayDates ? dayDates.map(dayOption) : null;
  const times = now && form.values.date ? slotsOf(form.values.date).map(timeOption) : [];

  function onChange(field: keyof BookingFormValues, value: string) {
    if (field === 'date') {
      // A time that the new day does not have is dropped, not silently kept.
      const keepTime = slotsOf(value).includes(form.values.time);
      form.update({ date: value, ...(keepTime ? {} : { time: '' }) });
    } else form.change(field, value);
  }

  const sent = form.sent;
  return (
    <FormPage
      page={page}
      copy={copy}
      id="booking"
      reference={form.accepted && sent ? form.reference : null}
      success={() => ({
        body: copy.successBody(formatBookingDay(sent?.date ?? '', 'long'), formatSlotTime(sent?.time ?? '00:00'), sent?.email ?? ''),
        actions: (
          <Button tone="secondary" onClick={form.reset}>
            {copy.bookAnother}
          </Button>
        ),
      })}
      form={(labelledBy) => (
        <BookingForm {...form.formProps} labelledBy={labelledBy} onChange={onChange} days={days} times={times} footnote={<FormFootnote />} />
      )}
      aside={
        <aside className={styles.aside} aria-labelledby="booking-expect-heading">
          <div className={styles.asideBlock}>
            <Heading level={2} size="large" id="booking-expect-heading">
              {copy.expectHeading}
            </Heading>
            <FormSteps steps={copy.expect} />
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
      }
    />
  );
}
