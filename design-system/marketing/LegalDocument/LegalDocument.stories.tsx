import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyPolicy, termsOfService } from '../../../domain/marketing/legal';
import { LegalDocument } from './LegalDocument';

const meta = {
  title: 'Marketing/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: { document: privacyPolicy },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  name: 'Privacy policy',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Last updated: ${privacyPolicy.updated}`)).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    await expect(links).toHaveLength(privacyPolicy.sections.length);
    // every entry of the contents points at its section
    for (const section of privacyPolicy.sections) {
      await expect(within(contents).getByRole('link', { name: section.heading })).toHaveAttribute('href', `#${section.id}`);
      await expect(canvas.getByRole('region', { name: section.heading })).toHaveAttribute('id', section.id);
    }
  },
};

export const Terms: Story = {
  name: 'Terms of service',
  args: { document: termsOfService },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Governing law' })).toBeVisible();
    await expect(canvas.getByText(/laws of the State of Texas/)).toBeVisible();
  },
};
