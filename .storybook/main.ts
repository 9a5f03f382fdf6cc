import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Vite plugins whose `name` starts with one of these are dropped inside Storybook. */
const pluginsStorybookMustNotRun = ['tanstack'];

function pluginNames(plugins: PluginOption[] | undefined): string[] {
  const names: string[] = [];
  for (const plugin of (plugins ?? []).flat(Infinity as 1)) {
    if (plugin && typeof plugin === 'object' && 'name' in plugin && typeof plugin.name === 'string') {
      names.push(plugin.name);
    }
  }
  return names;
}

function withoutPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin) => {
    if (plugin && typeof plugin === 'object' && 'name' in plugin && typeof plugin.name === 'string') {
      const name = plugin.name.toLowerCase();
      return !pluginsStorybookMustNotRun.some((prefix) => name.startsWith(prefix));
    }
    return true;
  });
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Storybook-only static files: the MSW worker lives here so it never reaches the app's dist/.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The app's vite.config.ts runs the TanStack router plugin, which generates the route tree
    // from app/routes; stories do not need it and it must not rewrite files during a story run.
    viteConfig.plugins = withoutPlugins(viteConfig.plugins);
    // Without the app's vite.config.ts (or if it changes), Storybook still needs these two.
    const names = pluginNames(viteConfig.plugins);
    if (!names.some((name) => name.includes('vanilla-extract'))) {
      const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
      viteConfig.plugins.push(vanillaExtractPlugin());
    }
    if (!names.some((name) => name.startsWith('vite:react'))) {
      const { default: react } = await import('@vitejs/plugin-react');
      viteConfig.plugins.push(react());
    }
    return viteConfig;
  },
};

export default config;
