import { lazy, Suspense, useEffect, useState } from 'react';
import { LayoutTemplate, ListChecks, Workflow as WorkflowIcon } from 'lucide-react';
import { Container, MarketingHero, TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../../design-system';
import { workflowBuilderHeroImage } from '../../../../domain/marketing/automation';
import { publicPages } from '../../../../domain/pages';
import { BuilderPlaceholder } from './BuilderPlaceholder';
import { MyWorkflows } from './MyWorkflows';
import { TemplatesTab } from './TemplatesTab';
import type { BuilderRequest, TemplateId } from './WorkflowBuilder';
import * as styles from './workflow.css';

const loadBuilder = () => import('./WorkflowBuilder');
// The builder (and the canvas library in it) is fetched when its tab is first opened, or a moment
// earlier when the pointer or focus reaches the tab.
const WorkflowBuilder = lazy(loadBuilder);

type Tab = 'workflows' | 'builder' | 'templates';
const isTab = (value: string): value is Tab => value === 'workflows' || value === 'builder' || value === 'templates';

export function WorkflowAutomationPage() {
  const page = publicPages['/workflow-automation'];
  const [tab, setTab] = useState<Tab>('workflows');
  // Stays true once the builder has been opened, so its work survives switching tabs.
  const [builderOpened, setBuilderOpened] = useState(false);
  const [request, setRequest] = useState<BuilderRequest | null>(null);

  // A button inside a panel that switches tabs hides itself: focus moves to the new tab.
  const [focusTab, setFocusTab] = useState<Tab | null>(null);
  useEffect(() => {
    if (!focusTab) return;
    document.querySelector<HTMLElement>(`[data-tab-trigger="${focusTab}"]`)?.focus();
    setFocusTab(null);
  }, [focusTab]);

  const openTab = (next: Tab) => {
    setTab(next);
    if (next === 'builder') setBuilderOpened(true);
  };
  /** Opens the builder, with a template or as it was; the builder then takes focus. */
  const openBuilder = (templateId: TemplateId | null) => {
    setRequest((current) => ({ templateId, token: (current?.token ?? 0) + 1 }));
    openTab('builder');
  };
  const preload = () => void loadBuilder();

  return (
    <>
      <MarketingHero title={page.heading} lede={page.description} eyebrow="Demonstration on sample data" image={workflowBuilderHeroImage} />
      <Container className={styles.page}>
        <TabsRoot value={tab} onValueChange={({ value }) => isTab(value) && openTab(value)}>
          <TabsList aria-label="Workflow automation sections">
            <TabsTrigger value="workflows" data-tab-trigger="workflows">
              <ListChecks size="1.1em" aria-hidden="true" focusable="false" />
              My Workflows
            </TabsTrigger>
            <TabsTrigger value="builder" data-tab-trigger="builder" onPointerEnter={preload} onFocus={preload}>
              <WorkflowIcon size="1.1em" aria-hidden="true" focusable="false" />
              Workflow Builder
            </TabsTrigger>
            <TabsTrigger value="templates" data-tab-trigger="templates">
              <LayoutTemplate size="1.1em" aria-hidden="true" focusable="false" />
              Templates
            </TabsTrigger>
          </TabsList>
          <TabsContent value="workflows">
            <MyWorkflows
              onOpenBuilder={() => openBuilder(null)}
              onOpenTemplates={() => {
                openTab('templates');
                setFocusTab('templates');
              }}
            />
          </TabsContent>
          <TabsContent value="builder">
            {builderOpened ? (
              <Suspense fallback={<BuilderPlaceholder loading />}>
                <WorkflowBuilder request={request} />
              </Suspense>
            ) : (
              <BuilderPlaceholder loading={false} />
            )}
          </TabsContent>
          <TabsContent value="templates">
            <TemplatesTab onUseTemplate={openBuilder} />
          </TabsContent>
        </TabsRoot>
      </Container>
    </>
  );
}
