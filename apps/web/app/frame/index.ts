// The frame (architecture guide "frame/"): page frame, modal host, bars, banners and side-menu
// slots, and the spec's layout constants. Only routes and root import it.
export { FrameProvider, type FrameData } from './frame-provider';
export { LAYOUT } from './layout';
export { PageFrame } from './page-frame';
export { GatedComplianceTips } from './compliance-tips';
