export * from './redaction';
export * from './monitoring-filters';
