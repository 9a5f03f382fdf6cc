import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea, TextField } from '../Field';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Form } from './Form';
import { rememberEarlyInput } from './keepEarlyInput';

interface Sent {
  readonly email: string;
  readonly notes: string;
  readonly welcome: string;
  readonly topic: string;
  readonly updates: boolean;
  readonly plan: string;
  readonly chat: boolean;
}

/**
 * A form of every kind of control, its values in React state as the site's forms hold them: one
 * object, each change made from the values last rendered (as the live-chat settings do).
 */
function EarlyForm({ onSend, onHydrated }: { readonly onSend: (sent: Sent) => void; readonly onHydrated?: () => void }) {
  const [values, setValues] = useState<Sent>({ email: '', notes: '', welcome: 'Howdy!', topic: '', updates: false, plan: 'basic', chat: false });
  const update = (change: Partial<Sent>) => setValues({ ...values, ...change });
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <Form
      method="post"
      aria-label="Early form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <TextField label="Email" name="email" type="email" value={values.email} onChange={(event) => update({ email: event.currentTarget.value })} />
      <TextArea label="Notes" name="notes" value={values.notes} onChange={(event) => update({ notes: event.currentTarget.value })} />
      <TextArea label="Welcome message" name="welcome" value={values.welcome} onChange={(event) => update({ welcome: event.currentTarget.value })} />
      <Select
        label="Topic"
        name="topic"
        options={['Hosting', 'Design'].map((value) => ({ value, label: value }))}
        value={values.topic}
        onValueChange={(topic) => update({ topic })}
      />
      <label>
        <input type="checkbox" name="updates" checked={values.updates} onChange={(event) => update({ updates: event.currentTarget.checked })} /> Send
        me updates
      </label>
      <fieldset>
        <legend>Plan</legend>
        {['basic', 'pro'].map((value) => (
          <label key={value}>
            <input type="radio" name="plan" value={value} checked={values.plan === value} onChange={() => update({ plan: value })} /> {value}
          </label>
        ))}
      </fieldset>
      <Switch label="Live chat" name="chat" checked={values.chat} onCheckedChange={(chat) => update({ chat })} />
      <Button type="submit">Send</Button>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: Form,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page as the server sent it, filled in before its scripts arrive (values set the way a
 * password manager sets them: no key events), then hydrated: Send sends every early value.
 */
export const FilledBeforeHydration: Story = {
  name: 'Filled in before the scripts arrived',
  render: () => <div data-testid="page" />,
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    page.innerHTML = renderToString(<EarlyForm onSend={() => {}} />);
    const form = within(page);
    (form.getByLabelText('Email') as HTMLInputElement).value = 'early@example.com';
    (form.getByLabelText('Notes') as HTMLTextAreaElement).value = 'Typed while the scripts were loading.';
    // React puts a textarea's rendered text back as it hydrates: the app's entry remembers first.
    (form.getByLabelText('Welcome message') as HTMLTextAreaElement).value = 'Howdy, early bird!';
    (form.getByLabelText('Topic') as HTMLSelectElement).value = 'Design';
    (form.getByLabelText('Send me updates') as HTMLInputElement).checked = true;
    (form.getByLabelText('pro') as HTMLInputElement).checked = true;
    (form.getByRole('switch', { name: 'Live chat' }) as HTMLInputElement).checked = true;

    const onSend = fn();
    let hydrated = false;
    rememberEarlyInput(document);
    const root = hydrateRoot(page, <EarlyForm onSend={onSend} onHydrated={() => (hydrated = true)} />);
    try {
      await waitFor(() => expect(hydrated).toBe(true));
      // Each early input is told in a task of its own, within a few milliseconds of hydrating.
      await waitFor(async () => {
        await userEvent.click(form.getByRole('button', { name: 'Send' }));
        await expect(onSend).toHaveBeenLastCalledWith({
        email: 'early@example.com',
        notes: 'Typed while the scripts were loading.',
        welcome: 'Howdy, early bird!',
        topic: 'Design',
        updates: true,
        plan: 'pro',
        chat: true,
      });
      });
      // What the page shows is what it holds.
      await expect(form.getByLabelText('Topic')).toHaveValue('Design');
      await expect(form.getByRole('switch', { name: 'Live chat' })).toBeChecked();
    } finally {
      root.unmount();
    }
  },
};

/** Untouched before hydration: nothing is sent but what the form rendered. */
export const UntouchedBeforeHydration: Story = {
  name: 'Untouched before the scripts arrived',
  render: () => <div data-testid="page" />,
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    page.innerHTML = renderToString(<EarlyForm onSend={() => {}} />);
    const onSend = fn();
    let hydrated = false;
    const root = hydrateRoot(page, <EarlyForm onSend={onSend} onHydrated={() => (hydrated = true)} />);
    try {
      await waitFor(() => expect(hydrated).toBe(true));
      await userEvent.click(within(page).getByRole('button', { name: 'Send' }));
      await expect(onSend).toHaveBeenCalledWith({ email: '', notes: '', welcome: 'Howdy!', topic: '', updates: false, plan: 'basic', chat: false });
    } finally {
      root.unmount();
    }
  },
};
