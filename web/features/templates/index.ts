export { TemplatesTab } from './templates-tab.tsx';
