/**
 * The assistant on a document page (domain/page-kinds.ts), where no React is loaded: this small
 * module is the page's only script. It finds the launcher the server rendered and, on its first
 * focus or pointer over it, fetches React and the dialog's chunk; a click (before or after that)
 * mounts the dialog in its own React root (island-mount.tsx) and opens it as soon as it is
 * there. Nothing of React is fetched before. A failed fetch is tried again by the next click.
 *
 * The build puts it on document pages in place of the app's entry (scripts/document-page.ts),
 * with the full stylesheets the dialog's parts need in `data-styles`.
 */
import { assistantLauncherAttribute } from './launcher';

type Mounted = import('./island-mount').MountedAssistant;

const launcher = document.querySelector<HTMLButtonElement>(`[${assistantLauncherAttribute}]`);
const styles = (document.querySelector<HTMLScriptElement>('script[data-assistant-island]')?.dataset.styles ?? '').split(' ').filter(Boolean);

let mounted: Promise<Mounted> | null = null;

/** React, the dialog and its stylesheets; the same promise for every caller. */
function load(button: HTMLButtonElement): Promise<Mounted> {
  mounted ??= Promise.all([import('./island-mount'), import('./AssistantChat')])
    .then(([{ mountAssistant }, chat]) => mountAssistant(button, chat.default, styles))
    .catch((error: unknown) => {
      mounted = null;
      throw error;
    });
  return mounted;
}

if (launcher) {
  const preload = () => void load(launcher).catch(() => undefined);
  launcher.addEventListener('focus', preload);
  launcher.addEventListener('pointerenter', preload);
  launcher.addEventListener('click', () => {
    launcher.setAttribute('aria-expanded', 'true');
    load(launcher).then(
      (assistant) => assistant.open(),
      () => launcher.setAttribute('aria-expanded', 'false'),
    );
  });
}
// A marker for tests and tooling: the page's one script has run (e2e/browser.ts waits for it).
document.documentElement.dataset.island = 'ready';
