import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { HoneypotField } from './HoneypotField';
import { Form } from '../../primitives/Form';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  args: { label: 'Leave this field empty', value: '', onChange: () => {} },
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

function InAForm() {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" name="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <HoneypotField label="Leave this field empty" value={trap} onChange={setTrap} />
      <Button type="submit">Send</Button>
    </Form>
  );
}

export const HiddenFromPeople: Story = {
  name: 'In a form: skipped by the keyboard, hidden from screen readers, there for bots',
  render: () => <InAForm />,
  play: async ({ canvas, canvasElement }) => {
    // A bot reading the markup finds an ordinary text input named "website"...
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(trap).toBeInTheDocument();
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // ...that is not display:none (bots skip those), but is nowhere on screen,
    await expect(getComputedStyle(trap).display).not.toBe('none');
    await expect(trap.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    // not in the accessibility tree,
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    // and not in the tab order: Tab goes from Email straight to Send.
    await userEvent.click(canvas.getByLabelText('Email'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
  },
};
