import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactCopy, formCommon, leadMagnetCopy } from '../../../domain/forms';
import { Button } from '../../primitives/Button';
import { FormSuccess } from './FormSuccess';

const meta = {
  title: 'Forms/FormSuccess',
  component: FormSuccess,
  args: {
    title: contactCopy.successTitle,
    children: contactCopy.successBody('rosa@delgadobakery.com'),
    reference: 'LS-7K3M9QXA',
    referenceLabel: formCommon.referenceLabel,
  },
} satisfies Meta<typeof FormSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageSent: Story = {
  name: 'Message sent, with its reference',
  args: { actions: <Button tone="secondary">{contactCopy.sendAnother}</Button> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: contactCopy.successTitle });
    // It takes focus, so a screen reader announces it in place of the form.
    await expect(region).toHaveFocus();
    await expect(canvas.getByText('LS-7K3M9QXA')).toBeVisible();
    await expect(canvas.getByText(formCommon.referenceLabel)).toBeVisible();
  },
};

export const GuideReady: Story = {
  name: 'Guide ready to download',
  args: {
    title: leadMagnetCopy.successTitle,
    children: leadMagnetCopy.successBody,
    actions: (
      <Button asChild>
        <a href="/downloads/small-business-website-guide.pdf" download>
          {leadMagnetCopy.download}
        </a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: leadMagnetCopy.download })).toHaveAttribute('download');
  },
};

export const WithoutFocus: Story = {
  name: 'Shown without taking focus',
  args: { autoFocus: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).not.toHaveFocus();
  },
};
