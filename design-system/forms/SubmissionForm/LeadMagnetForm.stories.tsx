import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldMessages, formFailures, leadMagnetCopy, emptyFormValues, leadMagnetForm, type LeadMagnetField } from '../../../domain/forms';
import { FormScaffold } from './FormScaffold';
import { withValuesInState } from './withValuesInState';

/** The lead-magnet form: its field table (`leadMagnetForm`) drawn by the form scaffold. */
const Stateful = withValuesInState(FormScaffold<LeadMagnetField>);

const meta = {
  title: 'Forms/LeadMagnetForm',
  component: FormScaffold<LeadMagnetField>,
  render: (args) => <Stateful {...args} />,
  args: {
    table: leadMagnetForm,
    values: emptyFormValues(leadMagnetForm),
    onChange: fn(),
    onSubmit: fn(),
    footnote: leadMagnetCopy.consent,
  },
} satisfies Meta<typeof FormScaffold<LeadMagnetField>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'owner@pecanstreetcafe.com');
    await userEvent.click(canvas.getByRole('button', { name: leadMagnetCopy.submit }));
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'owner@pecanstreetcafe.com');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  name: 'Field error',
  args: {
    values: { ...emptyFormValues(leadMagnetForm), email: 'owner@pecan' },
    errors: { email: fieldMessages.emailInvalid },
    attempt: 1,
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText(/Email/);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
  },
};

export const Submitting: Story = {
  name: 'Sending',
  args: {
    values: { ...emptyFormValues(leadMagnetForm), email: 'owner@pecanstreetcafe.com' },
    submitting: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: leadMagnetCopy.submitting,
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Offline: Story = {
  name: 'Offline, email kept',
  args: {
    values: { ...emptyFormValues(leadMagnetForm), email: 'owner@pecanstreetcafe.com' },
    failure: formFailures.offline,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.offline.title);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('owner@pecanstreetcafe.com');
  },
};
