import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { errorSummaryTitle, formCommon, formFailures } from '../../../domain/forms';
import { TextField } from '../../primitives/Field';
import { SubmissionForm, type SubmissionFormProps } from './SubmissionForm';

/** The frame alone, around one field, as each site form uses it. */
function OneField(props: Omit<SubmissionFormProps, 'children' | 'honeypot'> & { error?: string }) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  return (
    <SubmissionForm {...props} honeypot={{ label: formCommon.honeypotLabel, value: website, onChange: setWebsite }}>
      <TextField id="story-email" label="Email" name="email" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={props.error} />
    </SubmissionForm>
  );
}

const meta = {
  title: 'Forms/SubmissionForm',
  component: SubmissionForm,
  render: (args) => <OneField {...args} />,
  args: {
    onSubmit: fn(),
    onFirstFocus: fn(),
    problems: [],
    summaryTitle: errorSummaryTitle(1),
    attempt: 0,
    submitting: false,
    submitLabel: 'Send',
    submittingLabel: 'Sending…',
    requiredNote: formCommon.requiredNote,
    footnote: formCommon.privacyNote,
    honeypot: { label: formCommon.honeypotLabel, value: '', onChange: fn() },
    children: null,
  },
} satisfies Meta<typeof SubmissionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Ready: first focus, then submit',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText(/Email/));
    await expect(args.onFirstFocus).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The honeypot is out of sight and out of the tab order.
    await expect(canvas.getByLabelText(formCommon.honeypotLabel)).toHaveAttribute('tabindex', '-1');
  },
};

const emailMessage = 'Enter your email address, like name@example.com.';

export const Refused: Story = {
  name: 'Refused: summary and focus on the field',
  args: {
    attempt: 1,
    problems: [{ fieldId: 'story-email', label: 'Email', message: emailMessage }],
  },
  render: (args) => <OneField {...args} error={emailMessage} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(errorSummaryTitle(1))).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/Email/)).toHaveFocus());
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sending: Story = {
  name: 'Sending: a second submit does nothing',
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('aria-busy', 'true');
    form.requestSubmit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Failed: the reason, as an alert',
  args: { failure: formFailures.server },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.server.title);
  },
};
