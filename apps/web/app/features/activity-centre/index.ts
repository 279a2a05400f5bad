export { ACTIVITY_CENTRE_PATH, ActivityCentrePage, type ActivityCentreView } from './activity-centre-page';
