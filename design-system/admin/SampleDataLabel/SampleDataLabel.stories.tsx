import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading';
import { SampleDataLabel } from './SampleDataLabel';

const meta = {
  title: 'Admin/SampleDataLabel',
  component: SampleDataLabel,
} satisfies Meta<typeof SampleDataLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  name: 'Plain',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample data')).toBeVisible();
  },
};

export const WithDetail: Story = {
  name: 'With what is sample',
  args: { detail: 'Demonstration servers, not monitored machines' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sample data')).toBeVisible();
    await expect(canvas.getByText('Demonstration servers, not monitored machines')).toBeVisible();
  },
};

export const BesideAHeading: Story = {
  name: 'Beside a section heading',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <Heading level={2} size="large">
        Server health
      </Heading>
      <SampleDataLabel detail="Demonstration servers, not monitored machines" />
    </div>
  ),
  play: async ({ canvas }) => {
    // the label is text beside the heading, not part of its name
    await expect(canvas.getByRole('heading', { level: 2, name: 'Server health' })).toBeVisible();
    await expect(canvas.getByText('Sample data')).toBeVisible();
  },
};
