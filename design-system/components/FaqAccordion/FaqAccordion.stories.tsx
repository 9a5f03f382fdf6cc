import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generalFaqs } from '../../../domain/marketing/shared';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  title: 'Marketing/FaqAccordion',
  component: FaqAccordion,
  args: { items: generalFaqs },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const [cost, time, ownership] = generalFaqs;

export const Default: Story = {
  name: 'All closed, opened by mouse',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(generalFaqs.length);
    // each question is a heading holding its button
    await expect(canvas.getByRole('heading', { level: 3, name: cost!.question })).toBeVisible();
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    // the answers are in the page, hidden until opened
    await expect(canvas.getByText(cost!.answer[0]!)).not.toBeVisible();

    const first = canvas.getByRole('button', { name: cost!.question });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).toBeVisible());
    await expect(canvas.getByRole('region', { name: cost!.question })).toBeVisible();

    // several can be open at once, and an open one closes again
    await userEvent.click(canvas.getByRole('button', { name: time!.question }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).not.toBeVisible());
  },
};

export const Keyboard: Story = {
  name: 'Operated by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).toBeVisible());

    // arrows move between questions without opening them; Space opens
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(buttons[buttons.length - 1]).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');

    // Tab leaves the questions in order, skipping the answers' text
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
  },
};

export const OneOpen: Story = {
  name: 'One open at first',
  args: { defaultValue: [ownership!.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ownership!.question })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(ownership!.answer[0]!)).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: { defaultValue: [cost!.id] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: cost!.question });
    // a comfortable touch target
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
