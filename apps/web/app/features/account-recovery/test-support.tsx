// What this feature's page tests share: the fake API (app/test-support) and a link's token.
export { fakeApiWithCsrf as fakeApi } from '../../test-support/fake-api';

/** A token as the message links carry it: 43 URL-safe characters. */
export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
