import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Activity, MousePointerClick, Target, Workflow as WorkflowIcon } from 'lucide-react';
import {
  BarChart,
  Button,
  Card,
  Container,
  Heading,
  PageHeader,
  StatTile,
  Tabs,
  TemplateCard,
  TextLink,
  UpgradeDialog,
  WorkflowPreview,
  type WorkflowStep,
  PlanCard,
} from '../../../../design-system';
import {
  customerWorkflowsCopy as copy,
  customerWorkflowTabs,
  type CustomerWorkflowTab,
  templateOf,
  workflowTotals,
} from '../../../../domain/customer-workflows-page';
import type { CustomerWorkflow } from '../../../../domain/entities';
import { messages } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import { checkoutFormPath, workflowCheckoutFields } from '../../../../domain/checkout-form';
import { customerWorkflowPlans, upgradeDialogPlanTypes, type WorkflowPlanType } from '../../../../domain/plans';
import { sampleCustomerTemplates, sampleCustomerWorkflows } from '../../../../domain/samples/customer-workflows';
import { preloadWorkflowCheckout, useWorkflowCheckout } from '../../../checkout/useWorkflowCheckout';
import { CheckoutFailureHint } from '../../../checkout/CheckoutFailureMessage';
import type { PlanPageSearch } from '../../../checkout/search';
import { CheckoutReturnNotice } from '../plans/CheckoutReturnNotice';
import * as styles from './page.css';
import { groupDigits } from '../../../../domain/format';

const dialogPlans = upgradeDialogPlanTypes.map((planType) => customerWorkflowPlans.find((plan) => plan.planType === planType)!);

function stepsOf(workflow: CustomerWorkflow): WorkflowStep[] {
  const template = templateOf(workflow, sampleCustomerTemplates);
  if (!template) return [];
  return [
    ...template.triggers.map((label) => ({ kind: 'trigger' as const, label })),
    ...template.actions.map((label) => ({ kind: 'action' as const, label })),
  ];
}

export interface CustomerWorkflowsPageProps {
  readonly page: PageMeta;
  /** From the validated search: back from Stripe paid, or having canceled. */
  /** checkout's return targets: `?success=true&session_id=...` or `?canceled=true` */
  readonly search: Omit<PlanPageSearch, 'tab'>;
  readonly onDismissNotice: () => void;
  /** the open tab (`?tab=`; the builder when absent) */
  readonly tab: CustomerWorkflowTab;
  readonly onTabChange: (tab: CustomerWorkflowTab) => void;
}

