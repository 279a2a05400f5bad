// What loaders of this feature's pages run on the server (never shipped to the browser).
export { loadFuturesContract, type ContractLookup } from './futures-contracts.server';
