// `@qrbar/core`: the library's public API, which is the six entries per job together. A program that needs
// one job imports its entry (`@qrbar/core/qr`, `/barcode`, `/style`, `/scan`, `/label`, `/store`) and loads
// only that. What a server over the library runs (worker pools, fair queues, rate-limit counters, request
// guards, storage-fault wording) is `@qrbar/core/service`, not here. Colour helpers are not public: the
// generators check colours and contrast themselves and name the rule when one fails.
export * from "./barcode.js";
export * from "./label.js";
export * from "./qr.js";
export * from "./scan.js";
export * from "./store.js";
export * from "./style.js";
