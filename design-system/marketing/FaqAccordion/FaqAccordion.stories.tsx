import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

/** The questions' summaries, in order (a summary is the browser's own disclosure button). */
const questionsIn = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('summary'));
const questionNamed = (canvas: StoryContext['canvas'], name: string) => {
  const summary = canvas.getByRole('heading', { name }).closest('summary');
  if (!summary) throw new Error(`no summary holds “${name}”`);
  return summary;
};
/** Whether a question's answer is shown: its details element is open. */
const isOpen = (summary: Element) => (summary.parentElement as HTMLDetailsElement).open;

export const Default: Story = {
  name: 'All closed, opened by mouse',
  play: async ({ canvas, canvasElement }) => {
    const questions = questionsIn(canvasElement);
    await expect(questions).toHaveLength(generalFaqs.length);
    // each question is a heading inside its summary
    await expect(canvas.getByRole('heading', { level: 3, name: cost!.question })).toBeVisible();
    for (const question of questions) await expect(isOpen(question)).toBe(false);
    // the answers are in the page, hidden until opened
    await expect(canvas.getByText(cost!.answer[0]!)).not.toBeVisible();

    const first = questionNamed(canvas, cost!.question);
    await userEvent.click(first);
    await expect(isOpen(first)).toBe(true);
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).toBeVisible());
    await expect(canvas.getByRole('region', { name: cost!.question })).toBeVisible();
    // the chevron turns
    await waitFor(() => expect(getComputedStyle(first.querySelector('[aria-hidden] svg')!.parentElement!).transform).not.toBe('none'));

    // several can be open at once, and an open one closes again
    await userEvent.click(questionNamed(canvas, time!.question));
    await expect(isOpen(first)).toBe(true);
    await userEvent.click(first);
    await expect(isOpen(first)).toBe(false);
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).not.toBeVisible());
  },
};

/**
 * Enter and Space on a summary are the browser's own (a key event sent by a script, as here, does
 * not open it): this stands in for them with the click they make. e2e/marketing.test.ts and
 * e2e/html-first.test.ts press the real keys.
 */
const activateFocused = () => (document.activeElement as HTMLElement).click();

export const Keyboard: Story = {
  name: 'Operated by keyboard',
  play: async ({ canvas, canvasElement }) => {
    const questions = questionsIn(canvasElement);
    await userEvent.tab();
    await expect(questions[0]).toHaveFocus();
    activateFocused();
    await waitFor(() => expect(isOpen(questions[0]!)).toBe(true));
    await waitFor(() => expect(canvas.getByText(cost!.answer[0]!)).toBeVisible());

    // arrows move between questions without opening them
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(questions[1]).toHaveFocus());
    await expect(isOpen(questions[1]!)).toBe(false);
    activateFocused();
    await waitFor(() => expect(isOpen(questions[1]!)).toBe(true));

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(questions[questions.length - 1]).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(questions[0]).toHaveFocus());
    activateFocused();
    await waitFor(() => expect(isOpen(questions[0]!)).toBe(false));

    // Tab leaves the questions in order, skipping the answers' text
    await userEvent.tab();
    await expect(questions[1]).toHaveFocus();
  },
};

export const OneOpen: Story = {
  name: 'One open at first',
  args: { defaultValue: [ownership!.id] },
  play: async ({ canvas }) => {
    await expect(isOpen(questionNamed(canvas, ownership!.question))).toBe(true);
    await expect(isOpen(questionNamed(canvas, cost!.question))).toBe(false);
    await expect(canvas.getByText(ownership!.answer[0]!)).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: { defaultValue: [cost!.id] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const question = questionNamed(canvas, cost!.question);
    // a comfortable touch target
    await expect(question.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
