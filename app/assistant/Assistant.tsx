/**
 * The floating assistant on every page (rendered by the root route). Only the launcher is in the
 * first load: the dialog with its machine, zod and the API client is a separate chunk, fetched
 * when the launcher first takes focus (a keyboard user on their way to it, or a pointer pressing
 * it) and mounted on the first click (React.lazy), which opens it as soon as it has arrived; it
 * stays mounted after that so the conversation is kept. Nothing of it is fetched before.
 *
 * That is on an application page. A document page loads no React: the same launcher is in its
 * HTML, and the island (island.ts) finds it by `data-assistant-launcher` and does the same.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type LazyExoticComponent, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { AssistantLauncher } from '../../design-system';
import { assistantLauncherAttribute } from './launcher';

const loadChat = () => import('./AssistantChat');

/** If the chunk cannot be fetched (offline), the launcher stays and a later click tries again. */
class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A link in an answer leads to another page: the dialog makes way for it. */
function CloseOnNavigation({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) {
      shownOn.current = pathname;
      onNavigate();
    }
  }, [pathname, onNavigate]);
  return null;
}

export function Assistant() {
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  // A new lazy component per attempt: React.lazy remembers a failed import for good.
  const [Chat, setChat] = useState<LazyExoticComponent<typeof import('./AssistantChat').default> | null>(null);

  const openChat = () => {
    setOpen(true);
    if (!Chat) {
      setChat(() =>
        lazy(() =>
          loadChat().then((module) => {
            setReady(true);
            return module;
          }),
        ),
      );
    }
  };
  // Focus comes before the click (and alone from the keyboard): the chunk is on its way sooner.
  // A failed fetch is tried again by the click's own import.
  const preload = () => {
    if (!Chat) loadChat().catch(() => undefined);
  };
  const onLoadError = useCallback(() => {
    setOpen(false);
    setChat(null);
  }, []);
  const finalFocusEl = useCallback(() => launcher.current, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <AssistantLauncher
        ref={launcher}
        expanded={open}
        loading={open && !ready}
        onClick={openChat}
        onFocus={preload}
        {...{ [assistantLauncherAttribute]: '' }}
      />
      <CloseOnNavigation onNavigate={close} />
      {Chat ? (
        <LoadBoundary onError={onLoadError}>
          <Suspense fallback={null}>
            <Chat open={open} onOpenChange={setOpen} finalFocusEl={finalFocusEl} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
