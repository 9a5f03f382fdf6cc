import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SubmissionKind } from '../../../domain/api';
import { sampleNow } from '../../../domain/sample-data';
import { filterSubmissions, sampleSubmissions } from '../../../mocks/handlers/adminSubmissions';
import { SubmissionTable } from './SubmissionTable';

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
  },
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    const [kind, setKind] = useState<SubmissionKind | ''>(args.kind);
    const rows = filterSubmissions(args.submissions, kind || undefined, query);
    return (
      <SubmissionTable
        {...args}
        submissions={rows}
        total={rows.length}
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(sampleSubmissions.length + 1);
    await expect(rows[1]).toHaveTextContent('12m ago');
    await expect(rows[1]).toHaveTextContent('Booking');
    await userEvent.click(within(rows[1]!).getByText('All fields'));
    await expect(within(rows[1]!).getByText('(214) 555-0199')).toBeVisible();
    const form = canvas.getByRole('combobox', { name: 'Form' });
    await expect(form).toHaveTextContent('All forms');
    await userEvent.click(form);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Contact' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('contact');
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No form has been sent yet.')).toBeVisible();
  },
};

export const Capped: Story = {
  name: 'More than shown',
  render: (args) => <SubmissionTable {...args} total={240} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Showing the newest ${sampleSubmissions.length} of 240`)).toBeVisible();
  },
};
