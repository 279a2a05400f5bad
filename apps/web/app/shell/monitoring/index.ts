export { createDebugLog, debugEnabled, DEBUG_QUERY, type DebugLog } from './debug-log';
export { PageViewDebugLogger } from './page-view-debug-logger';
