export * from './NodePalette';
export { NodeKindIcon, workflowNodeDragType, type NodeKindIconProps } from './nodeAppearance';
