// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type OutboxMessage, OutboxPage } from './outbox-page';

afterEach(cleanup);

const message = (id: number, link: string | null): OutboxMessage => ({
  id,
  channel: id % 2 === 0 ? 'sms' : 'email',
  to: `user${id}@example.com`,
  subject: `Meridian: message ${id}`,
  text: `Line one of ${id}\nLine two`,
  link,
  created_at: `2025-01-0${id}T10:00:00.000Z`,
});

describe('OutboxPage', () => {
  it('lists the messages, newest first as given, with their web links clickable', () => {
    render(
      <OutboxPage
        messages={[
          message(3, 'http://localhost:3000/verify-email?token=abc'),
          message(2, null),
          // Text from the database: anything but a web link stays text.
          message(1, 'javascript:alert(1)'),
        ]}
      />,
    );
    const rows = within(screen.getByTestId('outbox')).getAllByTestId('outbox-message');
    expect(rows.map((r) => r.getAttribute('data-to'))).toEqual([
      'user3@example.com',
      'user2@example.com',
      'user1@example.com',
    ]);
    const links = screen.getAllByRole('link').filter((a) => a.textContent !== 'Reload');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://localhost:3000/verify-email?token=abc']);
    expect(within(rows[1] as HTMLElement).getByText(/text message/)).toBeTruthy();
    expect(screen.getByRole('table').querySelectorAll('th[scope="col"]')).toHaveLength(4);
  });

  it('says so when there is nothing yet, or when the API did not answer', () => {
    render(<OutboxPage messages={[]} />);
    expect(screen.getByTestId('outbox-empty')).toBeTruthy();
    cleanup();
    render(<OutboxPage messages={null} failure="HTTP 502" />);
    expect(screen.getByRole('alert').textContent).toContain('HTTP 502');
  });
});
