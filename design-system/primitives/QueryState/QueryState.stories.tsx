import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadMessages } from '../../../domain/messages';
import { QueryState } from './QueryState';

type Outbox = { readonly messages: readonly string[] };

const meta = {
  title: 'Primitives/QueryState',
  component: QueryState<Outbox>,
  args: {
    query: { data: undefined, isError: false },
    loading: 'Reading the outbox',
    error: 'The outbox could not be read.',
    errorDetail: loadMessages.serverDidNotAnswer,
    children: (data: Outbox) => (
      <ul aria-label="Outbox">
        {data.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<Outbox>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading: a labelled spinner',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading the outbox');
    await expect(canvas.getByText('Reading the outbox')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Failed: a critical banner, announced',
  args: { query: { data: undefined, isError: true } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The outbox could not be read.');
    await expect(alert).toHaveTextContent(loadMessages.serverDidNotAnswer);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const FailedQuietly: Story = {
  name: 'Failed, as a quiet note beside other panels',
  args: { query: { data: undefined, isError: true }, error: 'The server list could not be loaded.', errorDetail: loadMessages.itRetries, errorStyle: 'note' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The server list could not be loaded. It will be tried again shortly.').tagName).toBe('P');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Read, but empty',
  args: { query: { data: { messages: [] }, isError: false }, empty: <p>Nothing has been sent yet.</p>, isEmpty: (data: Outbox) => data.messages.length === 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been sent yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const WithData: Story = {
  name: 'Read: the content',
  args: { query: { data: { messages: ['Welcome', 'Your booking'] }, isError: false } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Outbox' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const StaleAfterFailedRefresh: Story = {
  name: 'A refresh failed: the last content stays',
  args: { query: { data: { messages: ['Welcome'] }, isError: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Welcome');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
