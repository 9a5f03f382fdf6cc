import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';
import { Badge } from '../Badge';

const plans = [
  { name: 'Starter Cloud', price: 29, original: 49, cpu: '1 vCPU', ram: '1 GB', disk: '25 GB SSD', sites: '1' },
  { name: 'Professional Cloud', price: 59, original: 99, cpu: '2 vCPUs', ram: '4 GB', disk: '100 GB SSD', sites: '5' },
  { name: 'Business Cloud', price: 99, original: 159, cpu: '4 vCPUs', ram: '8 GB', disk: '250 GB SSD', sites: '15' },
  { name: 'Enterprise Cloud', price: 199, original: 299, cpu: '8 vCPUs', ram: '16 GB', disk: '500 GB SSD', sites: 'Unlimited' },
];

function HostingTable(props: { striped?: boolean; hideCaption?: boolean }) {
  return (
    <Table caption="Hosting plans" {...props}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Plan</TableHeaderCell>
          <TableHeaderCell align="end">Price / month</TableHeaderCell>
          <TableHeaderCell align="end">Was</TableHeaderCell>
          <TableHeaderCell>CPU</TableHeaderCell>
          <TableHeaderCell>RAM</TableHeaderCell>
          <TableHeaderCell>Storage</TableHeaderCell>
          <TableHeaderCell align="end">Sites</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plans.map((plan) => (
          <TableRow key={plan.name}>
            <TableHeaderCell scope="row">
              {plan.name} {plan.name === 'Professional Cloud' ? <Badge tone="accent">Popular</Badge> : null}
            </TableHeaderCell>
            <TableCell numeric>${plan.price}</TableCell>
            <TableCell numeric>
              <s>${plan.original}</s>
            </TableCell>
            <TableCell>{plan.cpu}</TableCell>
            <TableCell>{plan.ram}</TableCell>
            <TableCell>{plan.disk}</TableCell>
            <TableCell numeric>{plan.sites}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { caption: 'Hosting plans', children: null },
  render: (args) => <HostingTable striped={args.striped} hideCaption={args.hideCaption} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Hosting plans' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const region = canvas.getByRole('region', { name: 'Hosting plans' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const Striped: Story = { name: 'Striped rows', args: { striped: true } };

export const HiddenCaption: Story = {
  name: 'Caption for screen readers only',
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Hosting plans' })).toBeInTheDocument();
  },
};

export const MobileScroll: Story = {
  name: 'Scrolls sideways on a small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Hosting plans' });
    region.focus();
    await expect(region).toHaveFocus();
  },
};

export const WithLongText: Story = {
  name: 'With a wrapping text column',
  render: () => (
    <Table caption="Automation rules" striped>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Rule</TableHeaderCell>
          <TableHeaderCell>What it does</TableHeaderCell>
          <TableHeaderCell align="end">Runs</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableHeaderCell scope="row">CPU alert</TableHeaderCell>
          <TableCell wrap>Emails the on-call engineer when CPU stays above 80% for 5 minutes.</TableCell>
          <TableCell numeric>142</TableCell>
        </TableRow>
        <TableRow>
          <TableHeaderCell scope="row">Nightly backup</TableHeaderCell>
          <TableCell wrap>Takes a full backup of every site and database at 2:00 AM Central.</TableCell>
          <TableCell numeric>30</TableCell>
        </TableRow>
        <TableRow>
          <TableHeaderCell scope="row">SSL renewal</TableHeaderCell>
          <TableCell wrap>Renews certificates 30 days before they expire.</TableCell>
          <TableCell numeric>4</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};
