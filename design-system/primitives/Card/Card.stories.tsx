import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  play: async ({ canvas }) => {
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

/** The card as a plain element with the given props, to read its computed edge and padding. */
const edgeOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { top: parseFloat(style.borderTopWidth), side: parseFloat(style.borderLeftWidth), topColor: style.borderTopColor, sideColor: style.borderLeftColor };
};

export const Muted: Story = {
  name: 'Muted (inside a tinted band)',
  args: { as: 'article', tone: 'muted', header: <Heading level={3}>14 data centres</Heading> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    // Flat: no lift, and a background of its own, unlike the default surface.
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await expect(getComputedStyle(card).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const Selected: Story = {
  name: 'Selected, with a strong edge (an added add-on)',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
      <Card {...args} edge="strong" aria-label="Not chosen">
        <Text>Global CDN, not added.</Text>
      </Card>
      <Card {...args} edge="strong" tone="selected" aria-label="Chosen">
        <Text>Advanced Security, added.</Text>
      </Card>
    </div>
  ),
  args: { as: 'article' },
  play: async ({ canvas }) => {
    const plain = edgeOf(canvas.getByRole('article', { name: 'Not chosen' }));
    const chosen = edgeOf(canvas.getByRole('article', { name: 'Chosen' }));
    // The same strong edge on both, so choosing one does not shift the layout; only its colour changes.
    await expect(plain.side).toBe(chosen.side);
    await expect(plain.side).toBeGreaterThan(1);
    await expect(chosen.sideColor).not.toBe(plain.sideColor);
  },
};

export const Status: Story = {
  name: 'Status edge (a payment’s state)',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['neutral', 'info', 'positive', 'caution', 'critical'] as const).map((status) => (
        <Card key={status} {...args} status={status} aria-label={status}>
          <Text>State: {status}</Text>
        </Card>
      ))}
    </div>
  ),
  args: { as: 'section', padding: 'largeThenMedium' },
  play: async ({ canvas }) => {
    const edges = ['neutral', 'info', 'positive', 'caution', 'critical'].map((name) => edgeOf(canvas.getByRole('region', { name })));
    for (const edge of edges) {
      // A thick top edge over the standard sides.
      await expect(edge.top).toBeGreaterThan(edge.side);
      await expect(edge.topColor).not.toBe(edge.sideColor);
    }
    // Each state its own colour.
    await expect(new Set(edges.map((edge) => edge.topColor)).size).toBe(edges.length);
  },
};

export const PaddingOnPhone: Story = {
  name: 'Padding that tightens on a small phone',
  args: { as: 'article', padding: 'mediumThenSmall', header: <Heading level={3}>Send us a message</Heading> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const body = card.lastElementChild!;
    const bodyPadding = parseFloat(getComputedStyle(body).paddingLeft);
    // On a 320 px phone the medium padding (24 px) steps down to the small one (16 px).
    await expect(bodyPadding).toBe(window.innerWidth < 480 ? 16 : 24);
  },
};

/** The lift: flat items in a list of records, the default surface, a panel standing alone. */
export const Lift: Story = {
  name: 'Lift (flat, default, raised)',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['none', 'small', 'medium'] as const).map((lift) => (
        <Card key={lift} {...args} lift={lift} aria-label={lift}>
          <Text>Lift: {lift}</Text>
        </Card>
      ))}
    </div>
  ),
  args: { as: 'section' },
  play: async ({ canvas }) => {
    const [flat, standard, raised] = ['none', 'small', 'medium'].map((name) => getComputedStyle(canvas.getByRole('region', { name })));
    await expect(flat!.boxShadow).toBe('none');
    await expect(standard!.boxShadow).not.toBe('none');
    await expect(raised!.boxShadow).not.toBe('none');
    await expect(raised!.boxShadow).not.toBe(standard!.boxShadow);
    // The lift changes the shadow only: the same surface and edge.
    await expect(flat!.backgroundColor).toBe(standard!.backgroundColor);
    await expect(flat!.borderTopColor).toBe(standard!.borderTopColor);
    await expect(flat!.borderTopLeftRadius).toBe(standard!.borderTopLeftRadius);
    await expect(raised!.borderTopWidth).toBe(standard!.borderTopWidth);
  },
};

export const PaddingFromTablet: Story = {
  name: 'Padding that widens from a tablet up',
  args: { as: 'article', padding: 'smallThenMedium', header: <Heading level={3}>Average response time</Heading> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const body = canvas.getByRole('article').lastElementChild!;
    // The small padding (16 px) on a phone, the medium one (24 px) from a tablet (640 px) up.
    await expect(parseFloat(getComputedStyle(body).paddingLeft)).toBe(window.innerWidth < 640 ? 16 : 24);
  },
};

export const NoPadding: Story = {
  name: 'No padding (the parts bring their own)',
  args: {
    as: 'section',
    'aria-label': 'Chat with Maria Gonzalez',
    padding: 'none',
    children: <Text>Each part of the card sets its own padding and edges.</Text>,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Chat with Maria Gonzalez' });
    const body = card.lastElementChild!;
    await expect(parseFloat(getComputedStyle(body).paddingTop)).toBe(0);
    await expect(parseFloat(getComputedStyle(body).paddingLeft)).toBe(0);
    // still a card: its edge and radius stay
    await expect(parseFloat(getComputedStyle(card).borderTopWidth)).toBeGreaterThan(0);
    await expect(parseFloat(getComputedStyle(card).borderTopLeftRadius)).toBeGreaterThan(0);
  },
};
