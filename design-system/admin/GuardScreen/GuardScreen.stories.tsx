import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { SessionExpired, VerifyingAccess } from './GuardScreen';

const meta = {
  title: 'Admin/Guard screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  name: 'Verifying Access',
  render: () => <VerifyingAccess title={messages.verifyingAccessTitle} detail={messages.verifyingAccessDetail} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying Access' })).toBeVisible();
    await expect(canvas.getByText('Authenticating with enhanced security protocols...')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying Access');
  },
};

export const Expired: Story = {
  name: 'Session Expired',
  render: () => (
    <SessionExpired
      title={messages.sessionExpiredTitle}
      message={messages.sessionExpired}
      actionLabel={messages.returnToLogin}
      loginPath="/admin/login"
      returnTo="/hosting-management"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session Expired' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your session has expired due to inactivity. Please log in again for security.',
    );
    const link = canvas.getByRole('link', { name: 'Return to Login' });
    await expect(link).toHaveAttribute('href', '/admin/login?redirect=%2Fhosting-management');
  },
};
