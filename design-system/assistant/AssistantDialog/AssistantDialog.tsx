import { useRef } from 'react';
import { Bot, RefreshCw } from 'lucide-react';
import { Badge, type BadgeProps } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogHeadings,
  DialogRoot,
  DialogTitle,
  type DialogRootProps,
} from '../../primitives/Dialog';
import { Composer } from '../../primitives/Composer';
import { AssistantMessageList, type AssistantMessageItem } from '../AssistantMessageList';
import * as styles from './AssistantDialog.css';

export type AssistantDialogStatus = 'online' | 'connecting' | 'error' | 'offline';

export interface AssistantDialogTexts {
  /** section 8: the error banner */
  readonly errorBanner: string;
  /** section 8: the offline banner */
  readonly offlineBanner: string;
  /** Retry Connection */
  readonly retry: string;
}

export interface AssistantDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the launcher, which is not an Ark trigger. */
  readonly finalFocusEl?: DialogRootProps['finalFocusEl'];
  readonly status: AssistantDialogStatus;
  readonly messages: readonly AssistantMessageItem[];
  /** a reply is on its way */
  readonly pending?: boolean;
  /** the reply as written so far, while it streams */
  readonly partialAnswer?: string;
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onSend: () => void;
  /** whether the connection lets a message go now (the draft is checked on top) */
  readonly canSend: boolean;
  readonly onRetry: () => void;
  readonly texts: AssistantDialogTexts;
  readonly linkPaths?: readonly string[];
  readonly maxLength?: number;
  readonly title?: string;
  readonly description?: string;
  readonly formatTime?: (iso: string) => string;
}

const statusBadges: Record<AssistantDialogStatus, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  online: { label: 'Online', tone: 'positive' },
  connecting: { label: 'Connecting…', tone: 'info' },
  error: { label: 'Connection issues', tone: 'critical' },
  offline: { label: 'Offline', tone: 'caution' },
};

/**
 * The AI assistant chat dialog (spec section 2): about 2xl wide and 600 px tall, the whole
 * screen on a phone. Built on the design system's Ark dialog: focus moves to the message box on
 * open, stays inside, and goes back to the launcher on close; Escape closes. The connection's
 * state shows as a badge (in words), and as the section 8 banners with Retry Connection.
 */
export function AssistantDialog({
  open,
  onOpenChange,
  finalFocusEl,
  status,
  messages,
  pending = false,
  partialAnswer,
  draft,
  onDraftChange,
  onSend,
  canSend,
  onRetry,
  texts,
  linkPaths,
  maxLength,
  title = 'AI Assistant',
  description = 'Answers about our services, plans and prices, day and night.',
  formatTime,
}: AssistantDialogProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const badge = statusBadges[status];
  const banner =
    status === 'error' ? { tone: 'critical' as const, text: texts.errorBanner } : status === 'offline' ? { tone: 'caution' as const, text: texts.offlineBanner } : null;

  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => textarea.current}
      finalFocusEl={finalFocusEl}
    >
      <DialogContent size="large" fullScreenOnMobile className={styles.content}>
        <DialogHeader>
          <div className={styles.heading}>
            <span className={styles.avatar} aria-hidden="true">
              <Bot size="1.5em" focusable="false" />
            </span>
            <DialogHeadings>
              <div className={styles.titleRow}>
                <DialogTitle>{title}</DialogTitle>
                <Badge tone={badge.tone} icon={<span className={styles.statusDot({ status })} />} data-status={status}>
                  {badge.label}
                </Badge>
              </div>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeadings>
          </div>
          <DialogCloseTrigger label="Close the assistant" />
        </DialogHeader>
        {banner ? (
          <Banner
            tone={banner.tone}
            className={styles.banner}
            action={
              <Button tone="secondary" size="small" onClick={onRetry}>
                <RefreshCw aria-hidden="true" focusable="false" size="1em" />
                {texts.retry}
              </Button>
            }
          >
            {banner.text}
          </Banner>
        ) : null}
        <DialogBody className={styles.body}>
          <AssistantMessageList messages={messages} pending={pending} partialAnswer={partialAnswer} linkPaths={linkPaths} formatTime={formatTime} />
        </DialogBody>
        <Composer
          label="Your message"
          placeholder="Ask about plans, prices, hosting…"
          size="roomy"
          value={draft}
          onValueChange={onDraftChange}
          onSend={onSend}
          canSend={canSend}
          pending={pending}
          maxLength={maxLength}
          inputRef={textarea}
        />
      </DialogContent>
    </DialogRoot>
  );
}
