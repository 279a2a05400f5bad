import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import type { IndicatorPlugin, IndicatorSettings, SettingsError } from './chart-model';

const SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
const isSource = (value: string): value is (typeof SOURCES)[number] => (SOURCES as readonly string[]).includes(value);

/** A number field's text as a number: '' and non-numbers are NaN, which the validator refuses as 'integer'. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * issue 11: "Invalid settings are refused with a clear message in the settings dialog." The
 * plugin's own validator (widgets §5) decides; the form shows its errors beside the fields.
 */
export function IndicatorSettingsForm({
  plugin,
  settings,
  onApply,
  onCancel,
}: {
  plugin: IndicatorPlugin;
  settings: IndicatorSettings;
  onApply: (settings: IndicatorSettings) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('chart');
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      plugin.fields.map((f) => [
        f.key,
        typeof settings[f.key] === 'boolean' ? settings[f.key] === true : String(settings[f.key] ?? ''),
      ]),
    ),
  );
  const [errors, setErrors] = useState<SettingsError[]>([]);

  const errorText = (error: SettingsError) => {
    const field = plugin.fields.find((f) => f.key === error.field);
    const label = field ? t(`fields.${field.label}`) : error.field;
    if (error.rule === 'range') return t('errors.range', { field: label, min: error.min ?? 0, max: error.max ?? 0 });
    return t(`errors.${error.rule}`, { field: label });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, number | string | boolean> = { ...settings };
    for (const field of plugin.fields) {
      const value = draft[field.key];
      if (field.kind === 'number') next[field.key] = numberOf(typeof value === 'string' ? value : '');
      else if (field.kind === 'boolean') next[field.key] = value === true;
      else next[field.key] = typeof value === 'string' ? value : '';
    }
    const found = plugin.validate(next);
    setErrors(found);
    if (found.length === 0) onApply(next);
  };

  return (
    <form
      className="price-chart__settings"
      aria-label={t('indicators.settings', { name: plugin.name })}
      onSubmit={submit}
      noValidate
    >
      {plugin.fields.map((field) => {
        const inputId = `${id}-${field.key}`;
        const fieldErrors = errors.filter((e) => e.field === field.key);
        const errorId = `${inputId}-error`;
        const value = draft[field.key];
        const describedBy = fieldErrors.length > 0 ? errorId : undefined;
        return (
          <div key={field.key} className="price-chart__field">
            <label htmlFor={inputId}>{t(`fields.${field.label}`)}</label>
            {field.kind === 'number' && (
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                value={typeof value === 'string' ? value : ''}
                aria-invalid={fieldErrors.length > 0}
                aria-describedby={describedBy}
                onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })}
              />
            )}
            {field.kind === 'boolean' && (
              <input
                id={inputId}
                type="checkbox"
                checked={value === true}
                onChange={(e) => setDraft({ ...draft, [field.key]: e.target.checked })}
              />
            )}
            {field.kind === 'choice' && (
              <select
                id={inputId}
                value={typeof value === 'string' ? value : ''}
                aria-invalid={fieldErrors.length > 0}
                aria-describedby={describedBy}
                onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })}
              >
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {isSource(option) ? t(`sources.${option}`) : option}
                  </option>
                ))}
              </select>
            )}
            {fieldErrors.length > 0 && (
              <p id={errorId} className="price-chart__field-error" role="alert">
                {fieldErrors.map(errorText).join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {/* An error about the settings together (e.g. fast ≥ slow) that names no single field shown. */}
      {errors
        .filter((e) => !plugin.fields.some((f) => f.key === e.field))
        .map((e) => (
          <p key={`${e.field}-${e.rule}`} className="price-chart__field-error" role="alert">
            {errorText(e)}
          </p>
        ))}
      <div className="price-chart__settings-actions">
        <button type="submit">{t('indicators.apply')}</button>
        <button type="button" onClick={onCancel}>
          {t('indicators.cancel')}
        </button>
      </div>
    </form>
  );
}
