/**
 * The four form pages wired to the real submission flow (machine, lazily loaded checks, API
 * client) against the MSW variants of their calls: what a visitor sees for each answer.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingCopy, contactCopy, auditCopy, fieldMessages, formFailures, leadMagnetCopy, formCommon } from '../../../../domain/forms';
import { leadMagnetGuide } from '../../../../domain/constants';
import { agency } from '../../../../domain/navigation';
import { formatSlotTime } from '../../../../domain/booking';
import { publicPages } from '../../../../domain/pages';
import { bookingHandlers, bookingSlotsHandlers, contactHandlers, leadMagnetHandlers, websiteAuditHandlers } from '../../../../mocks/handlers';
import { mockRetryAfterSeconds } from '../../../../mocks/shared';
import { BookingPage } from './BookingPage';
import { ContactPage } from './ContactPage';
import { LeadMagnetPage } from './LeadMagnetPage';
import { WebsiteAuditPage } from './WebsiteAuditPage';

const meta = {
  title: 'Forms/Pages',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact', msw: { handlers: { contact: contactHandlers.success } } },
  args: { page: publicPages['/contact'], onChoiceChange: fn() },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseOption(canvas: StoryContext['canvas'], combobox: RegExp, option: string) {
  const select = canvas.getByRole('combobox', { name: combobox });
  await userEvent.selectOptions(select, option);
  await expect(select).toHaveDisplayValue(option);
}

async function fillContact(canvas: StoryContext['canvas']) {
  await userEvent.type(canvas.getByLabelText(/Your name/), 'Rosa Delgado');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'rosa@delgadobakery.com');
  await chooseOption(canvas, /What can we help with/, 'AI web design');
  await userEvent.type(canvas.getByLabelText(/Your message/), 'Online orders for our bakery, please.');
}

const send = (canvas: StoryContext['canvas'], name: string = contactCopy.submit) => userEvent.click(canvas.getByRole('button', { name }));

export const ContactSent: Story = {
  name: 'Contact: sent, with the reference',
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    const success = await canvas.findByRole('region', { name: contactCopy.successTitle });
    await expect(success).toHaveFocus();
    await expect(success).toHaveTextContent('CT-MOCK-0001');
    await expect(success).toHaveTextContent('rosa@delgadobakery.com');
    // A new message starts empty.
    await userEvent.click(canvas.getByRole('button', { name: contactCopy.sendAnother }));
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('');
  },
};

export const ContactChecked: Story = {
  name: 'Contact: checked in the browser, nothing sent',
  // Were anything sent, this variant would answer with a server error.
  parameters: { msw: { handlers: { contact: contactHandlers.error } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'rosa@');
    await send(canvas);
    await waitFor(() => expect(canvas.getByLabelText(/Your name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/Your name/)).toHaveAccessibleDescription(fieldMessages.nameMissing);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There are problems with 4 fields');
    await expect(canvas.queryByText(formFailures.server.title)).toBeNull();
    // Fixing a field clears its message at once.
    await userEvent.type(canvas.getByLabelText(/^Email/), 'delgadobakery.com');
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('There are problems with 3 fields');
  },
};

export const ContactServerError: Story = {
  name: 'Contact: server error, everything kept',
  parameters: { msw: { handlers: { contact: contactHandlers.error } } },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText(formFailures.server.title)).toBeVisible();
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Rosa Delgado');
    await expect(canvas.getByLabelText(/Your message/)).toHaveValue('Online orders for our bakery, please.');
    await expect(canvas.getByRole('combobox', { name: /What can we help with/ })).toHaveDisplayValue('AI web design');
  },
};

export const ContactOffline: Story = {
  name: 'Contact: offline, everything kept',
  parameters: { msw: { handlers: { contact: contactHandlers.offline } } },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText(formFailures.offline.title)).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('rosa@delgadobakery.com');
  },
};

export const ContactRateLimited: Story = {
  name: 'Contact: too many requests, with the wait',
  parameters: { msw: { handlers: { contact: contactHandlers.rateLimited } } },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByText(`Please wait ${mockRetryAfterSeconds} seconds and send again. Everything you typed is still here.`)).toBeVisible();
  },
};

export const ContactEmailRefused: Story = {
  name: 'Contact: the server refuses a field',
  parameters: { msw: { handlers: { contact: contactHandlers.emailRefused } } },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    const email = canvas.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
  },
};

export const ContactSending: Story = {
  name: 'Contact: sending',
  parameters: { msw: { handlers: { contact: contactHandlers.slow } } },
  play: async ({ canvas }) => {
    await fillContact(canvas);
    await send(canvas);
    await expect(await canvas.findByRole('button', { name: contactCopy.submitting })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ContactWithPlan: Story = {
  name: 'Contact: a plan picked on /hosting',
  args: { planFromLink: 'agency' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Agency Cloud: $349/month, normally $499.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Hosting plan/ })).toHaveDisplayValue(/^Agency Cloud/);
    await userEvent.click(canvas.getByRole('button', { name: contactCopy.clearPlan }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('combobox', { name: /Hosting plan/ })).toHaveDisplayValue(contactCopy.noPlan);
  },
};

export const ContactWithPlanAndAddOns: Story = {
  name: 'Contact: a plan and add-ons picked on /hosting',
  args: { planFromLink: 'professional', addOnsFromLink: 'cdn,monitoring' },
  play: async ({ canvas, args }) => {
    const group = await canvas.findByRole('group', { name: contactCopy.labels.addOns });
    await expect(within(group).getByRole('checkbox', { name: /Global CDN/ })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: /Advanced Monitoring/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: /Global CDN/ }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ plan: 'professional', addons: 'monitoring' });
  },
};

export const BookingBooked: Story = {
  name: 'Booking: a slot booked',
  render: () => <BookingPage page={publicPages['/booking']} />,
  parameters: { route: '/booking', msw: { handlers: { booking: bookingHandlers.success } } },
  play: async ({ canvas }) => {
    await chooseOption(canvas, /What would you like to talk about/, 'Hosting');
    // The days and times are the real ones, from the browser's clock.
    const day = canvas.getAllByRole('radio')[0]!;
    const dayName = day.getAttribute('aria-label')!;
    await userEvent.click(day);
    const time = within(canvas.getByRole('radiogroup', { name: 'Time' })).getAllByRole('radio')[0]!;
    await userEvent.click(time);
    await userEvent.type(canvas.getByLabelText(/Your name/), 'Travis Boone');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'travis@boonehvac.com');
    await send(canvas, bookingCopy.submit);
    const success = await canvas.findByRole('region', { name: bookingCopy.successTitle });
    await expect(success).toHaveTextContent('BK-MOCK-0001');
    await expect(success).toHaveTextContent(dayName);
    await expect(success).toHaveTextContent('Central time');
  },
};

/** Two visitors, one slot: the second is told beside the time, and the slot leaves the picker. */
export const BookingSlotTaken: Story = {
  name: 'Booking: someone took the slot first',
  render: () => <BookingPage page={publicPages['/booking']} />,
  parameters: { route: '/booking', msw: { handlers: { booking: bookingHandlers.slotTaken, bookingSlots: bookingSlotsHandlers.success } } },
  play: async ({ canvas }) => {
    await chooseOption(canvas, /What would you like to talk about/, 'Hosting');
    const day = canvas.getAllByRole('radio')[0]!;
    await userEvent.click(day);
    const times = () => within(canvas.getByRole('radiogroup', { name: 'Time' })).getAllByRole('radio');
    const first = times()[0]!;
    const taken = first.getAttribute('value')!;
    const before = times().length;
    await userEvent.click(first);
    await userEvent.type(canvas.getByLabelText(/Your name/), 'Travis Boone');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'travis@boonehvac.com');
    await send(canvas, bookingCopy.submit);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/was just booked by someone else/));
    await expect(canvas.getByRole('alert')).toHaveTextContent(formatSlotTime(taken));
    // The free slots are read again: the taken time is no longer offered, the others are.
    await waitFor(() => expect(times()).toHaveLength(before - 1));
    await expect(times().map((t) => t.getAttribute('value'))).not.toContain(taken);
  },
};

