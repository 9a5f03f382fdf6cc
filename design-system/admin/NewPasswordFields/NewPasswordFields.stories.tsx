import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordFields, newPasswordProblems, type NewPasswordFieldsProps } from './NewPasswordFields';
import { Form } from '../../primitives/Form';

/** The fields hold their values here, as a form would; every story checks its own problems on each keystroke. */
function Controlled(props: Pick<NewPasswordFieldsProps, 'label' | 'name' | 'onPasswordChange'>) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problems = newPasswordProblems(password, confirm, { mismatch: 'The two passwords are not the same.' });
  return (
    <Form style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }} aria-label="Choose a password">
      <NewPasswordFields
        {...props}
        password={password}
        confirm={confirm}
        onPasswordChange={(next) => {
          setPassword(next);
          props.onPasswordChange(next);
        }}
        onConfirmChange={setConfirm}
        problems={password === '' ? {} : problems}
      />
    </Form>
  );
}

const meta = {
  title: 'Admin/NewPasswordFields',
  component: Controlled,
  args: { onPasswordChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels, password-manager hints, then the problems shown and wired to each field, by keyboard. */
export const Checks: Story = {
  name: 'Labels, hints and problems, by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password(?! again)/);
    const confirm = canvas.getByLabelText(/Password again/);
    for (const field of [password, confirm]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).toBeRequired();
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(password).toHaveAttribute('name', 'password');
    await expect(password).toHaveAttribute('minlength', '12');
    await expect(confirm).toHaveAttribute('name', 'confirm-password');

    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('too short');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('too short');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Use at least 12 characters.');
    await expect(confirm).not.toHaveAttribute('aria-invalid');

    await userEvent.keyboard(' but now long enough');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('too short but not the same');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('The two passwords are not the same.');

    await userEvent.clear(confirm);
    await userEvent.keyboard('too short but now long enough');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/not the same|at least/)).toBeNull();
  },
};

/** The labels and name a form gives them (here the password change's). */
export const Labelled: Story = {
  name: 'Labelled "New password"',
  args: { label: 'New password', name: 'new-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password(?! again)/)).toHaveAttribute('name', 'new-password');
    await expect(canvas.getByLabelText(/New password again/)).toHaveAttribute('name', 'confirm-password');
  },
};
