import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { bookingCopy, fieldMessages, formCommon } from '../../../domain/forms';
import { SlotPicker, type SlotOption, type SlotPickerProps } from './SlotPicker';

// A fixed week, so the story looks the same whatever day it runs (the page computes real ones).
const days: SlotOption[] = [
  { value: '2026-11-23', label: 'Nov 23', detail: 'Mon', accessibleLabel: 'Monday, November 23, 2026' },
  { value: '2026-11-24', label: 'Nov 24', detail: 'Tue', accessibleLabel: 'Tuesday, November 24, 2026' },
  { value: '2026-11-25', label: 'Nov 25', detail: 'Wed', accessibleLabel: 'Wednesday, November 25, 2026' },
  { value: '2026-11-27', label: 'Nov 27', detail: 'Fri', accessibleLabel: 'Friday, November 27, 2026' },
  { value: '2026-11-30', label: 'Nov 30', detail: 'Mon', accessibleLabel: 'Monday, November 30, 2026' },
];
const times: SlotOption[] = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '2:00 PM', '2:30 PM'].map((label, i) => ({
  value: ['09:00', '09:30', '10:00', '10:30', '14:00', '14:30'][i]!,
  label,
}));

function Stateful(props: SlotPickerProps) {
  const [date, setDate] = useState(props.date);
  const [time, setTime] = useState(props.time);
  return (
    <SlotPicker
      {...props}
      date={date}
      time={time}
      onDateChange={(value) => {
        setDate(value);
        props.onDateChange(value);
      }}
      onTimeChange={(value) => {
        setTime(value);
        props.onTimeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SlotPicker',
  component: SlotPicker,
  render: (args) => <Stateful {...args} />,
  args: {
    id: 'story-slot',
    dayLegend: bookingCopy.labels.date,
    timeLegend: bookingCopy.labels.time,
    days,
    date: '',
    onDateChange: fn(),
    times,
    time: '',
    onTimeChange: fn(),
    loadingLabel: bookingCopy.slotsLoading,
    chooseDayLabel: bookingCopy.noDayChosen,
    note: formCommon.timeZoneNote,
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingByKeyboard: Story = {
  name: 'Choosing a day and a time by keyboard',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(bookingCopy.noDayChosen)).toBeVisible();
    const dayGroup = canvas.getByRole('radiogroup', { name: 'Day' });
    await expect(dayGroup).toHaveAccessibleDescription(formCommon.timeZoneNote);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monday, November 23, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tuesday, November 24, 2026' })).toBeChecked();
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-24');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '10:00 AM' })).toBeChecked();
    await expect(args.onTimeChange).toHaveBeenLastCalledWith('10:00');
  },
};

export const BeforeHydration: Story = {
  name: 'Days not known yet (the HTML before scripts)',
  args: { days: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(bookingCopy.slotsLoading);
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Errors: Story = {
  name: 'A weekend day refused, a time missing',
  args: { date: '2026-11-24', dateError: fieldMessages.notWorkingDay, timeError: fieldMessages.timeMissing },
  play: async ({ canvas }) => {
    const dayGroup = canvas.getByRole('radiogroup', { name: 'Day' });
    await expect(dayGroup).toHaveAttribute('aria-invalid', 'true');
    await expect(dayGroup).toHaveAccessibleDescription(`${fieldMessages.notWorkingDay} ${formCommon.timeZoneNote}`);
    await expect(canvas.getByRole('radiogroup', { name: 'Time' })).toHaveAccessibleDescription(fieldMessages.timeMissing);
  },
};

export const Chosen: Story = {
  name: 'Day and time chosen',
  args: { date: '2026-11-25', time: '14:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Wednesday, November 25, 2026' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2:00 PM' })).toBeChecked();
  },
};
