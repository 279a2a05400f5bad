import type { MouseEvent, ReactNode } from 'react';
import { type RegistrationRequest, useSession } from '../../shell/session';
import { useLocalizedPath } from '../../shell/site';

interface Props {
  request: RegistrationRequest;
  className?: string;
  children: ReactNode;
}

/**
 * A link to /login or /signup (works before the page's script runs) that opens the registration
 * micro-app in a dialog once it has.
 */
export function RegistrationLink({ request, className, children }: Props) {
  const to = useLocalizedPath();
  const { openRegistration } = useSession();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openRegistration(request);
  };
  return (
    <a className={className} href={to(request.type === 'signup' ? '/signup' : '/login')} onClick={onClick}>
      {children}
    </a>
  );
}
