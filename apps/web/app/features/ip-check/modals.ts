// widgets §4 "IP/VPN check": its three dialogs in the app's registry (shell/modals); the frame's
// modal table gives their bodies (ip-check-dialogs.tsx). None opens with props.
declare module '../../shell/modals' {
  interface ModalRegistry {
    /** Result 2: "non-closable upgrade-verification dialog leading to kyc3". */
    'ip-check-upgrade': Record<string, never>;
    /** Results 3 or 0: "VPN notice; accept reloads the page, cancel falls to the result-2 dialog". */
    'ip-check-vpn': Record<string, never>;
    /** Result 4: "non-closable detection-limit dialog". */
    'ip-check-limit': Record<string, never>;
  }
}

export {};
