import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { Stack } from '../Stack';

const meta = {
  title: 'Primitives/Chart',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const Bars: Story = {
  render: () => (
    <BarChart
      title="Workflow triggers this week"
      description="How often each sample workflow started."
      data={[
        { label: 'Welcome', value: 1250 },
        { label: 'Cart', value: 890 },
        { label: 'Re-engage', value: 342 },
      ]}
      valueName="Triggers"
    />
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Workflow triggers this week' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(3);
    // The same figures are readable without the picture.
    await expect(canvas.getByRole('table', { name: 'Workflow triggers this week' })).toHaveTextContent('1,250');
    // Taller value, taller bar.
    const [first, second] = Array.from(chart.querySelectorAll('rect')).map((r) => Number(r.getAttribute('height')));
    await expect(first).toBeGreaterThan(second ?? Infinity);
  },
};

export const PercentBars: Story = {
  name: 'Percentages on a fixed 0-100 axis',
  render: () => (
    <BarChart
      title="Scroll depth"
      data={[
        { label: '25%', value: 92 },
        { label: '50%', value: 71 },
        { label: '75%', value: 44 },
        { label: '100%', value: 18 },
      ]}
      max={100}
      colour="accent"
      formatValue={(v) => `${v}%`}
      valueName="Visitors reaching"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Scroll depth' })).toHaveTextContent('92%');
    await expect(canvas.getByRole('img', { name: 'Scroll depth' })).toHaveTextContent('100%');
  },
};

export const Lines: Story = {
  name: 'Several series',
  render: () => (
    <LineChart
      title="CPU by server"
      labels={weekdays}
      series={[
        { name: 'web-01', values: [45, 52, 48, 61, 55, 40, 38] },
        { name: 'web-02', values: [72, 70, 78, 81, 76, 65, 60] },
      ]}
      max={100}
      formatValue={(v) => `${v}%`}
    />
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'CPU by server' });
    await expect(chart.querySelectorAll('[data-series] path')).toHaveLength(2);
    const table = canvas.getByRole('table', { name: 'CPU by server' });
    await expect(within(table).getAllByRole('row')).toHaveLength(weekdays.length + 1);
  },
};

export const FilledWithGap: Story = {
  name: 'One filled series with a missing point',
  render: () => (
    <Stack>
      <LineChart
        title="Response time"
        labels={['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']}
        series={[{ name: 'Response time', values: [1.1, 1.0, null, 1.4, 1.2, 1.1] }]}
        formatValue={(v) => `${v.toFixed(1)} s`}
        filled
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Response time' })).toHaveTextContent('No data');
  },
};

export const LongBarSeries: Story = {
  name: 'Thirty bars, every fifth label, zeros unlabelled',
  render: () => (
    <BarChart
      title="Failed checks per day"
      data={Array.from({ length: 30 }, (_, i) => ({ label: `Day ${i + 1}`, value: i === 19 ? 3 : 0 }))}
      labelEvery={5}
      hideZeroValues
      colour="critical"
    />
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Failed checks per day' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const texts = Array.from(chart.querySelectorAll('text')).map((t) => t.textContent);
    await expect(texts.filter((t) => t?.startsWith('Day '))).toEqual(['Day 1', 'Day 6', 'Day 11', 'Day 16', 'Day 21', 'Day 26']);
    // only the one non-zero bar carries a value label; the table still has all thirty
    const valued = Array.from(chart.querySelectorAll('[data-bar]')).filter((bar) =>
      Array.from(bar.querySelectorAll('text')).some((t) => !t.textContent?.startsWith('Day ')),
    );
    await expect(valued.map((bar) => bar.getAttribute('data-bar'))).toEqual(['Day 20']);
    await expect(within(canvas.getByRole('table', { name: 'Failed checks per day' })).getAllByRole('row')).toHaveLength(31);
  },
};
