import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitationAcceptForm } from './InvitationAcceptForm';

const meta = {
  title: 'Admin/InvitationAcceptForm',
  component: InvitationAcceptForm,
  args: { email: 'dale@example.com', defaultName: 'Dale Whitaker', onSubmit: fn() },
} satisfies Meta<typeof InvitationAcceptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name starts from the invitation; the password is checked (length, twice) before it is sent; by keyboard. */
export const Accepts: Story = {
  name: 'Choosing a password',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('dale@example.com')).toBeVisible();
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Dale Whitaker');
    await userEvent.click(canvas.getByLabelText(/^Password(?! again)/));
    await userEvent.keyboard('too short');
    await userEvent.tab();
    await userEvent.keyboard('too short{Enter}');
    await expect(canvas.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Password(?! again)/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' but now long enough');
    await userEvent.tab();
    await userEvent.keyboard(' but not the same{Enter}');
    await expect(canvas.getByText('The two passwords are not the same.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Password again/));
    await userEvent.type(canvas.getByLabelText(/Password again/), 'too short but now long enough{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Dale Whitaker', password: 'too short but now long enough' });
  },
};

export const Refused: Story = {
  name: 'Server refused',
  args: { error: { title: 'The server could not be reached.', message: 'Check your connection and try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};
