import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contactCopy, fieldMessages, formFailures } from '../../../domain/forms';
import { hostingAddOns, hostingPlans } from '../../../domain/plans';
import { ContactForm, emptyContactForm, type ContactFormValues } from './ContactForm';
import { withValuesInState } from '../SubmissionForm/withValuesInState';

const filled: ContactFormValues = {
  name: 'Rosa Delgado',
  email: 'rosa@delgadobakery.com',
  company: 'Delgado Bakery',
  interest: 'AI web design',
  message: 'We bake for three farmers markets around San Antonio and want customers to order online for pickup.',
  plan: '',
  addOns: '',
  website: '',
};

const Stateful = withValuesInState(ContactForm);

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  render: (args) => <Stateful {...args} />,
  args: { values: emptyContactForm, onChange: fn(), onSubmit: fn(), onFirstFocus: fn(), plans: hostingPlans, addOns: hostingAddOns },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty, filled in by keyboard',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Your name/)).toHaveFocus();
    await expect(args.onFirstFocus).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('Rosa Delgado');
    await userEvent.tab();
    await userEvent.keyboard('rosa@delgadobakery.com');
    await userEvent.tab();
    await userEvent.keyboard('Delgado Bakery');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: /What can we help with/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('company', 'Delgado Bakery');
    // Enter in a text field submits; the form never shows the browser's own bubbles.
    await userEvent.click(canvas.getByLabelText(/Your name/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onFirstFocus).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  name: 'Field errors beside the fields, focus on the first',
  args: {
    values: { ...emptyContactForm, email: 'rosa@' },
    errors: { name: fieldMessages.nameMissing, email: fieldMessages.emailInvalid, interest: fieldMessages.interestMissing, message: fieldMessages.messageMissing },
    attempt: 1,
  },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(/Your name/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(fieldMessages.nameMissing);
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    await expect(canvas.getByRole('combobox', { name: /What can we help with/ })).toHaveAttribute('aria-invalid', 'true');
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('There are problems with 4 fields');
    await userEvent.click(within(summary).getByRole('link', { name: fieldMessages.messageMissing }));
    await expect(canvas.getByLabelText(/Your message/)).toHaveFocus();
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { values: filled, submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: contactCopy.submitting });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Server error: the message, and everything typed kept',
  args: { values: filled, failure: formFailures.server },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.server.title);
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue(filled.name);
    await expect(canvas.getByLabelText(/Your message/)).toHaveValue(filled.message);
    await expect(canvas.getByRole('button', { name: contactCopy.submit })).toBeEnabled();
  },
};

export const RateLimited: Story = {
  name: 'Too many requests, with the wait',
  args: { values: filled, failure: formFailures.rateLimited(420) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please wait 7 minutes and send again.');
  },
};

export const WithPlan: Story = {
  name: 'A hosting plan chosen on /hosting',
  args: { values: { ...filled, interest: 'Hosting', plan: 'professional' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Professional Cloud: $59/month, normally $99.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: contactCopy.clearPlan }));
    await expect(args.onChange).toHaveBeenCalledWith('plan', '');
    await expect(canvas.queryByText(/Professional Cloud: \$59/)).toBeNull();
  },
};

export const WithPlanAndAddOns: Story = {
  name: 'A plan and add-ons chosen on /hosting, changed by keyboard',
  args: { values: { ...filled, interest: 'Hosting', plan: 'professional', addOns: 'cdn,backup' } },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: contactCopy.labels.addOns });
    await expect(within(group).getByRole('checkbox', { name: /Global CDN/ })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: /Backup Pro/ })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: /Advanced Security/ })).not.toBeChecked();
    within(group).getByRole('checkbox', { name: /Advanced Security/ }).focus();
    await userEvent.keyboard(' ');
    // in the table's order, whatever order they were ticked in
    await expect(args.onChange).toHaveBeenLastCalledWith('addOns', 'cdn,security,backup');
    await userEvent.click(within(group).getByRole('checkbox', { name: /Global CDN/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('addOns', 'security,backup');
  },
};

export const NoPlanNoAddOns: Story = {
  name: 'No plan: no add-ons offered',
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: contactCopy.labels.addOns })).toBeNull();
  },
};
