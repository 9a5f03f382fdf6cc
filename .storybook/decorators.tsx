import type { Decorator } from '@storybook/react-vite';

/** Shows a story no wider than `maxWidth`: a card, form or panel at about the width a page gives it. */
export const withMaxWidth =
  <TArgs,>(maxWidth: string): Decorator<TArgs> =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
