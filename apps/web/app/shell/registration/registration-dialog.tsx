import { useState } from 'react';
import { useTranslations } from '../../i18n';
import { Dialog } from '../../ui';
import { useSite } from '../site';
import { useTheme } from '../theme';
import { RegistrationFrame } from './registration-frame';
import type { RegistrationView } from './registration-protocol';
import type { RegistrationRequest } from '../session/session-context';
import './registration.css';

interface Props {
  request: RegistrationRequest;
  onClose: () => void;
  onSignedIn: () => void;
}

/**
 * shell §4 "Registration modal ... Loaded as a separate micro-app": a dialog (focus trapped,
 * Escape closes it, also from inside the frame) around the micro-app's static entry page.
 * Loaded with React.lazy, so neither this nor Radix is in the first page load.
 */
export default function RegistrationDialog({ request, onClose, onSignedIn }: Props) {
  const t = useTranslations('account.registration');
  const { site, locale } = useSite();
  const { theme } = useTheme();
  const [view, setView] = useState<RegistrationView>(request.type);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`title.${view}`)}
      closeLabel={t('close')}
      className="registration-dialog"
    >
      <RegistrationFrame
        options={{
          type: request.type,
          ch: request.ch,
          refUid: request.refUid,
          lang: locale.catalog,
          theme,
          siteId: site.id,
        }}
        title={t('frameTitle')}
        loadingLabel={t('loading')}
        onView={setView}
        onSignedIn={onSignedIn}
        onClose={onClose}
      />
    </Dialog>
  );
}
