import { FEE_SCHEDULES, type FeeSchedule } from '@meridian/domain';
import { useFormatter, useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './site-pages.css';

/** /fee: maker and taker fees by 30-day volume tier (widgets §2 footers "fee"). */
export function FeePage() {
  const t = useTranslations('pages.fee');
  const { site } = useSite();
  return (
    <main className="page site-page" id="main">
      <h1>{t('title', { site: site.name })}</h1>
      <p className="site-page__lead">{t('lead')}</p>
      {FEE_SCHEDULES.map((schedule) => (
        <FeeTable key={schedule.market} schedule={schedule} />
      ))}
      <p className="site-page__note">{t('note')}</p>
    </main>
  );
}

function FeeTable({ schedule }: { schedule: FeeSchedule }) {
  const t = useTranslations('pages.fee');
  const format = useFormatter();
  const caption = t(schedule.market);
  const rate = (value: string) => format.number(Number(value), { style: 'percent', maximumFractionDigits: 3 });
  return (
    // A keyboard-focusable, named scroll region: on phones the table scrolls sideways.
    <section className="site-page__table-wrap" tabIndex={0} aria-label={t('scrollHint', { table: caption })}>
      <table className="site-page__table" data-testid={`fee-table-${schedule.market}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col">{t('volume')}</th>
            <th scope="col">{t('maker')}</th>
            <th scope="col">{t('taker')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.tiers.map((tier) => (
            <tr key={tier.level}>
              <th scope="row">{t('tierName', { level: tier.level })}</th>
              <td>{t('volumeAtLeast', { volume: format.number(tier.minVolumeUsdt) })}</td>
              <td>{rate(tier.maker)}</td>
              <td>{rate(tier.taker)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
