import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { assistantRateLimitedMessage, messages } from '../../../domain/messages';
import { publicPages } from '../../../domain/pages';
import { AssistantDialog, type AssistantDialogProps } from './AssistantDialog';
import {
  formatSampleTime,
  sampleAfterBothUnavailable,
  sampleAfterException,
  sampleConversation,
  sampleGreeting,
  sampleLongConversation,
  samplePendingQuestion,
  sampleRateLimited,
} from './assistantSamples';

/** The dialog with its draft kept, as the app keeps it. */
function WithDraft(props: Omit<AssistantDialogProps, 'draft' | 'onDraftChange'> & { initialDraft?: string }) {
  const { initialDraft = '', onSend, ...rest } = props;
  const [draft, setDraft] = useState(initialDraft);
  return (
    <AssistantDialog
      {...rest}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        onSend();
        setDraft('');
      }}
    />
  );
}

const meta = {
  title: 'Assistant/AssistantDialog',
  component: WithDraft,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onSend: fn(),
    onRetry: fn(),
    status: 'online',
    canSend: true,
    messages: sampleConversation,
    texts: { errorBanner: messages.assistantBannerError, offlineBanner: messages.assistantBannerOffline, retry: messages.retryConnection },
    linkPaths: Object.keys(publicPages),
    maxLength: 2000,
    formatTime: formatSampleTime,
  },
} satisfies Meta<typeof WithDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'AI Assistant' });

export const Online: Story = {
  name: 'Online',
  play: async ({ args }) => {
    const chat = within(await dialog());
    await expect(chat.getByText('Online')).toBeVisible();
    await expect(chat.queryByRole('alert')).not.toBeInTheDocument();
    const box = chat.getByRole('textbox', { name: 'Your message' });
    // Focus moves to the message box when the dialog opens.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'Do you host WordPress?{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Connecting: Story = {
  name: 'Connecting (connection test running)',
  args: { status: 'connecting', canSend: false, messages: [sampleGreeting] },
  play: async () => {
    const chat = within(await dialog());
    await expect(chat.getByText('Connecting…')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ConnectionError: Story = {
  name: 'Error: reconnecting by itself, Retry Connection',
  args: { status: 'error', messages: sampleAfterException },
  play: async ({ args }) => {
    const chat = within(await dialog());
    await expect(chat.getByText('Connection issues')).toBeVisible();
    const banner = chat.getByRole('alert');
    await expect(banner).toHaveTextContent(messages.assistantBannerError);
    await userEvent.click(within(banner).getByRole('button', { name: messages.retryConnection }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(chat.getByText(messages.assistantException)).toBeVisible();
  },
};

export const Offline: Story = {
  name: 'Offline: both assistants unavailable',
  args: { status: 'offline', canSend: false, messages: sampleAfterBothUnavailable, initialDraft: 'Hello?' },
  play: async ({ args }) => {
    const chat = within(await dialog());
    await expect(chat.getByText('Offline')).toBeVisible();
    const banner = chat.getByRole('status');
    await expect(banner).toHaveTextContent(messages.assistantBannerOffline);
    await expect(chat.getByText(messages.assistantBothUnavailable)).toBeVisible();
    await userEvent.click(chat.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(within(banner).getByRole('button', { name: messages.retryConnection }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const PendingReply: Story = {
  name: 'Pending reply',
  args: { status: 'connecting', canSend: false, pending: true, messages: samplePendingQuestion },
  play: async () => {
    const chat = within(await dialog());
    await expect(chat.getByText('The assistant is writing a reply…')).toBeInTheDocument();
    await expect(chat.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RateLimited: Story = {
  name: 'Rate limited: a friendly wait',
  args: { messages: sampleRateLimited },
  play: async () => {
    const chat = within(await dialog());
    await expect(chat.getByText(assistantRateLimitedMessage(240).split(' /contact')[0]!, { exact: false })).toBeVisible();
    await expect(chat.getByText('Online')).toBeVisible();
  },
};

export const LongConversation: Story = {
  name: 'Long conversation: scrolls, newest in view',
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { messages: sampleLongConversation },
  play: async () => {
    const element = await dialog();
    const chat = within(element);
    const log = chat.getByRole('log');
    const scroller = log.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    // The scrolling conversation can be reached and scrolled by keyboard.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    const last = within(log).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL').at(-1)!;
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1));
    // About 600 px tall (37.5rem) on a larger screen, and the composer stays on screen.
    await waitFor(() => expect(Math.round(element.getBoundingClientRect().height)).toBe(600));
    await expect(chat.getByRole('button', { name: 'Send' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Phone: Story = {
  name: 'On a phone: full screen',
  // Taller than the 600 px the dialog has on larger screens.
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { messages: sampleLongConversation },
  play: async () => {
    const element = await dialog();
    await waitFor(() => expect(element.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(window.innerHeight).toBeGreaterThan(600);
    await expect(element.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};
