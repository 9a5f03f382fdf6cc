import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingCopy, serviceTopics, fieldMessages, formFailures } from '../../../domain/forms';
import type { SlotOption } from '../SlotPicker';
import { BookingForm, emptyBookingForm, type BookingFormValues } from './BookingForm';
import { withValuesInState } from '../SubmissionForm/withValuesInState';

const days: SlotOption[] = [
  { value: '2026-11-23', label: 'Nov 23', detail: 'Mon', accessibleLabel: 'Monday, November 23, 2026' },
  { value: '2026-11-24', label: 'Nov 24', detail: 'Tue', accessibleLabel: 'Tuesday, November 24, 2026' },
  { value: '2026-11-25', label: 'Nov 25', detail: 'Wed', accessibleLabel: 'Wednesday, November 25, 2026' },
];
const times: SlotOption[] = [
  { value: '09:00', label: '9:00 AM' },
  { value: '09:30', label: '9:30 AM' },
  { value: '15:00', label: '3:00 PM' },
];
const filled: BookingFormValues = {
  service: serviceTopics[2],
  date: '2026-11-24',
  time: '09:30',
  name: 'Travis Boone',
  email: 'travis@boonehvac.com',
  phone: '(512) 555-0199',
  notes: 'Our site is on an old host and goes down every summer.',
  website: '',
};

const Stateful = withValuesInState(BookingForm);

const meta = {
  title: 'Forms/BookingForm',
  component: BookingForm,
  render: (args) => <Stateful {...args} />,
  args: { values: emptyBookingForm, onChange: fn(), onSubmit: fn(), days, times },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickASlot: Story = {
  name: 'Picking a day and a time',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(bookingCopy.noDayChosen)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Wednesday, November 25, 2026' }));
    await userEvent.click(canvas.getByRole('radio', { name: '3:00 PM' }));
    await expect(args.onChange).toHaveBeenCalledWith('date', '2026-11-25');
    await expect(args.onChange).toHaveBeenCalledWith('time', '15:00');
    await userEvent.click(canvas.getByRole('button', { name: bookingCopy.submit }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const SlotsLoading: Story = {
  name: 'Before the page knows the date',
  args: { days: null, times: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(bookingCopy.slotsLoading);
  },
};

export const FieldErrors: Story = {
  name: 'Field errors: nothing chosen, nothing typed',
  args: {
    errors: {
      service: fieldMessages.serviceMissing,
      date: fieldMessages.dateMissing,
      time: fieldMessages.timeMissing,
      name: fieldMessages.nameMissing,
      email: fieldMessages.emailMissing,
    },
    attempt: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /What would you like to talk about/ })).toHaveFocus();
    // No time group without a day: four problems, not five.
    await expect(canvas.getByRole('alert')).toHaveTextContent('There are problems with 4 fields');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('link', { name: fieldMessages.dateMissing }));
    await expect(canvas.getByRole('radio', { name: 'Monday, November 23, 2026' })).toHaveFocus();
  },
};

export const SlotTaken: Story = {
  name: 'The server refuses a slot that has passed',
  args: { values: filled, errors: { time: fieldMessages.timePassed }, attempt: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '9:30 AM' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'Time' })).toHaveAccessibleDescription(fieldMessages.timePassed);
  },
};

export const Submitting: Story = {
  name: 'Booking',
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: bookingCopy.submitting })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Offline: Story = {
  name: 'Connection lost: everything kept',
  args: { values: filled, failure: formFailures.offline },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.offline.title);
    await expect(canvas.getByRole('radio', { name: '9:30 AM' })).toBeChecked();
    await expect(canvas.getByLabelText(/Anything we should know/)).toHaveValue(filled.notes);
  },
};
