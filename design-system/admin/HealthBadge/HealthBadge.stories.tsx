import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Inline';
import { HealthBadge } from './HealthBadge';

const meta = {
  title: 'Admin/HealthBadge',
  component: HealthBadge,
  args: { status: 'healthy' },
} satisfies Meta<typeof HealthBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  name: 'Healthy, warning and error',
  render: () => (
    <Inline space="small">
      <HealthBadge status="healthy" />
      <HealthBadge status="warning" />
      <HealthBadge status="error" label="Down" />
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const word of ['Healthy', 'Warning', 'Down']) await expect(canvas.getByText(word)).toBeVisible();
    // the icons are decoration: the words carry the meaning
    for (const svg of canvasElement.querySelectorAll('svg')) await expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};
