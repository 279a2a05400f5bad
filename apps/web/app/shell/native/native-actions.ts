// What the lazy wrappers of index.ts load: the bridge, share and navigation code, in a chunk of
// its own, so a page that never talks to the app ships none of it.
export { closeWebview, openKyc, openPage } from './native-navigation';
export { shareImage } from './native-share';
