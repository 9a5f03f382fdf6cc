import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Cpu, Globe, HardDrive, Plug, Server, ShieldCheck, TrendingUp, Wrench } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { hostingInfrastructure } from '../../../domain/hosting-page';
import { guardedPages } from '../../../domain/pages';
import { FeatureGrid } from './FeatureGrid';

const icons = { globe: <Globe />, 'shield-check': <ShieldCheck />, 'hard-drive': <HardDrive />, 'trending-up': <TrendingUp /> };

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: {
    items: hostingInfrastructure.map((item) => ({ ...item, icon: icons[item.icon] })),
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Infrastructure facts',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: '14 data centres' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'SOC 2 Type II' })).toBeVisible();
  },
};

export const ThreeColumns: Story = {
  name: 'Six benefits, three to a row',
  args: {
    columns: 'three',
    items: Array.from({ length: 6 }, (_, index) => ({ id: String(index), title: `Benefit ${index + 1}`, description: 'One sentence about it.', icon: <Cpu /> })),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '76rem', padding: '1rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const top = (index: number) => Math.round(items[index]!.getBoundingClientRect().top);
    await expect([top(0), top(1), top(2)]).toEqual([top(0), top(0), top(0)]);
    await expect(top(3)).toBeGreaterThan(top(2));
  },
};

export const Muted: Story = {
  name: 'On a tinted band, no icons',
  args: {
    tone: 'muted',
    items: [
      { id: 'a', title: 'AI performance tuning', description: 'Tuned continuously from real traffic.', icon: <Cpu /> },
      { id: 'b', title: 'No icon here', description: 'Items read fine without one.' },
    ],
  },
};

export const Mobile: Story = {
  name: 'One column on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};

export const WithLinks: Story = {
  name: 'Services, each with a link onwards',
  args: {
    columns: 'three',
    items: [
      { id: 'seo', title: 'Local SEO', description: 'Show up in Google Maps across your service area.', icon: <Globe />, link: { label: 'How local SEO works', to: '/services/local-seo' } },
      { id: 'hosting', title: 'Managed cloud hosting', description: 'A longer sentence, so this item is taller than the others in its row and the links still line up along the bottom.', icon: <Cpu />, link: { label: 'Compare hosting plans', to: '/hosting' } },
      { id: 'audit', title: 'Website audits', description: 'Speed, search and security, checked.', icon: <ShieldCheck />, link: { label: 'Compare audit packages', to: '/audit-packages' } },
    ],
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '76rem', padding: '1rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services/local-seo', '/hosting', '/audit-packages']);
    const bottoms = links.map((link) => Math.round(link.getBoundingClientRect().bottom));
    await expect(new Set(bottoms).size).toBe(1);
  },
};

export const FiveBeliefs: Story = {
  name: 'Five items, three to a row: the last row is shared, no hole',
  args: {
    columns: 'three',
    items: Array.from({ length: 5 }, (_, index) => ({ id: String(index), title: `Belief ${index + 1}`, description: 'One sentence about it.', icon: <Cpu /> })),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '76rem', padding: '1rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const boxes = Array.from(list.children).map((item) => item.getBoundingClientRect());
    const row = list.getBoundingClientRect();
    const tops = boxes.map((box) => Math.round(box.top));
    // three, then two
    await expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(tops[3]).toBe(tops[4]);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
    // both rows reach the right edge
    await expect(boxes[2]!.right).toBeGreaterThan(row.right - 2);
    await expect(boxes[4]!.right).toBeGreaterThan(row.right - 2);
  },
};

export const LinkedCards: Story = {
  name: 'Cards that lead somewhere (the admin areas): the whole card is the link',
  args: {
    label: 'Admin areas',
    items: (['/hosting-management', '/admin/tools', '/admin/integrations', '/admin/stability'] as const).map((to, index) => ({
      id: to,
      to,
      title: guardedPages[to].heading,
      description: guardedPages[to].description,
      icon: [<Server key="s" />, <Wrench key="w" />, <Plug key="p" />, <Activity key="a" />][index],
      figure: ['6 servers · $436/mo', '5 submissions', undefined, '99.98% uptime'][index],
    })),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '76rem', padding: '1rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Admin areas' });
    await expect(list.children).toHaveLength(4);
    const stability = canvas.getByRole('link', { name: guardedPages['/admin/stability'].heading });
    await expect(stability).toHaveAttribute('href', '/admin/stability');
    // the title is the link, inside the card's heading
    await expect(canvas.getByRole('heading', { level: 3, name: guardedPages['/admin/tools'].heading })).toContainElement(
      canvas.getByRole('link', { name: guardedPages['/admin/tools'].heading }),
    );
    await expect(canvas.getByRole('link', { name: guardedPages['/admin/tools'].heading }).closest('li')).toHaveTextContent('5 submissions');
    // a press anywhere on the card lands on its link: the card's corner and its figure are the link's target
    const card = stability.closest('li')!.getBoundingClientRect();
    const hit = (x: number, y: number) => document.elementFromPoint(x, y);
    await expect(hit(card.left + 6, card.bottom - 6)).toBe(stability);
    await expect(hit(card.right - 6, card.top + 6)).toBe(stability);
    // by keyboard: one tab stop a card, in order
    stability.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: guardedPages['/hosting-management'].heading })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: guardedPages['/admin/tools'].heading })).toHaveFocus();
  },
};
