import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleEarlyExperiment, sampleExperiment } from '../../../domain/samples';
import { SignificancePanel } from './SignificancePanel';

const meta = {
  title: 'Plans/SignificancePanel',
  component: SignificancePanel,
  args: { experiment: sampleExperiment },
} satisfies Meta<typeof SignificancePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Significant: Story = {
  name: 'Significant result',
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: sampleExperiment.name });
    // The figures come from the counts: 168/2,400 = 7.00%, 214/2,380 = 8.99%, z 2.54, p 0.011.
    await expect(panel).toHaveTextContent('7.00%');
    await expect(panel).toHaveTextContent('8.99%');
    await expect(canvas.getByText('2.54')).toBeVisible();
    await expect(canvas.getByText('0.011')).toBeVisible();
    await expect(canvas.getByText('+28.5%')).toBeVisible();
    // The verdict is said in words, not only with green.
    await expect(canvas.getByRole('group', { name: 'Significant at 95% confidence' })).toHaveTextContent('very likely real');
    await expect(canvas.getByText('Winner')).toBeVisible();
  },
};

export const NotYetSignificant: Story = {
  name: 'Not yet significant',
  args: { experiment: sampleEarlyExperiment },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Not yet significant' })).toHaveTextContent('keep the test running');
    await expect(canvas.getByText('0.642')).toBeVisible();
    await expect(canvas.getByText('Ahead so far')).toBeVisible();
    await expect(canvas.queryByText('Winner')).toBeNull();
  },
};

export const ControlAhead: Story = {
  name: 'The current version wins',
  args: {
    experiment: {
      ...sampleExperiment,
      name: 'Shorter contact form',
      variants: [
        { ...sampleExperiment.variants[0], conversions: 240 },
        { ...sampleExperiment.variants[1], conversions: 170 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Significant at 95% confidence' })).toHaveTextContent('Version A converts');
    const versions = canvas.getByRole('list', { name: 'Versions' });
    await expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Winner');
  },
};

export const NinetyPercent: Story = {
  name: 'At 90% confidence',
  args: { confidenceLevel: 0.9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Significant at 90% confidence' })).toBeVisible();
  },
};
