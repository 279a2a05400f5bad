export { SIMPLE_EARN_PATH, SimpleEarnPage, type SimpleEarnView } from './simple-earn-page';
