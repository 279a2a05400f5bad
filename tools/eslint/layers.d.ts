import type { Rule } from 'eslint';

declare const plugin: { rules: { layers: Rule.RuleModule; 'micro-app-zone': Rule.RuleModule } };
export default plugin;
