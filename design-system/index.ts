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
export * from './components/NodePalette';
export * from './components/WorkflowCard';
export * from './components/TemplateCard';
export * from './components/UndoToast';
// Not exported here: WorkflowCanvas. It brings @xyflow/react and its CSS, which this barrel would
// pull into every page's first load; import it from './components/WorkflowCanvas' (lazily).
