// The scan part of the HTTP contract.
export {};
