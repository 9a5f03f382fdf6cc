import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Plug, Server, Wrench } from 'lucide-react';
import { expect } from 'storybook/test';
import { guardedPages } from '../../../domain/pages';
import { AdminLinkGrid } from './AdminLinkGrid';

const meta = {
  title: 'Admin/AdminLinkGrid',
  component: AdminLinkGrid,
  args: {
    label: 'Admin areas',
    links: [
      { to: '/hosting-management', label: 'Hosting management', description: guardedPages['/hosting-management'].description, figure: '6 servers · $436/mo', icon: <Server /> },
      { to: '/admin/tools', label: 'Tools', description: guardedPages['/admin/tools'].description, figure: '5 submissions', icon: <Wrench /> },
      { to: '/admin/integrations', label: 'Integrations', description: guardedPages['/admin/integrations'].description, icon: <Plug /> },
      { to: '/admin/stability', label: 'Stability', description: guardedPages['/admin/stability'].description, figure: '99.98% uptime', icon: <Activity /> },
    ],
  },
} satisfies Meta<typeof AdminLinkGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Areas: Story = {
  name: 'Admin areas',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Stability' })).toHaveAttribute('href', '/admin/stability');
    await expect(canvas.getByRole('link', { name: 'Tools' }).closest('li')).toHaveTextContent('5 submissions');
  },
};
