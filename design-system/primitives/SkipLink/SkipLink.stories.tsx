import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1}>
        <p>Main content</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusedByKeyboard: Story = {
  name: 'Shown on keyboard focus',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};
