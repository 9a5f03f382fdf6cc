import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

const tags = ['Web design', 'Local SEO', 'Hosting', 'AI tools'];

const meta = {
  title: 'Primitives/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a space token resolves to here, measured on a probe element under the story's theme. */
function resolvedSpace(root: HTMLElement, token: string) {
  const probe = document.createElement('div');
  probe.style.paddingTop = token;
  root.append(probe);
  const value = getComputedStyle(probe).paddingTop;
  probe.remove();
  return value;
}

export const Row: Story = {
  name: 'A wrapping row with a small gap',
  args: {
    'aria-label': 'Services',
    role: 'list',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 'small',
    children: tags.map((tag) => (
      <Badge key={tag} tone="brand" role="listitem">
        {tag}
      </Badge>
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('list', { name: 'Services' });
    const style = getComputedStyle(box);
    await expect(box.tagName).toBe('DIV');
    await expect(style.display).toBe('flex');
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.alignItems).toBe('center');
    await expect(style.columnGap).toBe(resolvedSpace(canvasElement, vars.space.small));
    await expect(style.rowGap).toBe(resolvedSpace(canvasElement, vars.space.small));
  },
};

export const Grid: Story = {
  name: 'A grid as a list, with padding and a class of its own',
  args: {
    as: 'ul',
    'aria-label': 'Plans',
    className: 'own-class',
    display: 'grid',
    gridTemplateColumns: 'three',
    gap: 'medium',
    padding: 'none',
    margin: 'none',
    style: { listStyle: 'none' },
    children: ['Starter', 'Professional', 'Business'].map((plan) => (
      <li key={plan}>
        <Card>{plan}</Card>
      </li>
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('list', { name: 'Plans' });
    const style = getComputedStyle(box);
    await expect(box.tagName).toBe('UL');
    await expect(box).toHaveClass('own-class');
    await expect(style.display).toBe('grid');
    await expect(style.gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(style.columnGap).toBe(resolvedSpace(canvasElement, vars.space.medium));
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.marginTop).toBe('0px');
  },
};

export const Responsive: Story = {
  name: 'A column on phones, a row from the tablet breakpoint',
  args: {
    'aria-label': 'Steps',
    role: 'group',
    display: 'flex',
    flexDirection: { base: 'column', tablet: 'row' },
    gap: ['xsmall', 'large'],
    children: ['Plan', 'Build', 'Launch'].map((step) => <Card key={step}>{step}</Card>),
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('group', { name: 'Steps' });
    const style = getComputedStyle(box);
    const wide = window.matchMedia(media.from('tablet')).matches;
    await expect(style.flexDirection).toBe(wide ? 'row' : 'column');
    await expect(style.rowGap).toBe(resolvedSpace(canvasElement, wide ? vars.space.large : vars.space.xsmall));
  },
};

export const Mobile: Story = {
  ...Responsive,
  name: 'A column on a small phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
