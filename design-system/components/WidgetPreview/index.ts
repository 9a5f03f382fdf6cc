export { WidgetPreview } from './WidgetPreview';
