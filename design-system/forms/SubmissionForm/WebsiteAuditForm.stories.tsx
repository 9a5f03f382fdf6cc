import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { auditCopy, fieldMessages, formFailures, emptyFormValues, websiteAuditForm, type WebsiteAuditField } from '../../../domain/forms';
import { FormScaffold } from './FormScaffold';
import { withValuesInState } from './withValuesInState';

/** The website-audit form: its field table (`websiteAuditForm`) drawn by the form scaffold. */
const Stateful = withValuesInState(FormScaffold<WebsiteAuditField>);

const filled = {
  url: 'https://www.hillcountrydental.com',
  email: 'office@hillcountrydental.com',
  website: '',
};

const meta = {
  title: 'Forms/WebsiteAuditForm',
  component: FormScaffold<WebsiteAuditField>,
  render: (args) => <Stateful {...args} />,
  args: {
    table: websiteAuditForm,
    values: emptyFormValues(websiteAuditForm),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof FormScaffold<WebsiteAuditField>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Website address/), 'hillcountrydental.com');
    await userEvent.type(canvas.getByLabelText(/Email for the report/), 'office@hillcountrydental.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  name: 'Field errors',
  args: {
    values: { ...filled, url: 'ftp://files' },
    errors: { url: fieldMessages.urlInvalid },
    attempt: 1,
  },
  play: async ({ canvas }) => {
    const url = canvas.getByLabelText(/Website address/);
    await expect(url).toHaveFocus();
    await expect(url).toHaveAccessibleDescription(`${fieldMessages.urlInvalid} ${auditCopy.hints.url}`);
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: auditCopy.submitting })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  name: 'Server error, values kept',
  args: { values: filled, failure: formFailures.server },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.server.title);
    await expect(canvas.getByLabelText(/Website address/)).toHaveValue(filled.url);
  },
};

export const RateLimited: Story = {
  name: 'Too many requests',
  args: { values: filled, failure: formFailures.rateLimited(45) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please wait 45 seconds and send again.');
  },
};
