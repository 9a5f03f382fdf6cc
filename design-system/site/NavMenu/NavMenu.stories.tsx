import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { solutionsNav } from '../../../domain/navigation';
import { NavMenu } from './NavMenu';

const meta = {
  title: 'Site/NavMenu',
  component: NavMenu,
  args: { label: 'Solutions', links: solutionsNav },
  parameters: { route: '/heat-map' },
  // Room below the trigger for the open panel, so axe sees it on screen.
  decorators: [(Story) => <div style={{ minHeight: '34rem' }}><Story /></div>],
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenedByKeyboard: Story = {
  name: 'Opened by keyboard: arrows, Home, End, type-ahead, Escape',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    // a menu button once scripts run (before, a popover's plain disclosure: e2e/html-first.test.ts)
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Solutions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      solutionsNav.map((link) => [link.label, link.to]),
    );
    // The router marks the page the visitor is on.
    await expect(within(menu).getByRole('menuitem', { name: 'Heat Maps' })).toHaveAttribute('aria-current', 'page');

    // Opening from the keyboard focuses the first link; arrows move on and wrap around.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    // Type-ahead: the next link starting with the letter.
    await userEvent.keyboard('l');
    await expect(within(menu).getByRole('menuitem', { name: 'Live Chat' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();

    // ArrowUp on the trigger opens on the last link.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await screen.findByRole('menu');
    await waitFor(() => expect(within(reopened).getAllByRole('menuitem').at(-1)).toHaveFocus());
    // Tab leaves the menu and closes it.
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ChoosingALinkNavigates: Story = {
  name: 'Mouse: choosing a link navigates and closes; a click outside closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Live Chat' }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: 'Live Chat' })).toHaveAttribute('aria-current', 'page');
    // A second click on the trigger closes it.
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  name: 'Open (mouse), on the Heat Maps page',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    // The panel has focus, so arrows reach the links.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  },
};