/** One tab's panel: its title and introduction, perhaps an action beside them, then its content. */
function Panel({ id, title, lede, action, children }: { id: string; title: string; lede: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <div className={styles.panelIntro}>
          <Heading level={2} size="xlarge" id={id}>
            {title}
          </Heading>
          <p className={styles.lede}>{lede}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function CustomerWorkflowsPage({ page, search, onDismissNotice, tab, onTabChange }: CustomerWorkflowsPageProps) {
  const checkout = useWorkflowCheckout();
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const { state } = checkout;

  const openUpgrade = () => {
    // Create New Workflow and every Use Template open the one dialog: focus returns to the opener.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A failure shown in the Pricing tab has no place in a freshly opened dialog.
    if (state.status === 'failed') checkout.cancel();
    preloadWorkflowCheckout();
    setDialogOpen(true);
  };
  const onDialogOpenChange = (open: boolean) => {
    setDialogOpen(open);
    if (!open && state.status !== 'redirecting') checkout.cancel();
  };

  const pendingFrom = (source: 'dialog' | 'pricing'): WorkflowPlanType | null =>
    (state.status === 'starting' || state.status === 'redirecting') && state.source === source ? state.planType : null;
  const anyPending = state.status === 'starting' || state.status === 'redirecting';
  const errorFrom = (source: 'dialog' | 'pricing', planType?: WorkflowPlanType) =>
    state.status === 'failed' && state.source === source && (planType === undefined || state.planType === planType)
      ? { title: state.notice.title, hint: <CheckoutFailureHint notice={state.notice} /> }
      : null;

  const totals = workflowTotals(sampleCustomerWorkflows);

  const builder = (
    <Panel id="builder-heading" title={copy.builderHeading} lede={copy.builderLede} action={<Button onClick={openUpgrade}>{copy.createNewWorkflow}</Button>}>
      <ul className={styles.list} role="list">
        {sampleCustomerWorkflows.map((workflow) => (
          <li key={workflow.id}>
            <WorkflowPreview workflow={workflow} steps={stepsOf(workflow)} statusLabels={copy.statusLabels} />
          </li>
        ))}
      </ul>
      <p className={styles.demoLink}>
        <TextLink asChild>
          <Link to="/workflow-automation">{copy.builderDemoLink}</Link>
        </TextLink>
      </p>
    </Panel>
  );

  const templates = (
    <Panel id="templates-heading" title={copy.templatesHeading} lede={copy.templatesLede}>
      <ul className={styles.cardGrid} role="list">
        {sampleCustomerTemplates.map((template) => (
          <li key={template.id}>
            <TemplateCard
              variant="customer"
              template={template}
              popularLabel={copy.popularTemplate}
              useLabel={copy.useTemplate}
              onUse={openUpgrade}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );

  const analytics = (
    <Panel id="analytics-heading" title={copy.analyticsHeading} lede={copy.analyticsLede}>
      <div className={styles.tiles}>
        <StatTile label="Total triggers" value={groupDigits(totals.triggers)} icon={<MousePointerClick />} />
        <StatTile label="Conversions" value={groupDigits(totals.conversions)} icon={<Target />} />
        <StatTile label="Conversion rate" value={`${totals.conversionRate.toFixed(1)}%`} icon={<Activity />} />
        <StatTile label="Active workflows" value={`${totals.active} of ${totals.total}`} icon={<WorkflowIcon />} />
      </div>
      <div className={styles.charts}>
        <Card lift="none">
          <BarChart
            title={copy.triggersChartTitle}
            valueName="Triggers"
            data={sampleCustomerWorkflows.map((w) => ({ label: w.name, value: w.triggers }))}
          />
        </Card>
        <Card lift="none">
          <BarChart
            title={copy.conversionsChartTitle}
            valueName="Conversions"
            colour="accent"
            data={sampleCustomerWorkflows.map((w) => ({ label: w.name, value: w.conversions }))}
          />
        </Card>
      </div>
    </Panel>
  );

  const pricing = (
    <Panel id="pricing-heading" title={copy.pricingHeading} lede={copy.pricingLede}>
      <ul className={styles.planGrid} role="list">
        {customerWorkflowPlans.map((plan) => (
          <li key={plan.planType} className={styles.planItem}>
            <PlanCard
              variant="workflow"
              plan={plan}
              popularLabel={messages.mostPopular}
              ctaLabel={copy.choosePlan(plan.name)}
              onChoose={(planType) => void checkout.choose(planType, 'pricing')}
              form={{ action: checkoutFormPath, fields: workflowCheckoutFields(plan.planType) }}
              loading={pendingFrom('pricing') === plan.planType}
              disabled={anyPending}
              error={errorFrom('pricing', plan.planType)}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={page.heading} lede={page.description} />
      <Container className={styles.body}>
        <CheckoutReturnNotice
          search={search}
          onDismiss={onDismissNotice}
          paid={{ title: copy.successTitle, text: copy.successBody }}
          className={styles.notice}
        />
        <Tabs
          label={copy.tabsLabel}
          value={tab}
          onValueChange={({ value }) => {
            if (value === 'pricing') preloadWorkflowCheckout();
            onTabChange(value as CustomerWorkflowTab);
          }}
          items={customerWorkflowTabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            content: { builder, templates, analytics, pricing }[tab.value],
          }))}
        />
      </Container>
      <UpgradeDialog
        open={dialogOpen}
        onOpenChange={onDialogOpenChange}
        title={messages.upgradeRequired}
        description={copy.upgradeDescription}
        plans={dialogPlans}
        onChoose={(planType) => void checkout.choose(planType, 'dialog')}
        pendingPlan={pendingFrom('dialog')}
        pendingLabel={copy.redirecting}
        error={errorFrom('dialog')}
        maybeLaterLabel={messages.maybeLater}
        popularLabel={messages.mostPopular}
        finalFocusEl={() => opener.current}
      />
    </>
  );
}
