// @vitest-environment happy-dom
import type { Activity } from '@meridian/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-support/render-with-shell';
import { ActivityCentrePage, type ActivityCentreView } from './activity-centre-page';

afterEach(cleanup);

const activity = (id: string, fields: Partial<Activity>): Activity => ({
  id,
  kind: 'competition',
  title: `Activity ${id}`,
  description: `About ${id}`,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-11-15T00:00:00.000Z',
  prize_pool: '100000',
  prize_coin: 'USDT',
  status: 'ongoing',
  url: '',
  ...fields,
});

const VIEW: ActivityCentreView = {
  kind: 'activities',
  activities: {
    list: [
      activity('spot', { title: 'Spot Trading Championship', prize_pool: '100000' }),
      activity('cup', {
        title: 'Futures Cup',
        status: 'upcoming',
        starts_at: '2026-11-20T00:00:00.000Z',
        ends_at: '2026-12-10T00:00:00.000Z',
        prize_pool: '250000.5',
      }),
      activity('autumn', { title: 'Autumn Trading Festival', kind: 'event', status: 'ended' }),
    ],
  },
};

const group = (status: string) => screen.getByTestId(`activity-group-${status}`);

describe('the activity centre (issue 15 item 5: activities grouped ongoing/upcoming/ended)', () => {
  it('three groups in order, each headed, each activity in its status group', () => {
    renderWithShell(<ActivityCentrePage view={VIEW} />, { path: '/competition/center' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ongoing',
      'Upcoming',
      'Ended',
    ]);
    expect(within(group('ongoing')).getByRole('heading', { name: 'Spot Trading Championship' })).toBeTruthy();
    expect(within(group('upcoming')).getByRole('heading', { name: 'Futures Cup' })).toBeTruthy();
    expect(within(group('ended')).getByRole('heading', { name: 'Autumn Trading Festival' })).toBeTruthy();
    expect(within(group('ended')).getByText('Event')).toBeTruthy();
  });

  it('dates (UTC) and prize pools, amounts grouped as the locale writes them', () => {
    renderWithShell(<ActivityCentrePage view={VIEW} />, { path: '/competition/center' });
    expect(screen.getByTestId('activity-cup-dates').textContent).toBe('Nov 20, 2026 – Dec 10, 2026 (UTC)');
    expect(screen.getByTestId('activity-cup-prize').textContent).toBe('250,000.5 USDT');
    expect(screen.getByTestId('activity-spot-prize').textContent).toBe('100,000 USDT');
  });

  it('an empty group says so', () => {
    const onlyEnded: ActivityCentreView = {
      kind: 'activities',
      activities: { list: [activity('autumn', { status: 'ended' })] },
    };
    renderWithShell(<ActivityCentrePage view={onlyEnded} />, { path: '/competition/center' });
    expect(within(group('ongoing')).getByText('No activity is running right now.')).toBeTruthy();
    expect(within(group('upcoming')).getByText('No activity is scheduled yet.')).toBeTruthy();
  });

  it('an unavailable list is said, not an error page', () => {
    renderWithShell(<ActivityCentrePage view={{ kind: 'unavailable' }} />, { path: '/competition/center' });
    expect(screen.getByTestId('activity-centre-unavailable')).toBeTruthy();
  });
});
