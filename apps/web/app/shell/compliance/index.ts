// The compliance check reaches pages through the root loader (index.server.ts); what the browser
// may share is its shape.
export type { ComplianceCheck, ComplianceLimit, SiteSwitchFlags } from '@meridian/domain';
