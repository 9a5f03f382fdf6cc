import { useEffect, useState } from 'react';
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
  sampleAnswerWithLinks,
  sampleLongAnswer,
  sampleLongAnswerQuestion,
  sampleRateLimited,
} from '../../../domain/samples/assistant';
import type { AssistantMessageItem } from '../AssistantMessageList';

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

/** The dialog as the chat uses it: what the visitor sends is added, then the long answer arrives. */
function AnswerArrives(props: Omit<AssistantDialogProps, 'draft' | 'onDraftChange'>) {
  const { onSend, messages: initial, ...rest } = props;
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<readonly AssistantMessageItem[]>(initial);
  const [pending, setPending] = useState(false);
  // The reply lands once the question is on screen with the typing indicator.
  useEffect(() => {
    if (!pending) return;
    setPending(false);
    setMessages((m) => [...m, sampleLongAnswer]);
  }, [pending]);
  return (
    <AssistantDialog
      {...rest}
      messages={messages}
      pending={pending}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        onSend();
        setMessages((m) => [...m, { id: 'asked', text: draft, isUser: true, timestamp: sampleLongAnswer.timestamp }]);
        setDraft('');
        setPending(true);
      }}
    />
  );
}

/** Lets the streamed answer below write its last line (the play has looked at it half-written). */
const releaseLastLine = 'story:release-last-line';

/**
 * The dialog as the chat uses it with a streamed reply: the long answer is written a line at a
 * time, holds before its last line until the story's play releases it, then lands whole.
 */
function AnswerStreams(props: Omit<AssistantDialogProps, 'draft' | 'onDraftChange'>) {
  const { onSend, messages: initial, ...rest } = props;
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<readonly AssistantMessageItem[]>(initial);
  const [written, setWritten] = useState<number | null>(null);
  const [released, setReleased] = useState(false);
  const lines = sampleLongAnswer.text.split('\n');
  useEffect(() => {
    const release = () => setReleased(true);
    window.addEventListener(releaseLastLine, release);
    return () => window.removeEventListener(releaseLastLine, release);
  }, []);
  useEffect(() => {
    if (written === null || (written === lines.length - 1 && !released)) return;
    // A line a task, so each piece is laid out (and could scroll) before the next.
    const timer = setTimeout(() => {
      if (written < lines.length) setWritten(written + 1);
      else {
        setWritten(null);
        setMessages((m) => [...m, sampleLongAnswer]);
      }
    });
    return () => clearTimeout(timer);
  }, [written, released, lines.length]);
  return (
    <AssistantDialog
      {...rest}
      messages={messages}
      pending={written !== null}
      partialAnswer={written === null ? '' : lines.slice(0, written).join('\n')}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        onSend();
        setMessages((m) => [...m, { id: 'asked', text: draft, isUser: true, timestamp: sampleLongAnswer.timestamp }]);
        setDraft('');
        setWritten(0);
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

export const LinksToSitePages: Story = {
  name: 'Answer with links: pages of the site only',
  args: { messages: sampleAnswerWithLinks },
  play: async () => {
    const chat = within(await dialog());
    await expect(chat.getByRole('link', { name: '/services/ecommerce' })).toHaveAttribute('href', '/services/ecommerce');
    // A Markdown link to a page is a link with its own words.
    await expect(chat.getByRole('link', { name: 'book a free call' })).toHaveAttribute('href', '/booking');
    // Anything else is not a link: another site keeps its words only, an unknown path stays text.
    await expect(chat.queryByRole('link', { name: /partner/ })).not.toBeInTheDocument();
    await expect(chat.getByText(/a partner’s offer/)).toBeVisible();
    await expect(chat.queryByText(/example\.com/)).not.toBeInTheDocument();
    await expect(chat.queryByRole('link', { name: '/shop-now' })).not.toBeInTheDocument();
    await expect(chat.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/booking', '/services/ecommerce']);
  },
};

export const NewAnswerOpensAtItsStart: Story = {
  name: 'A long new answer opens at its start',
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { messages: sampleConversation },
  render: (args) => <AnswerArrives {...args} />,
  play: async () => {
    const chat = within(await dialog());
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, `${sampleLongAnswerQuestion}{Enter}`);
    const scroller = chat.getByRole('log').parentElement as HTMLElement;
    const answer = (await chat.findByText(sampleLongAnswer.text.split('\n')[0]!)).closest('li')!;
    const view = () => scroller.getBoundingClientRect();
    // Its first line is at the top of the window, and the rest runs on below it: not scrolled to the end.
    await waitFor(() => expect(Math.abs(answer.getBoundingClientRect().top - view().top)).toBeLessThanOrEqual(2));
    await expect(answer.getBoundingClientRect().bottom).toBeGreaterThan(view().bottom);
    await expect(scroller.scrollTop + scroller.clientHeight).toBeLessThan(scroller.scrollHeight - 1);
  },
};

export const ReplyBeingWritten: Story = {
  name: 'A reply being written',
  args: {
    messages: [...sampleConversation, { id: 'asked', text: sampleLongAnswerQuestion, isUser: true, timestamp: sampleLongAnswer.timestamp }],
    pending: true,
    canSend: false,
    status: 'connecting',
    partialAnswer: sampleLongAnswer.text.split('\n').slice(0, 4).join('\n'),
  },
  play: async () => {
    const chat = within(await dialog());
    const log = chat.getByRole('log');
    // Busy while it is written: a screen reader reads the finished answer, not every piece.
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(log).toHaveTextContent(sampleLongAnswer.text.split('\n')[0]!);
    // The growing answer stands in for the typing dots, and says it is still being written.
    await expect(log.querySelector('[data-writing]')).toHaveTextContent('The assistant is writing a reply…');
  },
};

export const LongReplyStreamsFromItsStart: Story = {
  name: 'A long streamed answer keeps its start in view while it is written',
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { messages: sampleConversation },
  render: (args) => <AnswerStreams {...args} />,
  play: async () => {
    const chat = within(await dialog());
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, `${sampleLongAnswerQuestion}{Enter}`);
    const log = chat.getByRole('log');
    const scroller = log.parentElement as HTMLElement;
    const view = () => scroller.getBoundingClientRect();
    const lines = sampleLongAnswer.text.split('\n');
    // Written but for its last line, taller than the window: its first line is at the top, not scrolled to the end.
    const writing = await waitFor(() => {
      const item = log.querySelector<HTMLElement>('[data-writing]');
      expect(item).toHaveTextContent(lines.at(-3)!.replace(/^- /, ''));
      return item!;
    }, { timeout: 5000 });
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(Math.abs(writing.getBoundingClientRect().top - view().top)).toBeLessThanOrEqual(2);
    await expect(scroller.scrollTop + scroller.clientHeight).toBeLessThan(scroller.scrollHeight - 1);
    // Then the whole answer takes its place, still from its start.
    window.dispatchEvent(new Event(releaseLastLine));
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    const answer = chat.getByText(lines[0]!).closest('li')!;
    await waitFor(() => expect(Math.abs(answer.getBoundingClientRect().top - view().top)).toBeLessThanOrEqual(2));
  },
};
