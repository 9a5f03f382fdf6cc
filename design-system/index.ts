// The one barrel of the design system. Tokens first, then one line per component folder.
// Append new components as `export * from './components/Name';` lines.
import './tokens/fonts.css';
export * from './tokens/contract.css';
export * from './tokens/themes.css';
export * from './tokens/global.css';
export * from './components/Button';
export * from './components/VisuallyHidden';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Container';
export * from './components/Heading';
export * from './components/Text';
export * from './components/PageHeader';
export * from './components/SkipLink';
export * from './components/TextLink';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Banner';
export * from './components/StatTile';
export * from './components/UsageBar';
export * from './components/Table';
export * from './components/Footer';
export * from './components/NotFound';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/Menu';
export * from './components/Switch';
export * from './components/Select';
export * from './components/Field';
export * from './components/Header';
export * from './components/Chart';
export * from './components/PaymentStatus';
export * from './components/MessageBubble';
export * from './components/ChatSessionList';
export * from './components/ChatThread';
export * from './components/Composer';
export * from './components/ChatStats';
export * from './components/WidgetPreview';
export * from './components/LiveChatSettingsForm';
export * from './components/PromoBanner';
export * from './components/FeatureGrid';
export * from './components/MigrationSteps';
export * from './components/AddOnCard';
export * from './components/HostingPlanCard';
export * from './components/HostingComparisonTable';
export * from './components/WorkflowPreview';
export * from './components/TemplateCard';
export * from './components/WorkflowPlanCard';
export * from './components/UpgradeDialog';
export * from './components/AssistantLauncher';
// AssistantDialog, AssistantMessageList and AssistantComposer are imported by path
// (design-system/components/AssistantDialog): whatever this barrel exports and a lazy chunk uses
// is bundled into every page's first load, and the dialog must load only when first opened.
