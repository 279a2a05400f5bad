import type {
  BusinessComplianceMessage,
  KycFooterTipValues,
  RegionNotices,
  SiteKey,
  SiteSwitchSuggestion,
} from '@meridian/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { ModalProvider } from '../shell/modals';

/** What the frame's slots show from the root loader (the frame never imports root: no cycle). */
export interface FrameData {
  /** The site-switch bar's suggestion from the compliance check's region flags (none: no bar). */
  siteSwitch: SiteSwitchSuggestion | null;
  /** shell §8 region notices for this visitor, from the compliance check and the session. */
  notices: RegionNotices;
  /** Whether the page was rendered for a logged-in user (the notices' jump links). */
  loggedIn: boolean;
  /** widgets §4 compliance modal: the check's tip, with the site and the page it may open on (none: no tip). */
  complianceTip?: { tips: Readonly<Record<string, unknown>>; site: SiteKey; path: string } | null;
  /**
   * A logged-in account's compliance state read with the page: widgets §3 business compliance
   * messages, shell §5 KYC footer tip values, and the widgets §3 declaration status where it was
   * asked for (Turkey site, or a declaration message). Nothing to show for a visitor.
   */
  account?: {
    business: readonly BusinessComplianceMessage[];
    kycFooterTip: KycFooterTipValues;
    declarationStatus?: number | undefined;
    /** The KYC tip bar was closed in this browser session (widgets §4 "marks KYC2 as complete locally"). */
    kycTipClosed?: boolean;
  };
}

const FrameContext = createContext<FrameData | null>(null);

/**
 * Root wraps the page in this: the frame's data, and the modal store that features open modals
 * in (above the session, whose registration dialog is one of them).
 */
export function FrameProvider({ value, children }: { value: FrameData; children: ReactNode }) {
  return (
    <FrameContext.Provider value={value}>
      <ModalProvider>{children}</ModalProvider>
    </FrameContext.Provider>
  );
}

/** The frame's data, or null outside FrameProvider (an error page after the root loader failed). */
export function useFrameData(): FrameData | null {
  return useContext(FrameContext);
}
