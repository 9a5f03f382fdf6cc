import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths } from '../../../domain/api';
import { customerWorkflowsCopy, workflowCheckoutReturnUrl } from '../../../domain/customer-workflows-page';
import { checkoutFailureKind, checkoutFailures, messages, type CheckoutFailureNotice } from '../../../domain/messages';
import { customerWorkflowPlans, upgradeDialogPlanTypes, type WorkflowPlanType } from '../../../domain/plans';
import { Button } from '../../primitives/Button';
import { UpgradeDialog, type UpgradeDialogProps } from './UpgradeDialog';

const dialogPlans = upgradeDialogPlanTypes.map((type) => customerWorkflowPlans.find((plan) => plan.planType === type)!);

const meta = {
  title: 'Customer workflows/UpgradeDialog',
  component: UpgradeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onChoose: fn(),
    title: messages.upgradeRequired,
    description: customerWorkflowsCopy.upgradeDescription,
    plans: dialogPlans,
    pendingLabel: customerWorkflowsCopy.redirecting,
    maybeLaterLabel: messages.maybeLater,
    popularLabel: messages.mostPopular,
  },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => screen.findByRole('dialog', { name: messages.upgradeRequired });

export const Open: Story = {
  name: 'Open',
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription(customerWorkflowsCopy.upgradeDescription);
    const buttons = within(dialog).getAllByRole('button', { name: /month/ });
    // Professional first, then Starter (spec section 2).
    await expect(buttons.map((button) => button.textContent?.replace(/\s+/g, ' '))).toEqual(['Professional — $49/month', 'Starter — $19/month']);
    await expect(buttons[0]).toHaveAccessibleDescription('15 active workflows · 10,000 triggers per month');
    await expect(within(dialog).getByText(messages.mostPopular)).toBeVisible();
    await userEvent.click(buttons[0]!);
    await expect(args.onChoose).toHaveBeenCalledWith('professional');
  },
};

export const Loading: Story = {
  name: 'Starting checkout',
  args: { pendingPlan: 'professional' },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const professional = within(dialog).getByRole('button', { name: /Professional/ });
    await expect(professional).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: /Starter/ })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(customerWorkflowsCopy.redirecting);
    // No double press.
    await userEvent.click(professional);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Checkout failed',
  args: { error: checkoutFailures.unavailable },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(checkoutFailures.unavailable.title);
    // The visitor can try again.
    await expect(within(dialog).getByRole('button', { name: /Professional/ })).toBeEnabled();
  },
};

export const MaybeLater: Story = {
  name: 'Maybe Later closes it',
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{customerWorkflowsCopy.createNewWorkflow}</Button>
        <UpgradeDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: customerWorkflowsCopy.createNewWorkflow });
    await userEvent.click(opener);
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.maybeLater }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * The create-workflow-subscription call's answers, as the offline mock gives them
 * (mocks/handlers/create-workflow-subscription.ts, whose contract mocks/contract.test.ts checks):
 * offline "checkout" lands straight on the return URL with a fake session id.
 */
const checkoutAnswers = {
  success: http.post(apiPaths.createWorkflowSubscription, async ({ request }) => {
    const { planType, returnUrl } = (await request.json()) as { planType: WorkflowPlanType; returnUrl: string };
    const landing = new URL(returnUrl, request.url);
    landing.searchParams.set('session_id', `cs_test_mock_workflow_${planType}`);
    return HttpResponse.json({ checkoutUrl: landing.href });
  }),
  notConfigured: http.post(apiPaths.createWorkflowSubscription, () => HttpResponse.json({ error: messages.paymentsNotConfigured }, { status: 503 })),
  error: http.post(apiPaths.createWorkflowSubscription, () => HttpResponse.json({ error: 'The mock server failed on purpose (story variant).' }, { status: 500 })),
  slow: http.post(apiPaths.createWorkflowSubscription, async () => {
    await delay('infinite');
    return HttpResponse.error();
  }),
};

/**
 * The dialog wired to the real create-workflow-subscription call, answered by the MSW handlers
 * above. A story cannot leave the page, so the checkout address is shown instead of followed.
 */
function CheckoutHarness(args: UpgradeDialogProps) {
  const [open, setOpen] = useState(true);
  const [pendingPlan, setPendingPlan] = useState<WorkflowPlanType | null>(null);
  const [error, setError] = useState<CheckoutFailureNotice | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const busy = useRef(false);
  async function choose(planType: WorkflowPlanType) {
    if (busy.current) return;
    busy.current = true;
    setPendingPlan(planType);
    setError(null);
    try {
      const response = await fetch(apiPaths.createWorkflowSubscription, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ planType, returnUrl: workflowCheckoutReturnUrl }),
      });
      const body = (await response.json()) as { checkoutUrl?: string; error?: string };
      if (response.ok && body.checkoutUrl) setCheckoutUrl(body.checkoutUrl);
      else setError(checkoutFailures[checkoutFailureKind(response.status, body.error)]);
    } catch {
      setError(checkoutFailures.unavailable);
    } finally {
      busy.current = false;
      setPendingPlan(null);
    }
  }
  return (
    <>
      {checkoutUrl ? <output aria-label="Checkout address">{checkoutUrl}</output> : null}
      <UpgradeDialog {...args} open={open} onOpenChange={setOpen} onChoose={choose} pendingPlan={pendingPlan} error={error} />
    </>
  );
}

export const MockedSuccess: Story = {
  name: 'Choosing a plan (mocked success)',
  parameters: { msw: { handlers: [checkoutAnswers.success] } },
  render: (args) => <CheckoutHarness {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Starter/ }));
    // The modal dialog hides the page behind it from assistive technology, so look it up directly.
    const output = await waitFor(() => {
      const element = canvasElement.querySelector('output');
      if (!element) throw new Error('no checkout address yet');
      return element;
    });
    // Offline "checkout" lands back on the return URL, as if the visitor had paid.
    await expect(output.textContent).toMatch(/\/customer-workflows\?success=true&session_id=cs_test_mock_workflow_starter$/);
  },
};

export const MockedNotConfigured: Story = {
  name: 'Payments not configured (503)',
  parameters: { msw: { handlers: [checkoutAnswers.notConfigured] } },
  render: (args) => <CheckoutHarness {...args} />,
  play: async () => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Professional/ }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(checkoutFailures.notConfigured.title);
    await expect(alert).toHaveTextContent(checkoutFailures.notConfigured.hint);
  },
};

export const MockedError: Story = {
  name: 'Server error (500)',
  parameters: { msw: { handlers: [checkoutAnswers.error] } },
  render: (args) => <CheckoutHarness {...args} />,
  play: async () => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Professional/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(checkoutFailures.unavailable.title);
  },
};

export const Slow: Story = {
  name: 'Slow answer (stays in progress)',
  parameters: { msw: { handlers: [checkoutAnswers.slow] } },
  render: (args) => <CheckoutHarness {...args} />,
  play: async () => {
    const dialog = await findDialog();
    const professional = within(dialog).getByRole('button', { name: /Professional/ });
    await userEvent.click(professional);
    await waitFor(() => expect(professional).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: /Starter/ })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(customerWorkflowsCopy.redirecting);
    // Maybe Later still closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: messages.maybeLater }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await findDialog();
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(within(dialog).getByRole('button', { name: messages.maybeLater })).toBeVisible();
  },
};
