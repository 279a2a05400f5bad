// The account's private channels on the market stream (issue 12), for the pages with an account panel.
export { usePrivateStream } from './private-stream';
