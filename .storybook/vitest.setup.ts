/**
 * Setup for the `storybook` Vitest project (vitest.config.ts).
 *
 * Since Storybook 10.3, @storybook/addon-vitest applies the project annotations itself: the
 * preview (.storybook/preview.tsx) and every addon's preview annotations, including
 * @storybook/addon-a11y's, so an axe violation fails the story test. The plugin skips that
 * automatic step if this file calls the annotations setter by name (it searches the file's text
 * for it), so keep that call, and even its name, out of this file.
 * Put test-only global setup below.
 */
export {};
