// The app-download promotion (issue 15 item 2; shell §2, §4, §9; widgets §2, §3): the phone banner
// the frame mounts, the app-download card for pages (the home page places it), the download reward
// modal (opened by name through the modal registry; frame/modal-table.ts loads its body on first
// use) and the /campaigns page.
export { AppDownloadBanner, type BannerDeps, type BannerScreen } from './app-download-banner';
export { AppDownloadCard, type AppDownloadCardProps } from './app-download-card';
export { CAMPAIGNS_PATH } from './campaigns-path';
export { CampaignsPage, type CampaignsView } from './campaigns-page';
export { cardDownloadUrl } from './card-link';
export { APP_DOWNLOAD_TASK_ID, DownloadRewardPrompt } from './download-reward';
