import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { Dialog } from '../../ui';
import type { FooterModal } from './footer-modal';

interface Props {
  modal: FooterModal;
  onClose: () => void;
}

/** Loaded with React.lazy on first use, so neither these dialogs nor Radix are in the first page load. */
export default function FooterModalHost({ modal, onClose }: Props) {
  const t = useTranslations('footer');
  const { site } = useSite();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (modal.name) {
    case 'download':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
          title={t('downloadModal.title', { siteName: site.name })}
          description={t('downloadModal.body', { siteName: site.name })}
          closeLabel={t('close')}
        >
          <div className="ui-dialog__actions">
            <a className="button" href={modal.href}>
              {t('downloadModal.link')}
            </a>
          </div>
        </Dialog>
      );
    case 'stay-tuned':
      return (
        <Dialog
          open
          onOpenChange={onOpenChange}
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
}
