import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Server } from '../../../domain/entities';
import { sampleServers } from '../../../domain/samples';
import { ServerTable } from './ServerTable';

const server = (id: string, status: string, cpu: number, memory: number, disk: number): Server => ({
  id,
  name: id,
  status,
  cpu,
  memory,
  disk,
  uptime: '10d 2h',
  lastCheck: '30s ago',
  client: 'Band test client',
  plan: 'Starter Cloud',
});

const meta = {
  title: 'Hosting automation/ServerTable',
  component: ServerTable,
  parameters: { layout: 'padded' },
  args: {
    servers: sampleServers,
    onRestart: fn(),
    onViewLogs: fn(),
    onOpenSettings: fn(),
  },
} satisfies Meta<typeof ServerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Sample servers (every status)',
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Servers' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(sampleServers.length + 1);
    // Status in words, each with its tone: running, stopped, error, and a neutral other.
    const statusOf = (name: string) => table.querySelector(`[data-server] [data-status="${name}"]`);
    await expect(statusOf('running')).toHaveTextContent('Running');
    await expect(statusOf('stopped')).toHaveTextContent('Stopped');
    await expect(statusOf('error')).toHaveTextContent('Error');
    await expect(statusOf('maintenance')).toHaveTextContent('Maintenance');
    // Client and plan under the name, in the row header.
    await expect(within(table).getByRole('rowheader', { name: /houston-shop-01/ })).toHaveTextContent(
      'Padre Island Outfitters · Enterprise Cloud',
    );
    // Each meter is named for its server, with the band in words.
    await expect(within(table).getByRole('meter', { name: 'CPU of elpaso-app-01' })).toHaveAttribute(
      'aria-valuetext',
      '97%, high',
    );
    await expect(within(table).getByRole('meter', { name: 'Memory of dallas-web-02' })).toHaveAttribute(
      'aria-valuetext',
      '66%, elevated',
    );
    await expect(within(table).getByRole('meter', { name: 'Disk of austin-web-01' })).toHaveAttribute(
      'aria-valuetext',
      '61%, elevated',
    );
    await expect(within(table).getByRole('meter', { name: 'CPU of austin-agency-01' })).toHaveAttribute(
      'aria-valuetext',
      '12%, normal',
    );
    // Three named icon actions per server.
    await userEvent.click(canvas.getByRole('button', { name: 'Restart austin-web-01' }));
    await expect(args.onRestart).toHaveBeenCalledWith(sampleServers[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'View logs for sa-web-03' }));
    await expect(args.onViewLogs).toHaveBeenCalledWith(sampleServers[3]);
    canvas.getByRole('button', { name: 'Settings for elpaso-app-01' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSettings).toHaveBeenCalledWith(sampleServers[4]);
    // The card list is for narrow containers only.
    await expect(canvasElement.querySelector('[data-layout="cards"]')).not.toBeVisible();
  },
};

export const UsageBands: Story = {
  name: 'Usage bands at their edges (60 / 61, 80 / 81)',
  args: {
    servers: [
      server('band-normal', 'running', 60, 0, 1),
      server('band-elevated', 'running', 61, 80, 79),
      server('band-high', 'running', 81, 100, 95),
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Servers' });
    const band = (name: string) => within(table).getByRole('meter', { name }).getAttribute('aria-valuetext');
    await expect(band('CPU of band-normal')).toBe('60%, normal');
    await expect(band('CPU of band-elevated')).toBe('61%, elevated');
    await expect(band('Memory of band-elevated')).toBe('80%, elevated');
    await expect(band('CPU of band-high')).toBe('81%, high');
    await expect(band('Memory of band-high')).toBe('100%, high');
    // The band is written beside every bar, not only shown as colour.
    await expect(table).toHaveTextContent('81% · High');
    await expect(table).toHaveTextContent('61% · Elevated');
    await expect(table).toHaveTextContent('60% · Normal');
  },
};

export const Restarting: Story = {
  name: 'Restart under way',
  args: {
    servers: sampleServers.map((s) => (s.id === 'srv-5' ? { ...s, status: 'restarting' } : s)),
    busyIds: ['srv-5'],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const restart = canvas.getByRole('button', { name: 'Restart elpaso-app-01' });
    await expect(restart).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-layout="table"] [data-status="restarting"]')).toHaveTextContent(
      'Restarting',
    );
    await userEvent.click(restart);
    await expect(args.onRestart).not.toHaveBeenCalled();
    // Keeps focus rather than becoming disabled.
    await expect(restart).toHaveFocus();
  },
};

export const Narrow: Story = {
  name: 'Phone: a card per server',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    // The table gives way to a labelled list of cards; nothing scrolls sideways.
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Servers' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleServers.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const error = cards[4]!;
    await expect(within(error).getByRole('heading', { name: 'elpaso-app-01' })).toBeVisible();
    await expect(error).toHaveTextContent('Error');
    await expect(error).toHaveTextContent('Brazos Pediatrics · Developer Cloud');
    await expect(within(error).getByRole('meter', { name: 'CPU of elpaso-app-01' })).toHaveAttribute(
      'aria-valuetext',
      '97%, high',
    );
    await expect(error).toHaveTextContent('Uptime 2d 3h');
    // Buttons carry a visible word; their names still say which server.
    const logs = within(error).getByRole('button', { name: 'View logs for elpaso-app-01' });
    await expect(logs).toHaveTextContent('View logs');
    await userEvent.click(logs);
    await expect(args.onViewLogs).toHaveBeenCalledWith(sampleServers[4]);
  },
};

export const Empty: Story = {
  name: 'No servers',
  args: { servers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No servers to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
