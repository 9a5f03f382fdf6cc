import type { Meta, StoryObj } from '@storybook/react-vite';
import { Croissant, Flame, HeartPulse, Scale, Store, Wrench } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { clientMarks } from '../../../domain/marketing/clients';
import { LogoStrip } from './LogoStrip';

const marks = { croissant: <Croissant />, wrench: <Wrench />, scale: <Scale />, 'heart-pulse': <HeartPulse />, flame: <Flame />, store: <Store /> };

const meta = {
  title: 'Marketing/LogoStrip',
  component: LogoStrip,
  args: {
    label: 'Trusted by small businesses across Texas',
    items: clientMarks.map((client) => ({ ...client, mark: marks[client.icon] })),
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Clients with marks',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trusted by small businesses across Texas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(clientMarks.length);
    await expect(list).toHaveTextContent('Pecan Street Bakery');
    // the marks are decoration only
    for (const mark of list.querySelectorAll('svg')) await expect(mark.closest('[aria-hidden="true"]')).not.toBeNull();
    // Even rows: every row holds as many names as the first (no 4 + 2), and the marks line up
    // in as many columns as a row holds (no zig-zag).
    const boxes = [...list.children].map((item) => item.getBoundingClientRect());
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
    const perRow = [...rows.values()];
    await expect(perRow.every((count) => count === perRow[0])).toBe(true);
    const marks = [...list.querySelectorAll(':scope > li > [aria-hidden="true"]')].map((mark) => Math.round(mark.getBoundingClientRect().left));
    await expect(new Set(marks).size).toBe(perRow[0]);
  },
};

export const NamesOnly: Story = {
  name: 'Names only',
  args: { label: 'Connected to', items: [{ id: 'stripe', name: 'Stripe' }, { id: 'square', name: 'Square' }, { id: 'calendly', name: 'Calendly' }] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Connected to' });
    await expect(list.querySelectorAll('svg')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  name: 'Wraps on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
  },
};
