/**
 * widgets §3 "User agreement status: status (1 means show), content, submit_button" and widgets §7
 * "POST /api/web/v1/compliance-kyc/user-agreement/status ... scene (default user_agreement)".
 */
export const USER_AGREEMENT_STATUS = { upToDate: 0, mustAccept: 1 } as const;

/** widgets §7 "scene (default user_agreement)". */
export const DEFAULT_AGREEMENT_SCENE = 'user_agreement';

/** A scene name as the agreement tables store it. */
export const AGREEMENT_SCENE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * Status 1 (the modal shows and cannot be dismissed, widgets §4) while the scene's current version
 * is newer than the newest one the account accepted; 0 when there is no published version.
 */
export function agreementStatus(currentVersion: number | null, acceptedVersion: number | null): 0 | 1 {
  if (currentVersion === null) return USER_AGREEMENT_STATUS.upToDate;
  return acceptedVersion !== null && acceptedVersion >= currentVersion
    ? USER_AGREEMENT_STATUS.upToDate
    : USER_AGREEMENT_STATUS.mustAccept;
}
