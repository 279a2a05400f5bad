// @vitest-environment happy-dom
import { postRewardClaim, type RewardTask } from '@meridian/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserFetch } from '../../shell/http';
import { renderWithShell } from '../../test-support/render-with-shell';
import { RewardsHubPage, type RewardsHubView } from './rewards-hub-page';

beforeEach(() => {
  // The csrf cookie is there, so a claim is one POST (shell/session ensureCsrfToken).
  document.cookie = 'csrftoken=test-token';
});
afterEach(cleanup);

const task = (id: string, fields: Partial<RewardTask>): RewardTask => ({
  id,
  title: `Task ${id}`,
  description: `What ${id} asks`,
  reward_amount: '10',
  reward_coin: 'USDT',
  target: 1,
  progress: null,
  state: null,
  ...fields,
});

const MEMBER: RewardsHubView = {
  kind: 'tasks',
  tasks: {
    logged_in: true,
    list: [
      task('days', { title: 'Log in on 7 days', target: 7, progress: 3, state: 'in_progress', reward_amount: '2.5' }),
      task('kyc', { title: 'Complete KYC level 2', progress: 1, state: 'completed' }),
      task('trade', { title: 'Make your first spot trade', progress: 1, state: 'claimed', reward_amount: '1234.5' }),
    ],
  },
};

/** A fake API: the claim answers `claim` (an answer's data, or a status with a message). */
function claimApi(claim: { data: unknown } | { status: number; message: string }) {
  const posts: Array<{ path: string; body: Record<string, string>; csrf: string | null }> = [];
  const fetch: BrowserFetch = async (url, init) => {
    const path = new URL(url, 'http://shell.test').pathname;
    posts.push({
      path,
      body: Object.fromEntries(new URLSearchParams(typeof init.body === 'string' ? init.body : '')),
      csrf: new Headers(init.headers).get('csrftoken'),
    });
    if ('data' in claim) return Response.json({ code: 0, message: 'success', data: claim.data });
    return Response.json({ code: claim.status, message: claim.message, data: null }, { status: claim.status });
  };
  return { fetch, posts };
}

const card = (id: string) => screen.getByTestId(`reward-task-${id}`);

describe('the rewards hub (issue 15 item 5: "rewards and tasks of the user")', () => {
  it('a logged-in user sees each task with its reward and progress', () => {
    renderWithShell(<RewardsHubPage view={MEMBER} />, { path: '/rewards_hub' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards Hub' })).toBeTruthy();
    expect(within(card('days')).getByText('Reward: 2.5 USDT')).toBeTruthy();
    expect(within(card('trade')).getByText('Reward: 1,234.5 USDT')).toBeTruthy();
    expect(screen.getByTestId('reward-task-days-progress').textContent).toBe('3 of 7 done');
    const bar = screen.getByRole('progressbar', { name: 'Progress of Log in on 7 days' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([3, 7]);
    expect(screen.queryByTestId('rewards-hub-visitor')).toBeNull();
  });

  it('the claim button: enabled for a completed task, disabled "In progress" and "Claimed" otherwise', () => {
    renderWithShell(<RewardsHubPage view={MEMBER} />, { path: '/rewards_hub' });
    const claim = within(card('kyc')).getByRole('button', { name: 'Claim the reward of Complete KYC level 2' });
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    const inProgress = within(card('days')).getByRole('button', { name: 'In progress' }) as HTMLButtonElement;
    expect(inProgress.disabled).toBe(true);
    const claimed = within(card('trade')).getByRole('button', { name: 'Claimed' }) as HTMLButtonElement;
    expect(claimed.disabled).toBe(true);
  });

  it('Claim posts the task with the csrf header; the task becomes Claimed and the credit is announced', async () => {
    const api = claimApi({ data: { task_id: 'kyc', reward_amount: '10', reward_coin: 'USDT', state: 'claimed' } });
    renderWithShell(<RewardsHubPage view={MEMBER} />, { path: '/rewards_hub', fetch: api.fetch });
    fireEvent.click(within(card('kyc')).getByRole('button', { name: /Claim the reward/ }));
    await waitFor(() => expect(within(card('kyc')).getByRole('button', { name: 'Claimed' })).toBeTruthy());
    expect(api.posts).toEqual([{ path: postRewardClaim.path, body: { task_id: 'kyc' }, csrf: 'test-token' }]);
    expect(within(card('kyc')).getByRole('status').textContent).toBe('10 USDT has been credited to your spot account.');
  });

  it('a refused claim says so and leaves the button to try again', async () => {
    const api = claimApi({ status: 409, message: 'The reward of this task has already been claimed' });
    renderWithShell(<RewardsHubPage view={MEMBER} />, { path: '/rewards_hub', fetch: api.fetch });
    fireEvent.click(within(card('kyc')).getByRole('button', { name: /Claim the reward/ }));
    await waitFor(() =>
      expect(within(card('kyc')).getByRole('status').textContent).toBe(
        'The reward could not be claimed. Please try again later.',
      ),
    );
    expect(within(card('kyc')).getByRole('button', { name: /Claim the reward/ })).toBeTruthy();
  });

  it('a visitor sees the tasks and a log-in / sign-up call to action, and no claim buttons', () => {
    const visitor: RewardsHubView = {
      kind: 'tasks',
      tasks: { logged_in: false, list: [task('kyc', { title: 'Complete KYC level 2' })] },
    };
    renderWithShell(<RewardsHubPage view={visitor} />, { path: '/rewards_hub', locale: 'de', catalog: 'en' });
    expect(screen.getByText('Complete KYC level 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/de/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/de/signup');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an unavailable list is said, not an error page', () => {
    renderWithShell(<RewardsHubPage view={{ kind: 'unavailable' }} />, { path: '/rewards_hub' });
    expect(screen.getByTestId('rewards-hub-unavailable').textContent).toBe(
      'The tasks could not be loaded. Please try again later.',
    );
  });
});