export const BookingChecked: Story = {
  name: 'Booking: nothing chosen',
  render: () => <BookingPage page={publicPages['/booking']} />,
  parameters: { route: '/booking', msw: { handlers: { booking: bookingHandlers.error } } },
  play: async ({ canvas }) => {
    // The aside gives the office hours the footer gives (the domain's), not a copy of its own.
    await expect(canvas.getByRole('complementary', { name: bookingCopy.expectHeading })).toHaveTextContent(`We take calls ${agency.hours} time.`);
    await send(canvas, bookingCopy.submit);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /What would you like to talk about/ })).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(fieldMessages.dateMissing);
  },
};

export const AuditRequested: Story = {
  name: 'Website audit: requested, the bare address completed',
  render: () => <WebsiteAuditPage page={publicPages['/website-audit']} />,
  parameters: { route: '/website-audit', msw: { handlers: { websiteAudit: websiteAuditHandlers.success } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Website address/), 'joesbbq.com');
    await userEvent.type(canvas.getByLabelText(/Email for the report/), 'joe@joesbbq.com');
    await send(canvas, auditCopy.submit);
    const success = await canvas.findByRole('region', { name: auditCopy.successTitle });
    await expect(success).toHaveTextContent('AU-MOCK-0001');
    await expect(success).toHaveTextContent('https://joesbbq.com');
  },
};

export const AuditRateLimited: Story = {
  name: 'Website audit: too many requests',
  render: () => <WebsiteAuditPage page={publicPages['/website-audit']} />,
  parameters: { route: '/website-audit', msw: { handlers: { websiteAudit: websiteAuditHandlers.rateLimited } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Website address/), 'https://joesbbq.com');
    await userEvent.type(canvas.getByLabelText(/Email for the report/), 'joe@joesbbq.com');
    await send(canvas, auditCopy.submit);
    await expect(await canvas.findByText(formFailures.rateLimited(mockRetryAfterSeconds).title)).toBeVisible();
    await expect(canvas.getByLabelText(/Website address/)).toHaveValue('https://joesbbq.com');
  },
};

export const GuideDownload: Story = {
  name: 'Lead magnet: the guide to download',
  render: () => <LeadMagnetPage page={publicPages['/lead-magnet']} />,
  parameters: { route: '/lead-magnet', msw: { handlers: { leadMagnet: leadMagnetHandlers.success } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@pecanstreetcafe.com');
    await send(canvas, leadMagnetCopy.submit);
    const success = await canvas.findByRole('region', { name: leadMagnetCopy.successTitle });
    await expect(within(success).getByText(formCommon.referenceLabel)).toBeVisible();
    const download = within(success).getByRole('link', { name: leadMagnetCopy.download });
    await expect(download).toHaveAttribute('href', leadMagnetGuide.downloadUrl);
    await expect(download).toHaveAttribute('download', leadMagnetGuide.fileName);
  },
};
