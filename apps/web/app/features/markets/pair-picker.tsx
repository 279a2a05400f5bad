import { filterMarketRows, type MarketRow } from '@meridian/domain';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { usePageHref } from '../../shell/site';

/**
 * The market switcher beside the pair's name: a button that opens a searchable list of every
 * market (links to their trade pages). Escape or a click outside closes it and focus returns to
 * the button.
 */
export function PairPicker({ rows, current }: { rows: readonly MarketRow[]; current: string }) {
  const t = useTranslations('trade');
  const m = useTranslations('markets');
  const href = usePageHref();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && !panel.current?.contains(target) && !button.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const shown = filterMarketRows(rows, search, 'all');

  return (
    <div className="pair-picker">
      <button
        ref={button}
        type="button"
        className="pair-picker__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('picker.open')}
        onClick={() => setOpen((o) => !o)}
        data-testid="pair-picker"
      >
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      {open ? (
        <div
          ref={panel}
          id={`${id}-panel`}
          className="pair-picker__panel"
          role="region"
          aria-label={t('picker.title')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <input
            ref={input}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-label={t('picker.search')}
            placeholder={m('searchPlaceholder')}
            autoComplete="off"
            data-testid="pair-picker-search"
          />
          {shown.length === 0 ? (
            <p>{t('picker.noMatch')}</p>
          ) : (
            <ul>
              {shown.map((row) => {
                const to = href(`/trade/${row.pair}`);
                const name = m('pairName', { base: row.base, quote: row.quote });
                return (
                  <li key={row.pair}>
                    {to ? (
                      <a href={to} aria-current={row.pair === current ? 'page' : undefined}>
                        <CoinIcon symbol={row.base} /> {name}
                      </a>
                    ) : (
                      <span>{name}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
