import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../Field';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Book a free consultation',
    description: 'Tell us about your business and we will call you within one working day.',
    trigger: <Button>Book a call</Button>,
    onOpenChange: fn(),
    children: (
      <Stack space="medium">
        <TextField label="Your name" name="name" autoComplete="name" />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
      </Stack>
    ),
    footer: <Button>Request call</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Opens, traps focus, closes on Escape',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Book a call' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' });
    await expect(dialog).toHaveAccessibleDescription(/within one working day/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab cycles inside the dialog: from the last control it wraps to the first.
    const submit = within(dialog).getByRole('button', { name: 'Request call' });
    submit.focus();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  name: 'Open (medium)',
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Book a free consultation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = {
  name: 'Small, confirmation',
  args: {
    defaultOpen: true,
    size: 'small',
    role: 'alertdialog',
    title: 'Delete this workflow?',
    description: 'Its history goes too. This cannot be undone.',
    trigger: <Button tone="critical">Delete workflow</Button>,
    children: undefined,
    footer: (
      <>
        <DialogClose asChild>
          <Button tone="secondary">Cancel</Button>
        </DialogClose>
        <Button tone="critical">Delete</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this workflow?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const UpgradeRequired: Story = {
  name: 'Upgrade Required (large, with choices)',
  args: {
    defaultOpen: true,
    size: 'large',
    title: 'Upgrade Required',
    description: 'Creating workflows needs a paid plan.',
    trigger: <Button>Create New Workflow</Button>,
    children: (
      <Stack space="small">
        <Button fullWidth>Professional — $49/month</Button>
        <Button fullWidth tone="secondary">
          Starter — $19/month
        </Button>
      </Stack>
    ),
    footer: (
      <DialogClose asChild>
        <Button tone="ghost">Maybe Later</Button>
      </DialogClose>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    await expect(within(dialog).getByRole('button', { name: /Professional/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls inside',
  args: {
    defaultOpen: true,
    title: 'Terms of the free website audit',
    description: undefined,
    children: (
      <Stack space="medium">
        {Array.from({ length: 14 }, (_, index) => (
          <Text key={index}>
            {index + 1}. We review your site for speed, search visibility, accessibility and security, and send a
            written report with the three changes that matter most for your business.
          </Text>
        ))}
      </Stack>
    ),
    footer: (
      <DialogClose asChild>
        <Button>I understand</Button>
      </DialogClose>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The text scrolls; the title and the button stay in view.
    const button = within(dialog).getByRole('button', { name: 'I understand' });
    const body = within(dialog).getByText(/^1\. We review/).parentElement?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(body.getBoundingClientRect().bottom);
  },
};

export const FullScreenOnMobile: Story = {
  name: 'Full screen on a phone',
  args: { defaultOpen: true, fullScreenOnMobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};
