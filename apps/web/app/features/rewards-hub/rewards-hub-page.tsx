import { postRewardClaim, type RewardTask, type RewardTaskList } from '@meridian/contracts';
import { localizeDecimalText } from '@meridian/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslations } from '../../i18n';
import { useBrowserClients } from '../../shell/http';
import { ensureCsrfToken } from '../../shell/session';
import { useLocalizedPath, useSite } from '../../shell/site';
import './rewards-hub.css';

/** The page's path (widgets §2 growth tab "rewards": /rewards_hub). */
export const REWARDS_HUB_PATH = '/rewards_hub';

/** What the loader read: the tasks (a visitor's public list or the user's own), or an apology. */
export type RewardsHubView = { kind: 'unavailable' } | { kind: 'tasks'; tasks: RewardTaskList };

/** A claim made on this page: under way, done (its answer), or refused. */
type ClaimProgress = { kind: 'pending' } | { kind: 'claimed'; amount: string; coin: string } | { kind: 'failed' };

/**
 * The rewards hub (issue 15 item 5): the tasks with their rewards; a logged-in user sees their
 * progress and claims a completed task's reward (credited to the spot account by the API), a
 * visitor the tasks and a log-in / sign-up call to action. `tabs`: the growth tabs, composed by
 * the route (a feature does not import another).
 */
export function RewardsHubPage({ view, tabs }: { view: RewardsHubView; tabs?: ReactNode }) {
  const t = useTranslations('growth.rewards');
  const to = useLocalizedPath();
  const id = useId();
  return (
    <main className="page rewards-hub" id="main" data-testid="rewards-hub-page">
      {tabs}
      <h1 id={`${id}-title`}>{t('heading')}</h1>
      <p className="rewards-hub__intro">{t('intro')}</p>
      {view.kind === 'unavailable' ? (
        <p role="status" data-testid="rewards-hub-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        <>
          {!view.tasks.logged_in && (
            <div className="rewards-hub__visitor" data-testid="rewards-hub-visitor">
              <p>{t('visitorPrompt')}</p>
              <div className="rewards-hub__actions">
                <a className="button" href={to('/login')}>
                  {t('logIn')}
                </a>
                <a className="button button--outline" href={to('/signup')}>
                  {t('signUp')}
                </a>
              </div>
            </div>
          )}
          {view.tasks.list.length === 0 ? (
            <p role="status">{t('empty')}</p>
          ) : (
            <TaskList tasks={view.tasks.list} loggedIn={view.tasks.logged_in} labelledBy={`${id}-title`} />
          )}
        </>
      )}
    </main>
  );
}

function TaskList({ tasks, loggedIn, labelledBy }: { tasks: RewardTask[]; loggedIn: boolean; labelledBy: string }) {
  const clients = useBrowserClients();
  const [claims, setClaims] = useState<Readonly<Record<string, ClaimProgress>>>({});
  const claim = async (task: RewardTask) => {
    setClaims((now) => ({ ...now, [task.id]: { kind: 'pending' } }));
    await ensureCsrfToken(clients);
    const outcome = await clients.post(postRewardClaim, { task_id: task.id });
    setClaims((now) => ({
      ...now,
      [task.id]: outcome.ok
        ? { kind: 'claimed', amount: outcome.data.reward_amount, coin: outcome.data.reward_coin }
        : { kind: 'failed' },
    }));
  };
  return (
    <ul className="rewards-hub__tasks" aria-labelledby={labelledBy}>
      {tasks.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          loggedIn={loggedIn}
          claim={claims[task.id]}
          onClaim={() => void claim(task)}
        />
      ))}
    </ul>
  );
}

function TaskCard({
  task,
  loggedIn,
  claim,
  onClaim,
}: {
  task: RewardTask;
  loggedIn: boolean;
  claim: ClaimProgress | undefined;
  onClaim: () => void;
}) {
  const t = useTranslations('growth.rewards');
  const { numberSymbols } = useSite();
  const id = useId();
  const amount = localizeDecimalText(task.reward_amount, numberSymbols);
  const state = claim?.kind === 'claimed' ? 'claimed' : task.state;
  return (
    <li className="rewards-task" aria-labelledby={`${id}-title`} data-testid={`reward-task-${task.id}`}>
      <div className="rewards-task__text">
        <h2 className="rewards-task__title" id={`${id}-title`}>
          {task.title}
        </h2>
        <p className="rewards-task__description">{task.description}</p>
        <p className="rewards-task__reward">{t('reward', { amount, coin: task.reward_coin })}</p>
      </div>
      {loggedIn && task.progress !== null && (
        <div className="rewards-task__status">
          <progress
            className="rewards-task__progress"
            max={task.target}
            value={task.progress}
            aria-label={t('progressLabel', { task: task.title })}
          />
          <span className="rewards-task__count" data-testid={`reward-task-${task.id}-progress`}>
            {t('progress', { progress: task.progress, target: task.target })}
          </span>
          <ClaimButton state={state} pending={claim?.kind === 'pending'} title={task.title} onClaim={onClaim} />
          <p
            className={`rewards-task__message${claim?.kind === 'failed' ? ' rewards-task__message--failed' : ''}`}
            role="status"
          >
            {claim?.kind === 'claimed'
              ? t('claimedMessage', { amount: localizeDecimalText(claim.amount, numberSymbols), coin: claim.coin })
              : claim?.kind === 'failed'
                ? t('claimFailed')
                : ''}
          </p>
        </div>
      )}
    </li>
  );
}

/** Claim for a completed task; a disabled "In progress" or "Claimed" otherwise. */
function ClaimButton({
  state,
  pending,
  title,
  onClaim,
}: {
  state: RewardTask['state'];
  pending: boolean;
  title: string;
  onClaim: () => void;
}) {
  const t = useTranslations('growth.rewards');
  if (state === 'claimed') {
    return (
      <button type="button" className="button button--outline" disabled>
        {t('claimed')}
      </button>
    );
  }
  if (state !== 'completed') {
    return (
      <button type="button" className="button button--outline" disabled>
        {t('inProgress')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button"
      onClick={onClaim}
      disabled={pending}
      aria-label={pending ? undefined : t('claimTask', { task: title })}
    >
      {pending ? t('claiming') : t('claim')}
    </button>
  );
}
