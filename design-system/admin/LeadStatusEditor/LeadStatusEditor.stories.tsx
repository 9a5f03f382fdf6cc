import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleNow } from '../../../domain/samples';
import { sampleSubmissions } from '../../../domain/samples/admin';
import { LeadStatusEditor } from './LeadStatusEditor';

const leadOf = (reference: string) => {
  const { status, version, history } = sampleSubmissions.find((s) => s.reference === reference)!;
  return { reference, status, version, history };
};

const meta = {
  title: 'Admin/LeadStatusEditor',
  component: LeadStatusEditor,
  args: { lead: leadOf('LS-7K3M9QXA'), now: sampleNow, onSave: fn() },
} satisfies Meta<typeof LeadStatusEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewLead: Story = {
  name: 'A new lead, marked won by keyboard',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No change yet: new since it arrived.')).toBeVisible();
    const status = canvas.getByRole('combobox', { name: 'New status' });
    await expect(status).toHaveDisplayValue('Contacted');
    await userEvent.selectOptions(status, 'Won');
    await expect(status).toHaveDisplayValue('Won');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Note (optional)' }));
    await userEvent.keyboard('  Signed the Growth plan  ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'won', note: 'Signed the Growth plan' });
  },
};

export const WithHistory: Story = {
  name: 'With its history, newest first',
  args: { lead: leadOf('LS-0QW3ERTY') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'New status' })).toHaveDisplayValue('Won');
    const items = within(canvas.getByRole('list', { name: 'Status history of LS-0QW3ERTY, newest first' })).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Won by admin@example\.com, 1d ago.*Signed the Growth plan\.$/),
      expect.stringMatching(/^Contacted by admin@example\.com, 1d ago.*Discovery call booked\.$/),
    ]);
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { saving: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: /Save status/ });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
