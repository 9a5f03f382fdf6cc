import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Text } from '../Text';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: <Text>Fast, secure hosting on servers in 14 data centres, with a 99.9% uptime guarantee.</Text>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Body only' };

export const WithHeaderAndFooter: Story = {
  name: 'With header and footer',
  args: {
    as: 'article',
    header: <Heading level={3}>Professional Cloud</Heading>,
    footer: <Button fullWidth>Choose Professional</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Professional Cloud' })).toBeVisible();
  },
};

export const Highlight: Story = {
  name: 'Highlight (Most Popular)',
  args: {
    tone: 'highlight',
    as: 'article',
    header: (
      <Inline space="xsmall" align="between">
        <Heading level={3}>Pro</Heading>
        <Badge tone="accent" emphasis="strong">
          Most Popular
        </Badge>
      </Inline>
    ),
    children: <Text>Unlimited tests, 50,000 visitors, statistical significance and custom goals.</Text>,
    footer: <Button fullWidth>Start Pro</Button>,
  },
};

export const LongContent: Story = {
  name: 'Long content on a small phone',
  args: {
    header: <Heading level={3}>Implementation services for growing Texas businesses</Heading>,
    children: (
      <Text>
        From discovery workshops to launch day, we plan the site map, write the copy, design every page, connect your
        booking and payment tools, migrate your old content, set up analytics and train your team, so your new site
        starts earning from day one.
      </Text>
    ),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
