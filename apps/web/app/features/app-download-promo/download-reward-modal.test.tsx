// @vitest-environment happy-dom
import type { DownloadTaskInfo } from '@meridian/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { DownloadRewardPrompt, REWARD_MODAL_SHOWN_KEY } from './download-reward';
import { fakePromoApi, memoryFlags } from './test-doubles';

afterEach(cleanup);

const TASK: DownloadTaskInfo = { has_dl_task: 1, reward_num: '12.5', reward_currency: 'USDT' };

/** The app-download page's part, with the task the fake API answers. */
async function renderPrompt(task: unknown, flags = memoryFlags()) {
  const api = fakePromoApi({ task });
  renderWithShell(<DownloadRewardPrompt flags={flags} />, { path: '/appdownload', fetch: api.fetch });
  await waitFor(() =>
    expect(api.asked).toContain('/api/web/v1/marketing-activity/dlGetTaskInfo?const_id=app_download'),
  );
  // Let the answer and the lazily loaded modal body settle.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { api, flags };
}

describe('the download reward modal (shell §9 "Download reward modal | promo amount 40,000 (dollars)")', () => {
  it('widgets §3 "has_dl_task (1 means a task exists)": with a task it opens, with the reward, the promo and /campaigns', async () => {
    const { flags } = await renderPrompt(TASK);
    const dialog = await screen.findByRole('dialog', { name: 'Your app download reward' });
    expect(dialog.textContent).toContain('Download the Meridian app and complete the tasks to get 12.5 USDT.');
    expect(dialog.textContent).toContain('Part of $40,000 in rewards for app users.');
    expect(screen.getByRole('link', { name: 'See how to get it' }).getAttribute('href')).toBe('/campaigns');
    expect(flags.keys.has(REWARD_MODAL_SHOWN_KEY)).toBe(true);
  });

  it('has_dl_task 0: no modal', async () => {
    const { flags } = await renderPrompt({ has_dl_task: 0, reward_num: '0', reward_currency: '' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(flags.keys.size).toBe(0);
  });

  it('a failed or malformed answer is no task: no modal', async () => {
    await renderPrompt(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at most once per browser session: already shown in this session, it does not open again', async () => {
    await renderPrompt(TASK, memoryFlags([REWARD_MODAL_SHOWN_KEY]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
