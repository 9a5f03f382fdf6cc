export {
  Tabs,
  TabsRoot,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabPanelId,
  type TabItem,
} from './Tabs';
