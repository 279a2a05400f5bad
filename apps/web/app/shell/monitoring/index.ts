export { createDebugLog, debugEnabled, DEBUG_QUERY, type DebugLog } from './debug-log';
export { PageViewDebugLogger } from './page-view-debug-logger';
export { MONITORING_LOADER_TIMEOUT_MS, MonitoringKeeper, reportMonitoringEvent } from './monitoring-keeper';
