import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleIntegrations, sampleIntegrationsFailing, sampleIntegrationsUnconfigured } from '../../../domain/samples/admin';
import { IntegrationStatusList } from './IntegrationStatusList';

const meta = {
  title: 'Admin/IntegrationStatusList',
  component: IntegrationStatusList,
  args: { integrations: sampleIntegrations, label: 'Integrations' },
} satisfies Meta<typeof IntegrationStatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllWorking: Story = {
  name: 'All configured and reachable',
  play: async ({ canvas }) => {
    const stripe = canvas.getByRole('heading', { name: 'Stripe payments' }).closest('li')!;
    await expect(stripe).toHaveTextContent('Reachable, 212 ms');
    await expect(stripe).toHaveTextContent('Test');
  },
};

export const NothingConfigured: Story = {
  name: 'A fresh install',
  args: { integrations: sampleIntegrationsUnconfigured },
  play: async ({ canvas }) => {
    const openai = canvas.getByRole('heading', { name: 'OpenAI assistant' }).closest('li')!;
    await expect(openai).toHaveTextContent('ConfiguredNo');
    await expect(openai).toHaveTextContent('Not checked');
  },
};

export const Failing: Story = {
  name: 'Configured but failing',
  args: { integrations: sampleIntegrationsFailing },
};
