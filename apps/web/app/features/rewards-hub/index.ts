export { REWARDS_HUB_PATH, RewardsHubPage, type RewardsHubView } from './rewards-hub-page';
