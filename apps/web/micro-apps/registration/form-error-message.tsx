import { useTranslations } from '../../app/i18n';
import type { AccountCallError } from '../../app/shell/session/client';

/** The reason a submission failed, announced as soon as it appears. */
export function FormErrorMessage({ error }: { error: AccountCallError | null }) {
  const t = useTranslations('account.form.errors');
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {error ? t(error) : null}
    </p>
  );
}
