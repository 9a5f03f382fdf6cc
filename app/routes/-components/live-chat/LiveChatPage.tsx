import { useEffect, useId, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  ChatSessionList,
  ChatStats,
  ChatThread,
  Composer,
  Container,
  Heading,
  LiveChatSettingsForm,
  PageHeader,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  Text,
  WidgetPreview,
} from '../../../../design-system';
import { liveChatFixedStats } from '../../../../domain/constants';
import {
  chatSessionCounts,
  liveChatContent as content,
  openChatSessions,
  sampleAgentName,
  widgetPositions,
  withLatestMessage,
} from '../../../../domain/live-chat';
import type { PageMeta } from '../../../../domain/pages';
import { sampleChatMessages, sampleChatSessions, scriptedCustomerReplies } from '../../../../domain/samples/live-chat';
import { liveChatReplyMachine, typingChatId } from '../../../machines/liveChatReplyMachine';
import * as styles from './LiveChatPage.css';
import { useSampleClock } from './useSampleClock';
import { useStoredSettings } from './useStoredSettings';

type TabValue = 'dashboard' | 'chat' | 'settings';
const tabValues: readonly TabValue[] = ['dashboard', 'chat', 'settings'];

const firstOpenChat = openChatSessions(sampleChatSessions)[0]?.id ?? sampleChatSessions[0].id;
const counts = chatSessionCounts(sampleChatSessions);

/**
 * /live-chat (spec section 2): an agent's inbox on sample data. The reply simulation is
 * `liveChatReplyMachine`; the actor lives as long as this page, so leaving stops its timers.
 */
export function LiveChatPage({ page }: { readonly page: PageMeta }) {
  const [tab, setTab] = useState<TabValue>('dashboard');
  const { now, read } = useSampleClock();
  const [snapshot, send] = useMachine(liveChatReplyMachine, {
    input: {
      threads: sampleChatMessages,
      selectedChatId: firstOpenChat,
      replies: scriptedCustomerReplies,
      agentName: sampleAgentName,
      now: read,
    },
  });
  const { settings, status, change, save } = useStoredSettings();

  const { threads, selectedChatId, unreadChatIds } = snapshot.context;
  const typingIn = typingChatId(snapshot);
  const sessions = sampleChatSessions.map((session) => ({
    ...withLatestMessage(session, threads[session.id]),
    unread: unreadChatIds.includes(session.id),
  }));
  const selected = sessions.find((session) => session.id === selectedChatId) ?? {
    ...sampleChatSessions[0],
    unread: false,
  };

  // after choosing a chat on the dashboard, focus goes where the agent will type
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const chatTabRef = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    // Ark shows the new tab panel in its own effect: focus once the panel is on screen
    const frame = requestAnimationFrame(() => (composerRef.current ?? chatTabRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  // with the list above the thread (narrow screens), bring the chosen thread into view
  const threadRef = useRef<HTMLDivElement>(null);
  const selectFromList = (chatId: string) => {
    send({ type: 'chat.select', chatId });
    if (window.matchMedia(styles.stackedChatQuery).matches) {
      requestAnimationFrame(() => threadRef.current?.scrollIntoView({ block: 'start' }));
    }
  };

  const openChat = (chatId: string) => {
    send({ type: 'chat.select', chatId });
    setTab('chat');
    setFocusRequest((count) => count + 1);
  };

  const recentId = useId();
  const openChatsId = useId();
  const settingsId = useId();

  return (
    <>
      <PageHeader title={page.heading} lede={page.description}>
        <Text tone="muted" size="small">
          {content.demoNotice}
        </Text>
      </PageHeader>
      <Container className={styles.body}>
        <TabsRoot
          value={tab}
          onValueChange={(details) => {
            const value = tabValues.find((candidate) => candidate === details.value);
            if (value) setTab(value);
          }}
        >
          <TabsList aria-label={content.tabsLabel}>
            <TabsTrigger value="dashboard">{content.tabs.dashboard}</TabsTrigger>
            <TabsTrigger value="chat" ref={chatTabRef}>
              {content.tabs.chat}
            </TabsTrigger>
            <TabsTrigger value="settings">{content.tabs.settings}</TabsTrigger>
          </TabsList>

          <TabsContent value="dashboard">
            <ChatStats
              active={counts.active}
              waiting={counts.waiting}
              resolvedToday={liveChatFixedStats.resolvedToday}
              avgResponse={liveChatFixedStats.avgResponse}
              labels={content.stats}
            />
            <section className={styles.section} aria-labelledby={recentId}>
              <Heading level={2} size="xlarge" id={recentId}>
                {content.recentSessions}
              </Heading>
              <Text tone="muted">{content.recentSessionsHint}</Text>
              <ChatSessionList sessions={sessions} now={now} onSelect={openChat} labelledBy={recentId} />
            </section>
          </TabsContent>

          <TabsContent value="chat">
            <div className={styles.chatLayout}>
              <section className={styles.sidebar} aria-labelledby={openChatsId}>
                <Heading level={2} size="large" id={openChatsId}>
                  {content.openChats}
                </Heading>
                <ChatSessionList
                  sessions={openChatSessions(sessions)}
                  now={now}
                  selectedId={selectedChatId}
                  onSelect={selectFromList}
                  labelledBy={openChatsId}
                  density="compact"
                  showTags={false}
                />
              </section>
              <div ref={threadRef} className={styles.threadColumn}>
                <ChatThread
                  key={selected.id}
                  session={selected}
                  messages={threads[selected.id] ?? []}
                  now={now}
                  typing={typingIn === selected.id}
                  footer={
                    selected.status === 'closed' ? (
                      <Text tone="muted" size="small">
                        {content.closedNotice}
                      </Text>
                    ) : (
                      <Composer
                        label={`Message to ${selected.customerName}`}
                        onSend={(text) => send({ type: 'message.send', text })}
                        inputRef={composerRef}
                      />
                    )
                  }
                />
              </div>
            </div>
          </TabsContent>

          <TabsContent value="settings">
            <div className={styles.settingsLayout}>
              <section className={styles.sidebar} aria-labelledby={settingsId}>
                <Heading level={2} size="xlarge" id={settingsId}>
                  {content.settingsHeading}
                </Heading>
                <LiveChatSettingsForm
                  settings={settings}
                  onChange={change}
                  onSave={save}
                  status={status}
                  labels={content.settings}
                  positions={widgetPositions}
                />
              </section>
              <WidgetPreview settings={settings} labels={content.settings} className={styles.preview} />
            </div>
          </TabsContent>
        </TabsRoot>
      </Container>
    </>
  );
}
