// Barcode generation (issue 4): everything public from this folder is re-exported here.
export {};
