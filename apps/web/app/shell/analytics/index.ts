export { AnalyticsProvider, sendWith, type Track, TrackProvider, useAnalytics } from './analytics-provider';
export { createAnalyticsQueue, MAX_ATTEMPTS, newEventId, type AnalyticsEvent, type SendBatch } from './analytics-queue';
export { useExperiment, useSegmentTiming } from './experiments';
