import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleServers } from '../../../domain/samples';
import { ServerHealthList } from './ServerHealthList';

const meta = {
  title: 'Admin/ServerHealthList',
  component: ServerHealthList,
  args: { label: 'Server health', servers: sampleServers },
} satisfies Meta<typeof ServerHealthList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleServers: Story = {
  name: 'Sample servers',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Server health' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleServers.length);
    const failing = within(list).getByText('elpaso-app-01').closest('li')!;
    await expect(failing).toHaveTextContent('Error');
    // usage is a meter with words, not just a colour
    await expect(within(failing).getByRole('meter', { name: 'CPU' })).toHaveAttribute('aria-valuetext', '97%, high');
    // an unknown status is shown as it is, neutral
    await expect(within(list).getByText('Maintenance')).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
