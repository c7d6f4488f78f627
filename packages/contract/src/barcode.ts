// The barcode part of the HTTP contract.
export {};
