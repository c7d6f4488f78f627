// The QR functions a library user calls: strings in, strings or bytes out, camelCase options.
export {};
