export { WidgetPreview } from './WidgetPreview';
export type { PreviewMode, WidgetPreviewLabels, WidgetPreviewProps } from './WidgetPreview';
