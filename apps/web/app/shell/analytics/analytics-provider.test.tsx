// @vitest-environment happy-dom
import { ANALYTICS_FLUSH_DELAY_MS, CSRF_HEADER, SITE_IDS } from '@meridian/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentProvider, type ConsentState, useConsent } from '../consent';
import { BrowserClientsProvider, type BrowserFetch } from '../http';
import { AnalyticsProvider, useAnalytics } from './analytics-provider';

afterEach(() => {
  cleanup();
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  document.cookie = 'csrftoken=; Max-Age=0; Path=/';
});

function Page() {
  const track = useAnalytics();
  const { choose } = useConsent();
  return (
    <>
      <button type="button" onClick={() => track('common_kyc_event', { notice: 'upgrade', action: 'show' })}>
        Track
      </button>
      <button type="button" onClick={() => choose('all')}>
        Accept all
      </button>
      <button type="button" onClick={() => choose('necessary')}>
        Necessary only
      </button>
      <div data-track="promo_card">
        <p>
          <span>
            <button type="button">Deep inside</button>
          </span>
        </p>
      </div>
    </>
  );
}

function setup(consent: ConsentState, status = 200) {
  document.cookie = 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789; Path=/';
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch: BrowserFetch = async (url, init) => {
    requests.push({ url, init });
    return Response.json(
      { code: 0, message: 'success', data: { accepted: 1, duplicates: 0, rejected: [] } },
      { status },
    );
  };
  let due: Array<() => void> = [];
  const setTimer = (run: () => void, ms: number) => {
    // The transport's 20 s timeout never fires here; the queue's delay fires on `tick`.
    if (ms === ANALYTICS_FLUSH_DELAY_MS) due.push(run);
    return () => void (due = due.filter((r) => r !== run));
  };
  render(
    <BrowserClientsProvider siteId={SITE_IDS.eu} onRequestError={() => undefined} fetch={fetch}>
      <ConsentProvider initial={consent}>
        <AnalyticsProvider setTimer={setTimer}>
          <Page />
        </AnalyticsProvider>
      </ConsentProvider>
    </BrowserClientsProvider>,
  );
  const tick = async () => {
    await act(async () => {
      const run = due;
      due = [];
      for (const r of run) r();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { requests, tick };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { events: Array<Record<string, unknown>> };

describe('AnalyticsProvider (decision 0051)', () => {
  it('batches events to the collector as JSON, with the csrf header and the page path', async () => {
    const { requests, tick } = setup({ required: false, choice: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(requests).toHaveLength(0);
    await tick();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/api/web/v1/analytics/events');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(CSRF_HEADER)).toBe('abcdefghijklmnopqrstuvwxyz0123456789');
    const { events } = bodyOf(request?.init ?? {});
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      name: 'common_kyc_event',
      path: window.location.pathname,
      props: { notice: 'upgrade', action: 'show' },
    });
    expect(events[0]?.id).not.toBe(events[1]?.id);
  });

  it('where consent is required, sends nothing before "accept all", then what waited', async () => {
    const { requests, tick } = setup({ required: true, choice: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await tick();
    expect(requests).toHaveLength(1);
    expect(bodyOf(requests[0]?.init ?? {}).events).toHaveLength(1);
  });

  it('drops the events once the visitor chooses "necessary" only', async () => {
    const { requests, tick } = setup({ required: true, choice: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await tick();
    window.dispatchEvent(new Event('pagehide'));
    expect(requests).toHaveLength(0);
  });

  it('fetches the csrf cookie with a silent GET first when there is none', async () => {
    const { requests, tick } = setup({ required: false, choice: undefined });
    document.cookie = 'csrftoken=; Max-Age=0; Path=/';
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    await tick();
    expect(requests.map((r) => [r.init.method, r.url])).toEqual([
      ['GET', '/api/web/v1/site/settings'],
      ['POST', '/api/web/v1/analytics/events'],
    ]);
  });

  it('click tracking: a click inside an element marked data-track is recorded by its name', async () => {
    const { requests, tick } = setup({ required: false, choice: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Deep inside' }));
    await tick();
    expect(bodyOf(requests.at(-1)?.init ?? {}).events).toMatchObject([
      { name: 'tracked_click', props: { name: 'promo_card' } },
    ]);
  });

  it('sends what waits with keepalive when the page is left', () => {
    const { requests } = setup({ required: false, choice: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.init.keepalive).toBe(true);
  });
});
