import type { Activity, ActivityList } from '@meridian/contracts';
import { ACTIVITY_STATUSES, type ActivityStatus, localizeDecimalText } from '@meridian/domain';
import { type ReactNode, useId } from 'react';
import { useFormatter, useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './activity-centre.css';

/** The page's path (widgets §2 growth tab "activity centre": /competition/center). */
export const ACTIVITY_CENTRE_PATH = '/competition/center';

/** What the loader read: the activities with their status at the API's clock, or an apology. */
export type ActivityCentreView = { kind: 'unavailable' } | { kind: 'activities'; activities: ActivityList };

const NONE_KEY = { ongoing: 'noneOngoing', upcoming: 'noneUpcoming', ended: 'noneEnded' } as const;

/**
 * The activity centre (issue 15 item 5): competitions and events grouped ongoing, upcoming and
 * ended (the API's status and order), each with its dates and prize pool. Dates are shown in UTC,
 * so the server's page and the browser's agree. `tabs`: the growth tabs, composed by the route.
 */
export function ActivityCentrePage({ view, tabs }: { view: ActivityCentreView; tabs?: ReactNode }) {
  const t = useTranslations('growth.activity');
  return (
    <main className="page activity-centre" id="main" data-testid="activity-centre-page">
      {tabs}
      <h1>{t('heading')}</h1>
      <p className="activity-centre__intro">{t('intro')}</p>
      {view.kind === 'unavailable' ? (
        <p role="status" data-testid="activity-centre-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        ACTIVITY_STATUSES.map((status) => (
          <ActivityGroup
            key={status}
            status={status}
            activities={view.activities.list.filter((a) => a.status === status)}
          />
        ))
      )}
    </main>
  );
}

function ActivityGroup({ status, activities }: { status: ActivityStatus; activities: Activity[] }) {
  const t = useTranslations('growth.activity');
  const id = useId();
  return (
    <section className="activity-centre__group" aria-labelledby={id} data-testid={`activity-group-${status}`}>
      <h2 id={id}>{t(status)}</h2>
      {activities.length === 0 ? (
        <p className="activity-centre__none">{t(NONE_KEY[status])}</p>
      ) : (
        <ul className="activity-centre__list">
          {activities.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityCard({ activity }: { activity: Activity }) {
  const t = useTranslations('growth.activity');
  const format = useFormatter();
  const { numberSymbols } = useSite();
  const id = useId();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li
      className={`activity-card activity-card--${activity.status}`}
      aria-labelledby={`${id}-title`}
      data-testid={`activity-${activity.id}`}
    >
      <p className="activity-card__kind">{t(activity.kind)}</p>
      <h3 className="activity-card__title" id={`${id}-title`}>
        {activity.url ? (
          <a href={activity.url} aria-label={t('details', { activity: activity.title })}>
            {activity.title}
          </a>
        ) : (
          activity.title
        )}
      </h3>
      <p className="activity-card__description">{activity.description}</p>
      <p className="activity-card__dates" data-testid={`activity-${activity.id}-dates`}>
        {t('dates', { start: date(activity.starts_at), end: date(activity.ends_at) })}
      </p>
      <dl className="activity-card__prize">
        <dt>{t('prizePool')}</dt>
        <dd data-testid={`activity-${activity.id}-prize`}>
          {t('prizePoolValue', {
            amount: localizeDecimalText(activity.prize_pool, numberSymbols),
            coin: activity.prize_coin,
          })}
        </dd>
      </dl>
    </li>
  );
}
