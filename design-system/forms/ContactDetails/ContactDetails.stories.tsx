import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { expect } from 'storybook/test';
import { contactCopy } from '../../../domain/forms';
import { agency } from '../../../domain/navigation';
import { TextLink } from '../../primitives/TextLink';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Forms/ContactDetails',
  component: ContactDetails,
  args: {
    items: [
      { id: 'phone', label: contactCopy.phoneLabel, icon: <Phone />, content: <TextLink href={`tel:${agency.phone}`}>{agency.phoneDisplay}</TextLink> },
      { id: 'email', label: contactCopy.emailLabel, icon: <Mail />, content: <TextLink href={`mailto:${agency.email}`}>{agency.email}</TextLink> },
      { id: 'studio', label: contactCopy.studioLabel, icon: <MapPin />, content: contactCopy.studio },
      { id: 'hours', label: contactCopy.hoursLabel, icon: <Clock />, content: agency.hours },
    ],
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agency: Story = {
  name: 'The agency’s details',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: agency.phoneDisplay })).toHaveAttribute('href', `tel:${agency.phone}`);
    await expect(canvas.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
  },
};
