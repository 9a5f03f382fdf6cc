/**
 * /manage-subscription wired to the real submission flow (machine, lazily loaded checks, API
 * client) against the MSW variants of request-portal-link, and the emailed link's page.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fieldMessages, formFailures } from '../../../../domain/forms';
import { portalLinkMessages as copy } from '../../../../domain/messages';
import { publicPages } from '../../../../domain/pages';
import { requestPortalLinkHandlers } from '../../../../mocks/handlers/request-portal-link';
import { ManageSubscriptionPage } from './ManageSubscriptionPage';

/** the field's label (followed by the required mark) */
const emailLabel = new RegExp(`^${copy.emailLabel}`);

const meta = {
  title: 'Payment/Pages/Manage subscription',
  component: ManageSubscriptionPage,
  parameters: { layout: 'fullscreen', route: '/manage-subscription', msw: { handlers: [requestPortalLinkHandlers.success] } },
  args: { page: publicPages['/manage-subscription'], token: undefined },
} satisfies Meta<typeof ManageSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvas: StoryContext['canvas'], email: string) {
  const field = canvas.getByLabelText(emailLabel);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
}

export const Requested: Story = {
  name: 'Asked for a link: the one answer, announced; asked again',
  play: async ({ canvas }) => {
    await ask(canvas, 'dana@example.com');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(copy.requested));
    await expect(canvas.getByLabelText(emailLabel)).toHaveValue('dana@example.com');
    await ask(canvas, 'someone-else@example.com');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(copy.requested));
  },
};

export const MalformedEmail: Story = {
  name: 'Malformed email: checked in the browser, nothing sent',
  // Were anything sent, this variant would answer with a server error.
  parameters: { msw: { handlers: [requestPortalLinkHandlers.error] } },
  play: async ({ canvas }) => {
    await ask(canvas, 'dana@');
    const field = canvas.getByLabelText(emailLabel);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const RateLimited: Story = {
  name: 'Too many requests from this connection',
  parameters: { msw: { handlers: [requestPortalLinkHandlers.rateLimited] } },
  play: async ({ canvas }) => {
    await ask(canvas, 'dana@example.com');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.rateLimited(undefined).title.slice(0, 20)));
    await expect(canvas.getByLabelText(emailLabel)).toHaveValue('dana@example.com');
  },
};

export const Offline: Story = {
  name: 'Offline: the email is kept',
  parameters: { msw: { handlers: [requestPortalLinkHandlers.offline] } },
  play: async ({ canvas }) => {
    await ask(canvas, 'dana@example.com');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(formFailures.offline.title));
  },
};

export const FromTheLink: Story = {
  name: 'Opened from the emailed link: the button, and a form for a new link',
  args: { token: 'A'.repeat(43) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.openTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.openButton })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: copy.newLinkHeading })).toBeVisible();
    // the new-link form posts to the plain page: the token stays out of it
    await expect(canvas.getByRole('button', { name: copy.submit }).closest('form')).toHaveAttribute('action', '/manage-subscription');
  },
};
