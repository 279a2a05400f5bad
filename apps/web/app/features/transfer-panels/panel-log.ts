import type { TransferPanelName } from '../../shell/transfer-panels';

/** When a panel failed: loading it (the HEAD check, its code) or taking it down. */
export type PanelStage = 'mount' | 'unmount';

/** widgets §8 "Embedded panel mount or unmount fails | logged only" (a spy in tests). */
export type PanelLog = (panel: TransferPanelName, stage: PanelStage, detail: unknown) => void;
