// The development outbox page (/dev/outbox): what the API would have sent, when it sends nothing.
export { OutboxPage, type OutboxMessage } from './outbox-page';
