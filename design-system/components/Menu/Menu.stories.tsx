import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuContent, MenuItem, MenuItemGroup, MenuItemGroupLabel, MenuRoot, MenuSeparator, MenuTrigger } from './Menu';

const solutions = [
  { to: '/audit-packages', label: 'Audit Packages' },
  { to: '/implementation-services', label: 'Implementation Services' },
  { to: '/subscription-services', label: 'Subscription Services' },
  { to: '/marketing-automation', label: 'Marketing Automation' },
  { to: '/ab-testing', label: 'A/B Testing' },
  { to: '/live-chat', label: 'Live Chat' },
  { to: '/heat-map', label: 'Heat Maps' },
  { to: '/customer-workflows', label: 'Customer Workflows' },
] as const;

const meta = {
  title: 'Primitives/Menu',
  component: MenuRoot,
  args: { onSelect: fn() },
} satisfies Meta<typeof MenuRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksMenu: Story = {
  name: 'Links (Solutions), opened by keyboard',
  parameters: { route: '/heat-map' },
  render: (args) => (
    <MenuRoot {...args}>
      <MenuTrigger>Solutions</MenuTrigger>
      <MenuContent>
        {solutions.map((link) => (
          <MenuItem key={link.to} value={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </MenuItem>
        ))}
      </MenuContent>
    </MenuRoot>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(8);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual(solutions.map((link) => link.to));
    // The router marks the page the visitor is on.
    await expect(within(menu).getByRole('menuitem', { name: 'Heat Maps' })).toHaveAttribute('aria-current', 'page');

    // Opening from the keyboard highlights the first item; arrows move on from there.
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(items[7]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChoosingALinkNavigates: Story = {
  name: 'Choosing a link navigates and closes',
  render: LinksMenu.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Live Chat' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    await expect(await screen.findByRole('menuitem', { name: 'Live Chat' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Actions: Story = {
  name: 'Actions with a group and a disabled item',
  render: (args) => (
    <MenuRoot {...args}>
      <MenuTrigger>Server actions</MenuTrigger>
      <MenuContent>
        <MenuItemGroup>
          <MenuItemGroupLabel>web-01</MenuItemGroupLabel>
          <MenuItem value="restart">Restart</MenuItem>
          <MenuItem value="logs">View logs</MenuItem>
          <MenuItem value="resize" disabled>
            Resize (needs a paid plan)
          </MenuItem>
        </MenuItemGroup>
        <MenuSeparator />
        <MenuItem value="delete">Delete server</MenuItem>
      </MenuContent>
    </MenuRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Server actions' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Resize/ })).toHaveAttribute('aria-disabled', 'true');
    // Type only once the menu has focus (its first item is highlighted), or the key goes nowhere.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Restart' })).toHaveAttribute('data-highlighted'));
    // Type-ahead jumps to an item; Enter selects it and closes the menu.
    await userEvent.keyboard('v');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View logs' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith({ value: 'logs' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  name: 'Open',
  args: { defaultOpen: true },
  render: LinksMenu.render,
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
