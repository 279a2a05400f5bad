import { useSession } from '../../shell/session';
import { AccountMenu } from './account-menu';
import { VisitorActions } from './visitor-actions';
import './account-header.css';

/**
 * The header's account area (shell §4 Session): log-in and sign-up for visitors; for a logged-in
 * user the total funds, a deposit button and the account menu. Rendered on the server from the
 * root loader's session, so a logged-in page never flashes the visitor buttons.
 */
export function AccountHeader() {
  const { session, refreshing } = useSession();
  return (
    <div className="account-header" data-testid="account-header" data-status={session.status} aria-busy={refreshing}>
      {session.status === 'logged-in' ? <AccountMenu /> : <VisitorActions />}
    </div>
  );
}
