import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leadStatuses, type LeadStatus, type SubmissionKind } from '../../../domain/api';
import { sampleNow } from '../../../domain/samples';
import { filterSubmissions, sampleSubmissions } from '../../../domain/samples/admin';
import { SubmissionTable } from './SubmissionTable';

const countsOf = (rows: typeof sampleSubmissions) => Object.fromEntries(leadStatuses.map((s) => [s, rows.filter((r) => r.status === s).length])) as Record<LeadStatus, number>;

const meta = {
  title: 'Admin/SubmissionTable',
  component: SubmissionTable,
  args: {
    submissions: sampleSubmissions,
    total: sampleSubmissions.length,
    query: '',
    kind: '',
    now: sampleNow,
    onQueryChange: fn(),
    onKindChange: fn(),
    onExport: fn(),
    status: '',
    statusCounts: countsOf(sampleSubmissions),
    onStatusFilterChange: fn(),
    onLeadStatusChange: fn(),
  },
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    const [kind, setKind] = useState<SubmissionKind | ''>(args.kind);
    const [status, setStatus] = useState<LeadStatus | ''>(args.status);
    const matching = filterSubmissions(args.submissions, kind || undefined, query);
    const rows = status ? matching.filter((r) => r.status === status) : matching;
    return (
      <SubmissionTable
        {...args}
        submissions={rows}
        total={rows.length}
        statusCounts={countsOf(matching)}
        status={status}
        onStatusFilterChange={(s) => {
          args.onStatusFilterChange(s);
          setStatus(s);
        }}
        query={query}
        kind={kind}
        onQueryChange={(q) => {
          args.onQueryChange(q);
          setQuery(q);
        }}
        onKindChange={(k) => {
          args.onKindChange(k);
          setKind(k);
        }}
      />
    );
  },
} satisfies Meta<typeof SubmissionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {
  name: 'Newest first, searched and exported',
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(sampleSubmissions.length + 1);
    await expect(rows[1]).toHaveTextContent('12m ago');
    await expect(rows[1]).toHaveTextContent('Booking');
    await userEvent.click(within(rows[1]!).getByText('All fields'));
    await expect(within(rows[1]!).getByText('(214) 555-0199')).toBeVisible();
    const form = canvas.getByRole('combobox', { name: 'Form' });
    await expect(form).toHaveDisplayValue('All forms');
    await userEvent.selectOptions(form, 'Contact');
    await expect(args.onKindChange).toHaveBeenCalledWith('contact');
    await expect(form).toHaveDisplayValue('Contact');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search submissions' }), 'bakery');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith([expect.objectContaining({ reference: 'LS-2H8D4RWB' })]);
  },
};

export const Empty: Story = {
  name: 'No form sent yet',
  args: { submissions: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No form has been sent yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All (0)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ByStatus: Story = {
  name: 'Filtered by status, with counts',
  play: async ({ canvas, args }) => {
    const filters = within(canvas.getByRole('group', { name: 'Show leads by status' }));
    await expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['All (5)', 'New (2)', 'Contacted (1)', 'Won (1)', 'Lost (1)']);
    await userEvent.click(filters.getByRole('button', { name: 'Contacted (1)' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('contacted');
    await expect(filters.getByRole('button', { name: 'Contacted (1)' })).toHaveAttribute('aria-pressed', 'true');
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(2);
    // the latest change is on the row: who, and the note
    await expect(rows[1]).toHaveTextContent('Contacted');
    await expect(rows[1]).toHaveTextContent('by ana@lonestarwebstudio.com');
    await expect(rows[1]).toHaveTextContent('Called her back; sending a quote for online ordering on Friday.');
    await userEvent.click(filters.getByRole('button', { name: 'Won (1)' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Priya Raman');
  },
};

export const ChangeStatus: Story = {
  name: 'Marking a lead contacted with a note, saved by keyboard',
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByText('Change status'));
    const form = await within(row).findByRole('form', { name: 'Status of LS-7K3M9QXA' });
    await expect(within(row).getByText('No change yet: new since it arrived.')).toBeVisible();
    // a new lead is offered "Contacted" first
    await expect(within(form).getByRole('combobox', { name: 'New status' })).toHaveDisplayValue('Contacted');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Note (optional)' }));
    await userEvent.keyboard('Left a voicemail');
    await userEvent.tab();
    await expect(within(form).getByRole('button', { name: 'Save status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeadStatusChange).toHaveBeenCalledWith({ reference: 'LS-7K3M9QXA', status: 'contacted', note: 'Left a voicemail', version: 0 });
  },
};

export const History: Story = {
  name: 'A lead with its history',
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes('LS-4F5G7JKE'))!;
    await userEvent.click(within(row).getByText('Change status'));
    const history = within(row).getByRole('list', { name: 'Status history of LS-4F5G7JKE, newest first' });
    const items = within(history).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Lost');
    await expect(items[0]).toHaveTextContent('Chose a template builder for now.');
    await expect(items[1]).toHaveTextContent('Contacted');
    await expect(items[1]).toHaveTextContent('by ana@lonestarwebstudio.com');
  },
};

export const Saving: Story = {
  name: 'Saving a status',
  args: { savingLead: 'LS-7K3M9QXA' },
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByText('Change status'));
    await expect(within(row).getByRole('button', { name: /Save status/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Capped: Story = {
  name: 'More than shown',
  render: (args) => <SubmissionTable {...args} total={240} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Showing the newest ${sampleSubmissions.length} of 240`)).toBeVisible();
  },
};
