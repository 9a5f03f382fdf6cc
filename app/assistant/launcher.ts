/** The attribute that marks the assistant launcher in the server's HTML (Assistant.tsx, island.ts). */
export const assistantLauncherAttribute = 'data-assistant-launcher';
