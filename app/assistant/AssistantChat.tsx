/**
 * The assistant dialog wired to its connection machine. Loaded by the launcher on the first
 * click (see Assistant.tsx), so the dialog, the machine, zod and the API client are never in a
 * page's first load. It stays mounted after that, so the conversation survives closing and
 * reopening the dialog. It knows nothing of the router: on an application page Assistant.tsx
 * closes it when a link in an answer navigates; on a document page (island.ts) such a link is a
 * page load.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
// By path, not from the barrel: see design-system/index.ts.
import { AssistantDialog, type AssistantDialogProps } from '../../design-system/assistant/AssistantDialog';
import { assistantLimits } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { publicPages } from '../../domain/pages';
import {
  assistantConnectionMachine,
  assistantStatusOf,
  type AssistantMessage,
} from '../machines/assistantConnectionMachine';

export interface AssistantChatProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly finalFocusEl?: AssistantDialogProps['finalFocusEl'];
  /** a conversation to start from (stories); by default the greeting */
  readonly initialMessages?: readonly AssistantMessage[];
  /** the machine to run (stories and tests may provide other actors) */
  readonly machine?: typeof assistantConnectionMachine;
}

const texts = {
  errorBanner: messages.assistantBannerError,
  offlineBanner: messages.assistantBannerOffline,
  retry: messages.retryConnection,
} as const;

const linkPaths = Object.keys(publicPages);

export default function AssistantChat({ open, onOpenChange, finalFocusEl, initialMessages, machine = assistantConnectionMachine }: AssistantChatProps) {
  const [snapshot, send] = useMachine(machine, {
    input: { siteOrigin: window.location.origin, messages: initialMessages },
  });
  const [draft, setDraft] = useState('');

  useEffect(() => {
    send({ type: open ? 'dialog.open' : 'dialog.close' });
  }, [open, send]);

  const status = assistantStatusOf(snapshot);
  const pending = snapshot.hasTag('pending');
  // Whether the connection lets a message go; the composer checks the draft itself.
  const connectionAllows = snapshot.can({ type: 'message.send', text: 'x' });

  return (
    <AssistantDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      status={status}
      messages={snapshot.context.messages}
      pending={pending}
      partialAnswer={snapshot.context.partialAnswer}
      draft={draft}
      onDraftChange={setDraft}
      canSend={connectionAllows}
      onSend={() => {
        if (!snapshot.can({ type: 'message.send', text: draft })) return;
        send({ type: 'message.send', text: draft });
        setDraft('');
      }}
      onRetry={() => send({ type: 'connection.retry' })}
      texts={texts}
      linkPaths={linkPaths}
      maxLength={assistantLimits.messageMaxChars}
    />
  );
}
