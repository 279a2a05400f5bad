export { GrowthTabs } from './growth-tabs';
