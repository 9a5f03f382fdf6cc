import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleCustomers } from '../../../domain/samples';
import { CustomerTable } from './CustomerTable';

const meta = {
  title: 'Admin/CustomerTable',
  component: CustomerTable,
  args: { customers: sampleCustomers, query: '', onQueryChange: fn(), onExport: fn() },
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    return (
      <CustomerTable
        {...args}
        query={query}
        onQueryChange={(q) => {
          args.onQueryChange(q);
          setQuery(q);
        }}
      />
    );
  },
} satisfies Meta<typeof CustomerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  name: 'Search and export',
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(sampleCustomers.length + 1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'cloud past');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText('Boone HVAC')).toBeVisible();
    await expect(canvas.getByText('Showing 1 of 6 customers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    await expect(args.onExport).toHaveBeenCalledWith([expect.objectContaining({ name: 'Boone HVAC' })]);
  },
};

export const NoMatch: Story = {
  name: 'Nothing matches',
  args: { query: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customer matches “zzz”.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  },
};

export const Empty: Story = {
  name: 'No customers yet',
  args: { customers: [] },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
