import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorSummaryTitle, fieldMessages } from '../../../domain/forms';
import { TextField } from '../../primitives/Field';
import { FormErrorSummary } from './FormErrorSummary';

const items = [
  { fieldId: 'summary-name', label: 'Your name', message: fieldMessages.nameMissing },
  { fieldId: 'summary-email', label: 'Email', message: fieldMessages.emailInvalid },
];

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { title: errorSummaryTitle(items.length), items },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProblems: Story = {
  name: 'Two problems, each a link to its field',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
      <FormErrorSummary {...args} />
      <TextField id="summary-name" label="Your name" error={fieldMessages.nameMissing} />
      <TextField id="summary-email" label="Email" defaultValue="rosa@" error={fieldMessages.emailInvalid} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('There are problems with 2 fields');
    await userEvent.click(within(alert).getByRole('link', { name: fieldMessages.emailInvalid }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(within(alert).getByRole('link', { name: fieldMessages.nameMissing }));
    await expect(canvas.getByLabelText('Your name')).toHaveFocus();
  },
};

export const OneProblem: Story = {
  name: 'One problem',
  args: { title: errorSummaryTitle(1), items: items.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is a problem with 1 field');
  },
};

export const NoProblems: Story = {
  name: 'No problems: nothing shown',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
