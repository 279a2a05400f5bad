import { useTranslations } from '../../i18n';

/** The figures, already written for the page's language (home-stats.server.ts). */
export interface HomeStats {
  volume: string;
  pairs: string;
  users: string;
  earnApr: string;
  reserve: string;
}

/**
 * widgets §3 static trade data on the home page: 24 h volume, pairs, registered users, Simple
 * Earn's best USDT rate and the reserve ratio. Server-rendered, so it moves nothing when the page
 * hydrates.
 */
export function HomeStatsSection({ stats }: { stats: HomeStats }) {
  const t = useTranslations('home');
  const items = [
    { key: 'volume', value: stats.volume, label: t('statVolume') },
    { key: 'pairs', value: stats.pairs, label: t('statPairs') },
    { key: 'users', value: stats.users, label: t('statUsers') },
    { key: 'earn-apr', value: stats.earnApr, label: t('statEarnApr') },
    { key: 'reserve', value: stats.reserve, label: t('statReserve') },
  ];
  return (
    <section aria-labelledby="home-stats-heading" className="panel home-stats" data-testid="home-stats">
      <h2 id="home-stats-heading">{t('statsHeading')}</h2>
      <dl className="home-stats__list">
        {items.map((item) => (
          <div key={item.key} className="home-stats__item">
            <dt>{item.label}</dt>
            <dd data-testid={`home-stat-${item.key}`}>
              <bdi>{item.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
