import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldMessages, formFailures } from '../../../domain/forms';
import { portalLinkMessages } from '../../../domain/messages';
import { emptyManageSubscriptionForm, ManageSubscriptionForm, type ManageSubscriptionFormProps } from './ManageSubscriptionForm';

function Stateful(props: ManageSubscriptionFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ManageSubscriptionForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

/** the field's label (followed by the required mark) */
const emailLabel = new RegExp(`^${portalLinkMessages.emailLabel}`);

const meta = {
  title: 'Payment/ManageSubscriptionForm',
  component: ManageSubscriptionForm,
  render: (args) => <Stateful {...args} />,
  args: { values: emptyManageSubscriptionForm, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ManageSubscriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty, sent by keyboard',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(emailLabel)).toHaveFocus();
    await userEvent.keyboard('dana@example.com{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'dana@example.com');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The live region is there before any answer, so the answer is announced when it comes.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Answered: Story = {
  name: 'Answered (the same for everyone)',
  args: { values: { ...emptyManageSubscriptionForm, email: 'dana@example.com' }, answer: portalLinkMessages.requested },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(portalLinkMessages.requested);
    // The form stays, to ask again.
    await expect(canvas.getByRole('button', { name: portalLinkMessages.submit })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  name: 'Malformed email',
  args: { values: { ...emptyManageSubscriptionForm, email: 'dana@' }, errors: { email: fieldMessages.emailInvalid }, attempt: 1 },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText(emailLabel);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
  },
};

export const Sending: Story = {
  name: 'Sending',
  args: { values: { ...emptyManageSubscriptionForm, email: 'dana@example.com' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: portalLinkMessages.sending })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RateLimited: Story = {
  name: 'Too many requests',
  args: { values: { ...emptyManageSubscriptionForm, email: 'dana@example.com' }, failure: formFailures.rateLimited(120) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.rateLimited(120).title);
    await expect(canvas.getByLabelText(emailLabel)).toHaveValue('dana@example.com');
  },
};
