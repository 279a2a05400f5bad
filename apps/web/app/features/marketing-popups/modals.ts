import type { MarketingPlanItem, NewbiePrizePop } from '@meridian/contracts';
import type { NewUserPopupVariant } from '@meridian/domain';

// widgets §2 "New-user reward pop-up (variant A or B) ... VIP pop-up" in the app's registry
// (shell/modals); frame/modal-table.ts gives their bodies.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /**
     * widgets §4 new-user reward pop-up: the variant, the prize amounts (widgets §3 "group_A.num,
     * group_B.num_first, group_B.num_second") and `onShown`, which stores the daily counter.
     */
    'new-user-reward': { variant: NewUserPopupVariant; prize: NewbiePrizePop; onShown: () => void };
    /** widgets §4 VIP pop-up: the first vip_index plan (widgets §3 "VIP popup plan"). */
    'vip-popup': { plan: MarketingPlanItem };
  }
}

export {};
