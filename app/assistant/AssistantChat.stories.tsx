/**
 * The assistant as the site runs it: the connection machine and the typed client, against the
 * MSW handlers of the two calls (mocks/handlers), one story per state.
 */
import { useCallback, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AssistantLauncher } from '../../design-system';
import { sampleLongConversation } from '../../domain/samples/assistant';
import { abTestingPlans } from '../../domain/plans';
import { assistantRateLimitedMessage, messages } from '../../domain/messages';
import { advancedAiAssistantHandlers, openaiAssistantHandlers } from '../../mocks/handlers';
import { mockRetryAfterSeconds } from '../../mocks/shared';
import AssistantChat, { type AssistantChatProps } from './AssistantChat';

/** The launcher and the dialog, as the root route renders them once the chunk has loaded. */
function Harness({ startOpen = true, initialMessages }: { startOpen?: boolean; initialMessages?: AssistantChatProps['initialMessages'] }) {
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(startOpen);
  const finalFocusEl = useCallback(() => launcher.current, []);
  return (
    <>
      <AssistantLauncher ref={launcher} expanded={open} onClick={() => setOpen(true)} />
      <AssistantChat open={open} onOpenChange={setOpen} finalFocusEl={finalFocusEl} initialMessages={initialMessages} />
    </>
  );
}

const working = [advancedAiAssistantHandlers.success, openaiAssistantHandlers.success];

const meta = {
  title: 'Assistant/AssistantChat (connected)',
  component: Harness,
  parameters: { layout: 'fullscreen', msw: { handlers: working } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'AI Assistant' });
const badge = (chat: ReturnType<typeof within>, text: string) => waitFor(() => expect(chat.getByText(text)).toBeVisible(), { timeout: 5000 });
const ask = async (chat: ReturnType<typeof within>, question: string) => {
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await userEvent.type(box, question);
  await userEvent.keyboard('{Enter}');
};

const pro = abTestingPlans.find((plan) => plan.id === 'pro')!;

export const Online: Story = {
  name: 'Online: opens by keyboard, answers, closes back to the launcher',
  args: { startOpen: false },
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ask our AI assistant' });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const chat = within(await dialog());
    await badge(chat, 'Online');
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(box).toHaveFocus());

    await ask(chat, 'How much is the Pro A/B testing plan?');
    await expect(box).toHaveValue('');
    const log = chat.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent(pro.priceText));
    await badge(chat, 'Online');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(launcher).toHaveFocus());
    // The conversation is still there when it opens again.
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(within(await dialog()).getByRole('log')).toHaveTextContent(pro.priceText));
  },
};

export const Connecting: Story = {
  name: 'Connecting: the connection test has not answered',
  parameters: { msw: { handlers: [openaiAssistantHandlers.slow, advancedAiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Connecting…');
    await userEvent.type(chat.getByRole('textbox'), 'Hello?{Enter}');
    await expect(chat.getByRole('log')).not.toHaveTextContent('Hello?');
    await expect(chat.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ConnectionError: Story = {
  name: 'Error: the connection test failed',
  parameters: { msw: { handlers: [openaiAssistantHandlers.error, advancedAiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    const banner = await chat.findByRole('alert', {}, { timeout: 5000 });
    await expect(banner).toHaveTextContent(messages.assistantBannerError);
    await expect(within(banner).getByRole('button', { name: messages.retryConnection })).toBeVisible();
    await badge(chat, 'Connection issues');
  },
};

export const Fallback: Story = {
  name: 'Advanced assistant errs: the basic one answers',
  parameters: { msw: { handlers: [advancedAiAssistantHandlers.errorField, openaiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    await ask(chat, 'How much is the Pro A/B testing plan?');
    await waitFor(() => expect(chat.getByRole('log')).toHaveTextContent(pro.priceText));
    await badge(chat, 'Online');
  },
};

export const Offline: Story = {
  name: 'Offline: neither assistant answers',
  parameters: { msw: { handlers: [advancedAiAssistantHandlers.errorField, openaiAssistantHandlers.questionsUnavailable] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    await ask(chat, 'Which hosting plan suits a bakery?');
    await waitFor(() => expect(chat.getByRole('log')).toHaveTextContent(messages.assistantBothUnavailable));
    await badge(chat, 'Offline');
    await expect(chat.getByRole('status')).toHaveTextContent(messages.assistantBannerOffline);
    // Sending is blocked while offline.
    await ask(chat, 'Still there?');
    await expect(chat.getByRole('log')).not.toHaveTextContent('Still there?');
  },
};

export const PendingReply: Story = {
  name: 'Pending reply',
  parameters: { msw: { handlers: [advancedAiAssistantHandlers.slow, openaiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    await ask(chat, 'What does Business Cloud include?');
    await waitFor(() => expect(chat.getByText('The assistant is writing a reply…')).toBeInTheDocument());
    await badge(chat, 'Connecting…');
    await expect(chat.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RateLimited: Story = {
  name: 'Rate limited: a friendly wait',
  parameters: { msw: { handlers: [advancedAiAssistantHandlers.rateLimited, openaiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    await ask(chat, 'One more question?');
    const wait = assistantRateLimitedMessage(mockRetryAfterSeconds);
    await waitFor(() => expect(chat.getByRole('log')).toHaveTextContent(wait));
    await badge(chat, 'Online');
  },
};

export const LongConversation: Story = {
  name: 'Long conversation',
  args: { initialMessages: sampleLongConversation },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    const log = chat.getByRole('log');
    const scroller = log.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
  },
};

export const ReplyBeingWritten: Story = {
  name: 'Streaming: the reply shows as it is written',
  parameters: { msw: { handlers: [advancedAiAssistantHandlers.writing, openaiAssistantHandlers.success] } },
  play: async () => {
    const chat = within(await dialog());
    await badge(chat, 'Online');
    await ask(chat, 'How much is the Pro A/B testing plan?');
    const log = chat.getByRole('log');
    // The first words are there while the rest is still on its way; the log is busy meanwhile.
    await waitFor(() => expect(log).toHaveTextContent(`A/B Testing ${pro.name} is ${pro.priceText}`), { timeout: 5000 });
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await badge(chat, 'Connecting…');
  },
};
