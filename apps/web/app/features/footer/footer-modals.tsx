import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui/dialog';

/** Closing through Escape, an outside click or the close button. */
const closeOn = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

/** Loaded lazily by the frame's modal host on first use, so neither these dialogs nor Radix are in the first page load. */
export function DownloadModal({ props, onClose }: ModalBodyProps<'footer-download'>) {
  const t = useTranslations('footer');
  const { site } = useSite();
  return (
    <Dialog
      open
      onOpenChange={closeOn(onClose)}
      title={t('downloadModal.title', { siteName: site.name })}
      description={t('downloadModal.body', { siteName: site.name })}
      closeLabel={t('close')}
    >
      <div className="ui-dialog__actions">
        <a className="button" href={props.href}>
          {t('downloadModal.link')}
        </a>
      </div>
    </Dialog>
  );
}

export function StayTunedModal({ onClose }: ModalBodyProps<'footer-stay-tuned'>) {
  const t = useTranslations('footer');
  const { site } = useSite();
  return (
    <Dialog
      open
      onOpenChange={closeOn(onClose)}
      title={t('stayTuned.title')}
      description={t('stayTuned.body', { siteName: site.name })}
      closeLabel={t('close')}
    >
      <div className="ui-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('stayTuned.ok')}
        </button>
      </div>
    </Dialog>
  );
}
