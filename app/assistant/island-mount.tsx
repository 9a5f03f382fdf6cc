/**
 * The assistant dialog in a React root of its own, for a document page (island.ts): the same
 * AssistantChat the app renders, beside the server's launcher, which it keeps informed
 * (aria-expanded) and returns focus to. Loaded on the launcher's first focus or click only.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type AssistantChat from './AssistantChat';

export interface MountedAssistant {
  open: () => void;
}

/** Adds the stylesheets not yet on the page and resolves when they have arrived (or failed). */
function addStylesheets(hrefs: readonly string[]): Promise<unknown> {
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !present.has(href))
      .map(
        (href) =>
          new Promise((settled) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = link.onerror = settled;
            document.head.append(link);
          }),
      ),
  );
}

export async function mountAssistant(launcher: HTMLButtonElement, Chat: typeof AssistantChat, stylesheets: readonly string[]): Promise<MountedAssistant> {
  await addStylesheets(stylesheets);
  let show: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    function Island() {
      const [open, setOpen] = useState(false);
      useEffect(() => {
        show = () => setOpen(true);
        resolve();
      }, []);
      useEffect(() => {
        launcher.setAttribute('aria-expanded', String(open));
      }, [open]);
      return <Chat open={open} onOpenChange={setOpen} finalFocusEl={() => launcher} />;
    }
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <StrictMode>
        <Island />
      </StrictMode>,
    );
  });
  await ready;
  return { open: () => show() };
}
