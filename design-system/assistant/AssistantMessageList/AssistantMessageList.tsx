import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { AssistantChatMessage } from '../../../domain/entities';
import { Link, TextLink } from '../../primitives/TextLink';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AssistantMessageList.css';

export interface AssistantMessageItem extends AssistantChatMessage {
  readonly id: string;
  /** apologies and waits: set apart from answers (icon and colour) */
  readonly tone?: 'warning';
}

export interface AssistantMessageListProps {
  readonly messages: readonly AssistantMessageItem[];
  /** a reply is on its way: the typing indicator shows */
  readonly pending?: boolean;
  /**
   * The reply as written so far, while it streams: shown as the assistant's message growing in
   * place of the typing indicator. The log is `aria-busy` meanwhile, so a screen reader reads
   * the finished answer once rather than every piece.
   */
  readonly partialAnswer?: string;
  /**
   * Site paths that become links when an answer mentions them ("/booking"). Others stay text, so
   * a model cannot make a link to a page that does not exist.
   */
  readonly linkPaths?: readonly string[];
  /** the log's accessible name */
  readonly label?: string;
  readonly userLabel?: string;
  readonly assistantLabel?: string;
  readonly typingLabel?: string;
  /** how a message's time is shown; default e.g. "3:04 PM" */
  readonly formatTime?: (iso: string) => string;
  readonly className?: string;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const defaultFormatTime = (iso: string) => timeFormat.format(new Date(iso));

type Block = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] };

/** Plain text to paragraphs and bullet lists ("- item" lines), as the answers are written. */
function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    if (bullet) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'bullets') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'bullets', items: [bullet[1]!] });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * A Markdown link as a model writes it ("[book a call](/booking)"), a site path, an email
 * address or a US phone number as the answers write them.
 */
const inlinePattern =
  /\[([^\]\n]{1,120})\]\(([^)\s]{1,300})\)|(?<=^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\(\d{3}\) \d{3}-\d{4})/gi;

function linkify(text: string, paths: ReadonlySet<string>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, label, target, path, email, phone] = match;
    const start = match.index;
    if (path !== undefined && !paths.has(path)) continue;
    if (start > at) nodes.push(text.slice(at, start));
    at = start + whole.length;
    if (label !== undefined) {
      // Only a page of this site becomes a link; any other target keeps just its words.
      nodes.push(
        paths.has(target!) ? (
          <TextLink key={start} asChild>
            <Link href={target!}>{label}</Link>
          </TextLink>
        ) : (
          label
        ),
      );
      continue;
    }
    nodes.push(
      path !== undefined ? (
        <TextLink key={start} asChild>
          <Link href={path}>{path}</Link>
        </TextLink>
      ) : email !== undefined ? (
        <TextLink key={start} href={`mailto:${email}`}>
          {email}
        </TextLink>
      ) : (
        <TextLink key={start} href={`tel:+1${phone!.replace(/\D/g, '')}`}>
          {phone}
        </TextLink>
      ),
    );
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

function MessageText({ text, linkPaths, links }: { text: string; linkPaths: ReadonlySet<string>; links: boolean }) {
  const inline = (t: string) => (links ? linkify(t, linkPaths) : t);
  return toBlocks(text).map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index} className={styles.paragraph}>
        {inline(block.text)}
      </p>
    ) : (
      <ul key={index} className={styles.bullets}>
        {block.items.map((item, i) => (
          <li key={i}>{inline(item)}</li>
        ))}
      </ul>
    ),
  );
}

/** The element that scrolls the conversation (the dialog's body). */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(at).overflowY)) return at;
  }
  return null;
}

/**
 * The conversation, oldest first, as a polite live region (role="log"): a screen reader reads
 * each new message once it arrives, without interrupting. Each message says who wrote it in
 * words, not only by its side and colour. A new answer is brought into view from its start, so
 * a long one is read from the top; the visitor's own message and the typing indicator are
 * kept in view at the end. An answer being written comes into view once, when it starts, and
 * the list does not follow it as it grows: its beginning stays where the visitor reads.
 */
export function AssistantMessageList({
  messages,
  pending = false,
  partialAnswer = '',
  linkPaths = [],
  label = 'Conversation',
  userLabel = 'You',
  assistantLabel = 'Assistant',
  typingLabel = 'The assistant is writing a reply…',
  formatTime = defaultFormatTime,
  className,
}: AssistantMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const lastItem = useRef<HTMLLIElement>(null);
  const writing = useRef<HTMLLIElement>(null);
  const streaming = partialAnswer !== '';
  const paths = new Set(linkPaths);
  const last = messages.at(-1);
  const lastId = last?.id;
  const lastIsAnswer = last !== undefined && !last.isUser;

  useEffect(() => {
    // "nearest" on the answer itself: a short one scrolls up into view whole, one taller than the
    // window is aligned by its start (and no ancestor is scrolled past its own end).
    if (lastIsAnswer && !pending) lastItem.current?.scrollIntoView({ block: 'nearest' });
    else end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastId, lastIsAnswer, pending]);

  // An answer being written: brought into view when it starts; then, only while the visitor
  // still sees its start, "nearest" again as it grows (a short one shows whole, one taller than
  // the window stays at its start). A visitor who scrolled elsewhere is left where they are.
  const startedWriting = useRef(false);
  useEffect(() => {
    const item = writing.current;
    if (!item) {
      startedWriting.current = false;
      return;
    }
    const scroller = scrollerOf(item);
    const top = item.getBoundingClientRect().top;
    const view = scroller?.getBoundingClientRect();
    const startInView = !view || (top >= view.top - 1 && top < view.bottom);
    if (!startedWriting.current || startInView) item.scrollIntoView({ block: 'nearest' });
    startedWriting.current = true;
  }, [partialAnswer]);

  return (
    <div role="log" aria-live="polite" aria-busy={streaming} aria-label={label} className={clsx(styles.log, className)}>
      <ol className={styles.list}>
        {messages.map((message) => {
          const from = message.isUser ? 'user' : 'assistant';
          return (
            <li key={message.id} ref={message.id === lastId ? lastItem : undefined} className={styles.item({ from })}>
              <div className={styles.meta}>
                <span className={styles.sender}>
                  {message.tone === 'warning' ? <TriangleAlert className={styles.senderIcon} aria-hidden="true" focusable="false" /> : null}
                  {message.isUser ? userLabel : assistantLabel}
                </span>
                <VisuallyHidden>, </VisuallyHidden>
                <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
                <VisuallyHidden>: </VisuallyHidden>
              </div>
              <div className={styles.bubble({ from: message.tone === 'warning' ? 'notice' : from })}>
                <MessageText text={message.text} linkPaths={paths} links={!message.isUser} />
              </div>
            </li>
          );
        })}
        {streaming ? (
          <li ref={writing} className={styles.item({ from: 'assistant' })} data-writing="">
            <div className={styles.meta}>
              <span className={styles.sender}>{assistantLabel}</span>
              <VisuallyHidden>, {typingLabel}: </VisuallyHidden>
            </div>
            <div className={styles.bubble({ from: 'assistant' })}>
              <MessageText text={partialAnswer} linkPaths={paths} links={false} />
            </div>
          </li>
        ) : null}
      </ol>
      {pending && !streaming ? (
        <div className={styles.typing}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.dot} aria-hidden="true" />
          <VisuallyHidden>{typingLabel}</VisuallyHidden>
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
